// The `./routes` module of remote_cash (shared-kernel federation contract): the 入出金 submenu
// (spec §2: /portal/cash/fast, /cash/callback (hidden), /cash/remittance, /cash/withdraw,
// /cash/transfer, /cash/note) and /portal/report, for individuals and corporations alike.
import { RemoteName, type RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { texts } from '../lib/texts.ts';

const cashRoutes: RemoteRoutesModule = {
  remote: RemoteName.cash,
  routes: [
    {
      path: 'cash',
      title: texts.menuCash,
      order: 10,
      children: [
        { path: 'fast', title: texts.routeFast, order: 1, page: () => import('../features/quick-deposit/quick-deposit-page.tsx') },
        { path: 'callback', title: texts.routeCallback, hidden: true, page: () => import('../features/quick-deposit/quick-deposit-result-page.tsx') },
        { path: 'remittance', title: texts.routeRemittance, order: 2, page: () => import('../features/remittance/remittance-page.tsx') },
        { path: 'withdraw', title: texts.routeWithdraw, order: 3, page: () => import('../features/withdraw/withdraw-page.tsx') },
        { path: 'transfer', title: texts.routeTransfer, order: 4, page: () => import('../features/transfer/transfer-page.tsx') },
        { path: 'note', title: texts.routeNote, order: 5, page: () => import('../features/history/history-page.tsx') },
      ],
    },
    { path: 'report', title: texts.routeReport, order: 30, page: () => import('../features/report/report-page.tsx') },
  ],
};

export default cashRoutes;
