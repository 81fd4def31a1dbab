// /portal/login/verify2: the second verification of a login (spec §4). Without a passkey the code
// was e-mailed when login/auth answered with a challenge; it can be sent again after the 60 s
// countdown. A passkey holder's challenge carries the assertion options of their passkeys and no
// code was mailed: the page offers 「パスキーで確認する」 first and the e-mailed code as the other way
// (mailed only when chosen), then the same code step.
import { useState } from 'react';
import { KeyOutlined, MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Divider, Typography } from 'antd';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { startAuthentication } from '@simplewebauthn/browser';
import { CodeStep, errorText, Note, sentCodeFrom, SpacedAlert, usePortalToken } from '@portal/kit';
import type { SentCode } from '@portal/kit';
import { flowSessionIds, isApiError, pendingSecondVerify, ResponseCode, StorageKeys, VERIFICATION_CODE_LENGTH } from '@portal/shared-kernel';
import type { PendingSecondVerify } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { useSession } from '../../hooks/portal-services.ts';
import { texts } from '../../lib/texts.ts';
import { safeRedirect } from './redirect.ts';

const t = texts.verify2;

/** The pending login's code as the step shows it (its session id is the kernel's flow id). */
const sentOf = (pending: PendingSecondVerify): SentCode =>
  sentCodeFrom(
    {
      sessionId: flowSessionIds.get(StorageKeys.secondVerifySessionId) ?? '',
      maskedEmail: pending.maskedEmail,
      resendAfterSeconds: pending.resendAfterSeconds,
    },
    pending.sentAt,
  );

/** A challenge written before passkeys (no `codeSent`) had its code mailed. */
const codeWasSent = (pending: PendingSecondVerify): boolean => pending.codeSent !== false;

/** 「パスキーで確認する」 or 「メールで確認コードを受け取る」: nothing has been mailed yet. */
function SecondFactorChoice({
  pending,
  onLoggedIn,
  onCodeSent,
}: {
  pending: PendingSecondVerify;
  onLoggedIn: () => void;
  onCodeSent: (next: PendingSecondVerify) => void;
}) {
  const session = useSession();
  const token = usePortalToken();
  const [busy, setBusy] = useState<'passkey' | 'code' | null>(null);
  const [notice, setNotice] = useState<{ type: 'info' | 'error'; text: string } | null>(null);

  const withPasskey = async () => {
    if (!pending.passkey || busy) return;
    setBusy('passkey');
    setNotice(null);
    try {
      const credential = await startAuthentication({ optionsJSON: pending.passkey.options });
      await session.verifySecondFactorWithPasskey(credential);
      onLoggedIn();
    } catch (e) {
      setBusy(null);
      if (e instanceof Error && e.name === 'NotAllowedError') setNotice({ type: 'info', text: t.passkeyCancelled });
      else if (isApiError(e) && e.code === ResponseCode.PASSKEY_CHALLENGE_INVALID) setNotice({ type: 'error', text: t.passkeyExpired });
      else setNotice({ type: 'error', text: (isApiError(e) && errorText(e)) || t.passkeyFailed });
    }
  };

  const withCode = async () => {
    if (busy) return;
    setBusy('code');
    setNotice(null);
    try {
      onCodeSent(await session.resendSecondFactor());
    } catch (e) {
      setBusy(null);
      setNotice({ type: 'error', text: errorText(e) ?? t.passkeyFailed });
    }
  };

  return (
    <div>
      <Typography.Paragraph>{t.choiceLead}</Typography.Paragraph>
      {notice && <SpacedAlert type={notice.type} title={notice.text} role={notice.type === 'error' ? 'alert' : 'status'} />}
      <Button
        type="primary"
        size="large"
        block
        icon={<KeyOutlined aria-hidden />}
        loading={busy === 'passkey'}
        onClick={() => void withPasskey()}
        autoFocus
      >
        {t.passkey}
      </Button>
      <Divider plain style={{ color: token.colorTextSecondary, fontSize: token.portalFontSizeCompact }}>
        {texts.login.passkeyOr}
      </Divider>
      <Button
        size="large"
        block
        icon={<MailOutlined aria-hidden />}
        loading={busy === 'code'}
        onClick={() => void withCode()}
        aria-describedby="verify2-code-note"
      >
        {t.sendCode}
      </Button>
      <Note block id="verify2-code-note" style={{ marginTop: token.marginXS }}>
        {t.codeNotSentYet}
      </Note>
    </div>
  );
}

export function LoginSecondFactorPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = safeRedirect((location.state as { redirect?: string } | null)?.redirect);
  const [pending, setPending] = useState(() => pendingSecondVerify.read());
  if (!pending) return <Navigate to="/login" replace />;
  const choosing = pending.passkey !== undefined && !codeWasSent(pending);
  const loggedIn = () => navigate(redirect, { replace: true });
  const lead = pending.passkey ? t.codeLead(VERIFICATION_CODE_LENGTH) : t.lead(VERIFICATION_CODE_LENGTH);

  return (
    <AuthFrame
      title={t.title}
      {...(choosing ? {} : { lead })}
      footer={
        <Link to="/login" onClick={() => pendingSecondVerify.clear()}>
          {texts.backToLogin}
        </Link>
      }
    >
      {choosing ? (
        <SecondFactorChoice pending={pending} onLoggedIn={loggedIn} onCodeSent={setPending} />
      ) : (
        <CodeStep
          sent={sentOf(pending)}
          send={async () => sentOf(await session.resendSecondFactor())}
          verify={async (verifyCode) => {
            await session.verifySecondFactor(verifyCode);
            loggedIn();
          }}
          id="verify2-code"
          formLabel={t.formLabel}
          submitLabel={t.submit}
          layout="footer"
          fieldPrefix={<SafetyCertificateOutlined aria-hidden />}
          autoFocus
        />
      )}
    </AuthFrame>
  );
}
