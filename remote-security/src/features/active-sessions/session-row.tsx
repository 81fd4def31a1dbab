// One active session (spec §2): device icon and title, issue date, the colour dot (red = stay logged
// in, gray = not kept, green = this session) and the close icon that ends it.
import { buttonLoading } from '@portal/kit';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { CloseOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { describeActiveSession, formatDateTime, sessionDotLabels, type ActiveSession, type SessionDotColour } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

export const dotColours: Record<SessionDotColour, string> = { red: '#e5484d', gray: '#b0b7c3', green: '#2fa86b' };

export function SessionDot({ colour }: { colour: SessionDotColour }) {
  return (
    <Tooltip title={sessionDotLabels[colour]}>
      <span
        role="img"
        aria-label={sessionDotLabels[colour]}
        data-dot={colour}
        style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: dotColours[colour], flex: 'none' }}
      />
    </Tooltip>
  );
}

export function SessionRow({ session, ending, onEnd }: { session: ActiveSession; ending: boolean; onEnd: (session: ActiveSession) => void }) {
  const { title, icon, dot, kind } = describeActiveSession(session);
  return (
    <Flex
      component="li"
      align="center"
      gap={12}
      data-testid="session-row"
      data-kind={kind}
      data-current={session.current ? 'true' : undefined}
      style={{ padding: '12px 4px', borderBottom: '1px solid #eef0f4', listStyle: 'none' }}
    >
      <span
        aria-hidden
        data-device={icon}
        style={{
          width: 36,
          height: 36,
          borderRadius: 8,
          background: session.current ? '#e8f5ee' : '#f0f3f8',
          color: session.current ? '#2fa86b' : '#1d4e89',
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
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {texts.sessionIssued} {formatDateTime(session.issueDate)}
        </Typography.Text>
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
