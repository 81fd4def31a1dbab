// The `./prompts` module of remote_security: the bodies of two login prompts the host's modal shows
// (SecurityPromptsModule of the federation contract), each `({ onDone, closable })`.
import type { SecurityPromptsModule } from '@portal/shared-kernel/federation';
import { ForcedPasswordChangePrompt } from '../features/login-password/forced-password-change-prompt.tsx';
import { MandatoryMfaPrompt } from '../features/mfa/mandatory-mfa-prompt.tsx';

export { ForcedPasswordChangePrompt, MandatoryMfaPrompt };

const prompts: SecurityPromptsModule = { ForcedPasswordChangePrompt, MandatoryMfaPrompt };
export default prompts;
