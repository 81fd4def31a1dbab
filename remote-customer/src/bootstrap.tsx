// The standalone dev shell (`pnpm --filter @portal/remote-customer dev`): the customer pages on their
// own, inside the kit's thin shell (log in as 10000001 for an individual, 20000001 for a corporation).
import { mountDevShell } from '@portal/kit/dev-shell';
import customerRoutes from './app/routes.ts';

mountDevShell({ name: 'remote-customer', routes: customerRoutes });
