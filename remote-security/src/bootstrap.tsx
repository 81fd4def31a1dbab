// The standalone dev shell (`pnpm --filter @portal/remote-security dev`): the drawers, the MFA page
// and the prompts on their own, inside the kit's thin shell.
import { mountDevShell } from '@portal/kit/dev-shell';
import { devShellConfig } from './app/dev-shell-config.ts';

mountDevShell(devShellConfig);
