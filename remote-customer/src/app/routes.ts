// The `./routes` module of remote_customer (shared-kernel federation contract): the individual and
// corporate customer menus of spec §2, /portal/open and the external campaign link. Each part lives in
// its own file. The paths are the spec's slugs (notic, exp, business…) and must not change; the page
// files are named after what they show instead, so a file can be found without knowing the URL.
import { RemoteName, type RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { campaignRoutes } from './campaign-routes.ts';
import { corporateRoutes } from './corporate-routes.ts';
import { individualRoutes } from './individual-routes.ts';
import { openRoutes } from './open-routes.ts';

const customerRoutes: RemoteRoutesModule = {
  remote: RemoteName.customer,
  routes: [...individualRoutes, ...corporateRoutes, ...openRoutes, ...campaignRoutes],
};

export default customerRoutes;
