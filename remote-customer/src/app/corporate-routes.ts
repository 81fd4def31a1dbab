// The corporate customer menu (spec §2: /portal/customer/corp/*, corporations only; child links carry
// ?type=<child>). remote-security adds verify2 under the same `customer/corp` node. A page is listed
// here once it works.
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import { texts } from '../lib/texts.ts';

export const corporateRoutes: PortalRouteDef[] = [
  {
    path: 'customer/corp',
    title: texts.menuCorporate,
    order: 40,
    onlyfor: 'corporate',
    childTypeQuery: true,
    children: [{ path: 'account', title: texts.routeAccount, order: 0, page: () => import('../features/account/account-page.tsx') }],
  },
];
