// The corporate customer menu (spec §2: /portal/customer/corp/*, corporations only; child links carry
// ?type=<child>), in the spec's order: account, info, trader-info, exp, representative-info, bo-info,
// bank, ad, notic — remote-security adds verify2, last, under the same `customer/corp` node. exp, bank, ad and
// notic are the individual pages, which read the corporate profile (trader's experience, corporate
// account holder) when the customer is a corporation.
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import { routeTexts as texts } from '../lib/route-texts.ts';

export const corporateRoutes: PortalRouteDef[] = [
  {
    path: 'customer/corp',
    title: texts.menuCorporate,
    order: 40,
    onlyfor: 'corporate',
    childTypeQuery: true,
    children: [
      { path: 'account', title: texts.routeAccount, order: 0, page: () => import('../features/account/account-page.tsx') },
      { path: 'info', title: texts.routeCorpInfo, order: 1, page: () => import('../features/corporate/company-info-page.tsx') },
      { path: 'trader-info', title: texts.routeTrader, order: 2, page: () => import('../features/corporate/trader-page.tsx') },
      { path: 'exp', title: texts.routeCorpExp, order: 3, page: () => import('../features/suitability/investment-experience-page.tsx') },
      {
        path: 'representative-info',
        title: texts.routeRepresentative,
        order: 4,
        page: () => import('../features/corporate/representative-page.tsx'),
      },
      { path: 'bo-info', title: texts.routeBeneficialOwners, order: 5, page: () => import('../features/corporate/beneficial-owners-page.tsx') },
      { path: 'bank', title: texts.routeBank, order: 6, page: () => import('../features/bank/bank-page.tsx') },
      { path: 'ad', title: texts.routeAd, order: 7, page: () => import('../features/settings/advertising-mail-page.tsx') },
      { path: 'notic', title: texts.routeNotic, order: 8, page: () => import('../features/settings/login-notice-page.tsx') },
    ],
  },
];
