// The individual customer menu (spec §2: /portal/customer/*, individuals only; child links carry
// ?type=<child>; contract-msg only for SEC-CFD holders). remote-security adds verify2 under the same
// `customer` node. A page is listed here once it works.
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import { texts } from '../lib/texts.ts';

export const individualRoutes: PortalRouteDef[] = [
  {
    path: 'customer',
    title: texts.menuCustomer,
    order: 40,
    onlyfor: 'individual',
    childTypeQuery: true,
    children: [],
  },
];
