import type { RemoteRoutesModule } from '@portal/shared-kernel/federation';

const routes: RemoteRoutesModule = {
  remote: 'remote_tools',
  routes: [{ path: 'chart', title: 'チャート', hidden: true, page: () => import('./Chart.tsx') }],
};
export default routes;
