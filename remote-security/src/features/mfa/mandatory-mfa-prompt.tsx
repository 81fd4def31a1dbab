// The login prompt's mandatory multi-factor enabling (spec §4), inside the host's modal: never
// closable, and only 「利用する」 is offered. Turning it on ends with the logout after 6 s.
import { Prose } from '@portal/kit';
import type { LoginPromptPanelProps } from '@portal/shared-kernel/federation';
import { texts } from '../../lib/texts.ts';
import { MfaChangeFlow } from './mfa-change-flow.tsx';

// `closable` and `onDone` are part of the prompt contract; this prompt uses neither: it cannot be
// put off, and it finishes by logging out (the next login asks for the code).
export function MandatoryMfaPrompt(_props: LoginPromptPanelProps) {
  return (
    <div data-testid="mandatory-mfa">
      <Prose>{texts.mandatoryMfaLead}</Prose>
      <MfaChangeFlow current={false} forced allowOff={false} />
    </div>
  );
}
