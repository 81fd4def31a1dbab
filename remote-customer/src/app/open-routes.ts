// /portal/open (spec §2 "apply for other services"): for both customer types; the host shows it in the
// menus only while an account type the customer's type allows is still unopened (openAccount).
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import { routeTexts as texts } from '../lib/route-texts.ts';

export const openRoutes: PortalRouteDef[] = [
  { path: 'open', title: texts.routeOpen, order: 50, openAccount: true, page: () => import('../features/open/account-opening-page.tsx') },
];
