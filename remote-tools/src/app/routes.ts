// The `./routes` module of remote_tools: route definitions with menu metadata and lazy pages
// (shared-kernel federation contract). Every tools route is hidden from the top navigation (spec §2);
// the host lists the titled `link/*` routes as the side panel's tool links, in `order`.
import type { RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { RemoteName } from '@portal/shared-kernel/federation';
import { texts } from '../lib/texts.ts';

const toolsRoutes: RemoteRoutesModule = {
  remote: RemoteName.tools,
  routes: [
    {
      path: 'link',
      title: texts.routeTools,
      hidden: true,
      children: [
        { path: 'tools', title: texts.routeTools, hidden: true, order: 10, page: () => import('../features/tools/tools-page.tsx') },
        { path: 'currency', title: texts.routeChartData, hidden: true, order: 20, page: () => import('../features/chart-data/chart-data-page.tsx') },
        { path: 'live', title: texts.routeLive, hidden: true, order: 30, page: () => import('../features/live/live-page.tsx') },
      ],
    },
    // Hands its window over to the chart site (location.replace: Back returns to the portal), so no
    // portal layout around it. Not opened in a new tab from the side panel: a tab opened without an
    // opener has no copy of a session-only token and would land on the login page.
    {
      path: 'chart',
      title: texts.routeChart,
      hidden: true,
      outsideLayout: true,
      order: 40,
      page: () => import('../features/chart/chart-site-handoff-page.tsx'),
    },
  ],
};

export default toolsRoutes;
