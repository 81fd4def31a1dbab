// Reset step 1 (spec §2/§4): a code is e-mailed and entered (the kit's code step: the send button is
// disabled for 60 s with 「N秒後再送信可」, then reads 「再送信」).
import { CodeStep, sentCodeFrom } from '@portal/kit';
import { flowSessionIds, StorageKeys } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';
import type { PasswordKindConfig } from './password-kinds.ts';

export interface ResetCodeStepProps {
  config: PasswordKindConfig;
  customerId: number;
  onVerified: (sessionId: string) => void;
}

export function ResetCodeStep({ config, customerId, onVerified }: ResetCodeStepProps) {
  return (
    <div data-testid="reset-step-1">
      <CodeStep
        sent={null}
        send={async () => {
          const sent = await config.resetStep1({ customerId });
          flowSessionIds.set(StorageKeys.resetSessionId, sent.sessionId);
          return sentCodeFrom(sent);
        }}
        verify={async (verifyCode, sessionId) => {
          await config.resetStep2({ verifyCode, customerId, sessionId });
          onVerified(sessionId);
        }}
        id={`${config.kind}-reset-code`}
        formLabel={texts.resetStep1}
        submitLabel={texts.verifyAndNext}
        lead={texts.resetStep1Lead(config.name)}
      />
    </div>
  );
}
