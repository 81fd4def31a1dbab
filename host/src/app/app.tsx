// The app root: the services and the router. antd's ConfigProvider and App wrap every route but the
// login page (AntdShell, a lazy route: see router.tsx). State lives in the kernel's one portal store.
import { RouterProvider } from 'react-router/dom';
import { PortalServicesContext, type PortalServices } from '../hooks/portal-services.ts';
import type { createAppRouter } from './router.tsx';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  services: PortalServices;
}

export function App({ router, services }: AppProps) {
  return (
    <PortalServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </PortalServicesContext.Provider>
  );
}
