// The standalone dev shell (`pnpm --filter @portal/remote-tools dev`): the kit's shell with the tools
// routes (the /portal/chart page, outside the layout, opens in a new tab) and the termination-letter
// banner above every page, as customer pages show it in the host.
import { mountDevShell } from '@portal/kit/dev-shell';
import toolsRoutes from './app/routes.ts';
import { TerminationLetterBanner } from './app/termination-letter.ts';

mountDevShell({ name: 'remote-tools', routes: toolsRoutes, above: <TerminationLetterBanner style={{ marginBottom: 24 }} /> });
