// /portal/customer/verify2 and /portal/customer/corp/verify2: the multi-factor change (spec §2, §4).
// customer/secondVerifyStatus says whether a passkey keeps it on (MFA003): then the page explains why
// and links to the passkeys page; otherwise the change works as before and recommends a passkey,
// the e-mailed code being the interim fallback.
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { customerTypeAtom, endpoints } from '@portal/shared-kernel';
import { useEndpointQuery, usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import { MfaChangeFlow } from './mfa-change-flow.tsx';
import { canTurnOff } from './mfa-rules.ts';
import { useMfaState } from './use-mfa-state.ts';

/** The passkeys page of this customer type (the same menu as verify2), below the host router's /portal basename. */
export const passkeyPagePath = (corporate: boolean): string => (corporate ? '/customer/corp/passkey?type=passkey' : '/customer/passkey?type=passkey');

export default function MfaChangePage() {
  const { current, setting } = useMfaState();
  const corporate = usePortalAtomValue(customerTypeAtom) === 'corporate';
  // Read afresh each time; while unknown or unavailable the page works as before (the server still
  // refuses turning it off with MFA003).
  const status = useEndpointQuery(endpoints.customer.secondVerifyStatus, { notify: false });
  const passkeyCount = status.data?.passkeyCount ?? 0;
  const keptOnByPasskey = passkeyCount > 0;
  const shownCurrent = keptOnByPasskey ? true : current;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Flex align="center" gap={10}>
        <SafetyCertificateOutlined aria-hidden style={{ fontSize: 22, color: '#1d4e89' }} />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {texts.mfaTitle}
        </Typography.Title>
      </Flex>
      <Card>
        <Typography.Paragraph style={{ lineHeight: 1.8 }}>{texts.mfaLead}</Typography.Paragraph>
        <Flex
          align="center"
          gap={12}
          style={{ padding: '12px 16px', background: '#f5f7fa', borderRadius: 6, marginBottom: 24 }}
          data-testid="mfa-current"
        >
          <Typography.Text type="secondary">{texts.mfaCurrent}</Typography.Text>
          {shownCurrent === null ? (
            <Typography.Text type="secondary">--</Typography.Text>
          ) : (
            <Tag color={shownCurrent ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
              {shownCurrent ? texts.mfaStateOn : texts.mfaStateOff}
            </Tag>
          )}
        </Flex>
        {keptOnByPasskey ? (
          <Alert
            type="info"
            showIcon
            role="note"
            data-testid="mfa-passkey"
            title={texts.mfaPasskeyTitle}
            description={
              <>
                <Typography.Paragraph style={{ margin: '4px 0 8px' }}>{texts.mfaPasskeyLead(passkeyCount)}</Typography.Paragraph>
                <Link to={passkeyPagePath(corporate)}>{texts.mfaPasskeyLink}</Link>
              </>
            }
          />
        ) : (
          <>
            {status.data && (
              <Alert
                type="info"
                showIcon
                role="note"
                data-testid="mfa-fallback"
                title={texts.mfaFallbackTitle}
                description={
                  <>
                    <Typography.Paragraph style={{ margin: '4px 0 8px' }}>{texts.mfaFallbackLead}</Typography.Paragraph>
                    <Link to={passkeyPagePath(corporate)}>{texts.mfaFallbackLink}</Link>
                  </>
                }
                style={{ marginBottom: 24 }}
              />
            )}
            <div style={{ maxWidth: 520 }}>
              <MfaChangeFlow current={current} forced={false} allowOff={canTurnOff(setting, true)} />
            </div>
          </>
        )}
      </Card>
    </Flex>
  );
}
