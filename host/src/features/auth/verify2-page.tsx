// /portal/login/verify2: the second verification of a login (spec §4). The code was e-mailed when
// login/auth answered with a challenge; it can be sent again after the 60 s countdown.
import { useState } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CodeStep, sentCodeFrom } from '@portal/kit';
import type { SentCode } from '@portal/kit';
import { flowSessionIds, pendingSecondVerify, StorageKeys, VERIFICATION_CODE_LENGTH } from '@portal/shared-kernel';
import type { PendingSecondVerify } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { useSession } from '../../hooks/portal-services.ts';
import { texts } from '../../lib/texts.ts';
import { safeRedirect } from './redirect.ts';

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

export function Verify2Page() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = safeRedirect((location.state as { redirect?: string } | null)?.redirect);
  const [pending] = useState(() => pendingSecondVerify.read());
  if (!pending) return <Navigate to="/login" replace />;

  return (
    <AuthFrame title={texts.verify2.title} lead={texts.verify2.lead(VERIFICATION_CODE_LENGTH)}>
      <CodeStep
        sent={sentOf(pending)}
        send={async () => sentOf(await session.resendSecondFactor())}
        verify={async (verifyCode) => {
          await session.verifySecondFactor(verifyCode);
          navigate(redirect, { replace: true });
        }}
        id="verify2-code"
        formLabel={texts.verify2.formLabel}
        submitLabel={texts.verify2.submit}
        layout="footer"
        fieldPrefix={<SafetyCertificateOutlined aria-hidden />}
        autoFocus
      />
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to="/login" onClick={() => pendingSecondVerify.clear()}>
          {texts.backToLogin}
        </Link>
      </div>
    </AuthFrame>
  );
}
