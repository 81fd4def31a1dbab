// The corporate customer menu (spec §2: /portal/customer/corp/*, corporations only; child links carry
// ?type=<child>). remote-security adds verify2 under the same `customer/corp` node.
import type { PortalRouteDef } from '@portal/shared-kernel/federation';

export const corporateRoutes: PortalRouteDef[] = [];
