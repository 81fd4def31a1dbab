// The standalone dev shell (`pnpm --filter @portal/remote-cash dev`): the cash pages on their own,
// inside the kit's thin shell (log in as 10000005 for the cash demo customer).
import { mountDevShell } from '@portal/kit/dev-shell';
import cashRoutes from './app/routes.ts';

mountDevShell({ name: 'remote-cash', routes: cashRoutes });
