// One active session (spec §2): device icon and title, issue date, the colour dot (red = stay logged
// in, gray = not kept, green = this session) and the close icon that ends it.
import { buttonLoading, Note, usePortalToken, type PortalToken } from '@portal/kit';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { CloseOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { describeActiveSession, formatDateTime, sessionDotLabels, type ActiveSession, type SessionDotColour } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

const dotColour = (token: PortalToken, colour: SessionDotColour): string =>
  ({ red: token.portalSignalRed, gray: token.portalSignalGray, green: token.portalSignalGreen })[colour];

export function SessionDot({ colour }: { colour: SessionDotColour }) {
  const token = usePortalToken();
  return (
    <Tooltip title={sessionDotLabels[colour]}>
      <span
        role="img"
        aria-label={sessionDotLabels[colour]}
        data-dot={colour}
        style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: dotColour(token, colour), flex: 'none' }}
      />
    </Tooltip>
  );
}

export function SessionRow({ session, ending, onEnd }: { session: ActiveSession; ending: boolean; onEnd: (session: ActiveSession) => void }) {
  const { title, icon, dot, kind } = describeActiveSession(session);
  const token = usePortalToken();
  return (
    <Flex
      component="li"
      align="center"
      gap={token.sizeSM}
      data-testid="session-row"
      data-kind={kind}
      data-current={session.current ? 'true' : undefined}
      style={{ padding: `${token.paddingSM}px ${token.paddingXXS}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.portalDivider}` }}
    >
      <span
        aria-hidden
        data-device={icon}
        style={{
          width: 36,
          height: 36,
          borderRadius: token.borderRadiusLG,
          background: session.current ? token.portalSignalGreenBg : token.portalPrimaryFaint,
          color: session.current ? token.portalSignalGreen : token.colorPrimary,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 18,
          flex: 'none',
        }}
      >
        {icon === 'mobile' ? <MobileOutlined aria-hidden /> : <DesktopOutlined aria-hidden />}
      </span>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {title}
        </Typography.Text>
        <Note>
          {texts.sessionIssued} {formatDateTime(session.issueDate)}
        </Note>
      </Flex>
      <SessionDot colour={dot} />
      <Tooltip title={texts.sessionEnd(title)}>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={texts.sessionEnd(title)}
          loading={buttonLoading(ending)}
          onClick={() => onEnd(session)}
        />
      </Tooltip>
    </Flex>
  );
}
