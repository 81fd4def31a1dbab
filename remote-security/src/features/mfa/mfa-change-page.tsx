// /portal/customer/verify2 and /portal/customer/corp/verify2: the multi-factor change (spec §2, §4).
// customer/secondVerifyStatus says whether a passkey keeps it on (MFA003): then the page explains why
// and links to the passkeys page; otherwise the change works as before and recommends a passkey,
// the e-mailed code being the interim fallback.
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { AccentIcon, Heading, Prose, Stack, TintedBox, usePortalToken } from '@portal/kit';
import { customerTypeAtom, endpoints } from '@portal/shared-kernel';
import { useEndpointQuery, usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import { MfaChangeFlow } from './mfa-change-flow.tsx';
import { canTurnOff } from './mfa-rules.ts';
import { useMfaState } from './use-mfa-state.ts';

/** The passkeys page of this customer type (the same menu as verify2), below the host router's /portal basename. */
export const passkeyPagePath = (corporate: boolean): string => (corporate ? '/customer/corp/passkey?type=passkey' : '/customer/passkey?type=passkey');

/** The explanation inside the info alerts, between their title and the link to the passkeys page. */
const alertParagraph = { margin: '4px 0 8px' } as const;

export default function MfaChangePage() {
  const { current, setting } = useMfaState();
  const corporate = usePortalAtomValue(customerTypeAtom) === 'corporate';
  // Read afresh each time; while unknown or unavailable the page works as before (the server still
  // refuses turning it off with MFA003).
  const status = useEndpointQuery(endpoints.customer.secondVerifyStatus, { notify: false });
  const passkeyCount = status.data?.passkeyCount ?? 0;
  const keptOnByPasskey = passkeyCount > 0;
  const shownCurrent = keptOnByPasskey ? true : current;
  const token = usePortalToken();
  return (
    <Stack gap={16} maxWidth={760}>
      <Flex align="center" gap={10}>
        <AccentIcon icon={SafetyCertificateOutlined} size={22} />
        <Heading level={1} size={3}>
          {texts.mfaTitle}
        </Heading>
      </Flex>
      <Card>
        <Prose>{texts.mfaLead}</Prose>
        <TintedBox inset="wide" style={{ marginBottom: token.marginLG }} data-testid="mfa-current">
          <Flex align="center" gap={token.sizeSM}>
            <Typography.Text type="secondary">{texts.mfaCurrent}</Typography.Text>
            {shownCurrent === null ? (
              <Typography.Text type="secondary">--</Typography.Text>
            ) : (
              <Tag color={shownCurrent ? 'success' : 'default'}>{shownCurrent ? texts.mfaStateOn : texts.mfaStateOff}</Tag>
            )}
          </Flex>
        </TintedBox>
        {keptOnByPasskey ? (
          <Alert
            type="info"
            showIcon
            role="note"
            data-testid="mfa-passkey"
            title={texts.mfaPasskeyTitle}
            description={
              <>
                <Typography.Paragraph style={alertParagraph}>{texts.mfaPasskeyLead(passkeyCount)}</Typography.Paragraph>
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
                    <Typography.Paragraph style={alertParagraph}>{texts.mfaFallbackLead}</Typography.Paragraph>
                    <Link to={passkeyPagePath(corporate)}>{texts.mfaFallbackLink}</Link>
                  </>
                }
                style={{ marginBottom: token.marginLG }}
              />
            )}
            <Stack maxWidth={520}>
              <MfaChangeFlow current={current} forced={false} allowOff={canTurnOff(setting, true)} />
            </Stack>
          </>
        )}
      </Card>
    </Stack>
  );
}
