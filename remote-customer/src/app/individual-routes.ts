// The individual customer menu (spec §2: /portal/customer/*, individuals only; child links carry
// ?type=<child>; contract-msg only for SEC-CFD holders). remote-security adds verify2 under the same
// `customer` node. A page is listed here once it works.
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import { routeTexts as texts } from '../lib/route-texts.ts';

export const individualRoutes: PortalRouteDef[] = [
  {
    path: 'customer',
    title: texts.menuCustomer,
    order: 40,
    onlyfor: 'individual',
    childTypeQuery: true,
    children: [
      { path: 'account', title: texts.routeAccount, order: 0, page: () => import('../features/account/account-page.tsx') },
      { path: 'number', title: texts.routeNumber, order: 1, page: () => import('../features/number/my-number-page.tsx') },
      { path: 'info', title: texts.routeInfo, order: 2, page: () => import('../features/info/personal-info-page.tsx') },
      { path: 'address', title: texts.routeAddress, order: 3, page: () => import('../features/address/address-page.tsx') },
      { path: 'job', title: texts.routeJob, order: 5, page: () => import('../features/suitability/job-page.tsx') },
      { path: 'bank', title: texts.routeBank, order: 6, page: () => import('../features/bank/bank-page.tsx') },
      { path: 'property', title: texts.routeProperty, order: 7, page: () => import('../features/suitability/financial-situation-page.tsx') },
      { path: 'exp', title: texts.routeExp, order: 8, page: () => import('../features/suitability/investment-experience-page.tsx') },
      { path: 'motivation', title: texts.routeMotivation, order: 9, page: () => import('../features/suitability/motivation-page.tsx') },
      { path: 'business', title: texts.routeBusiness, order: 10, page: () => import('../features/suitability/investment-purpose-page.tsx') },
      { path: 'ad', title: texts.routeAd, order: 11, page: () => import('../features/settings/advertising-mail-page.tsx') },
      { path: 'notic', title: texts.routeNotic, order: 12, page: () => import('../features/settings/login-notice-page.tsx') },
      {
        path: 'contract-msg',
        title: texts.routeContractMsg,
        order: 13,
        requiresSecCfd: true,
        page: () => import('../features/settings/execution-notice-page.tsx'),
      },
    ],
  },
];
