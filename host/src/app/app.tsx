// The app shell: antd in Japanese with the portal theme, antd App (message/notification/modal for
// every remote), the shared jotai store, the services and the router.
import { App as AntApp, ConfigProvider } from 'antd';
import jaJP from 'antd/es/locale/ja_JP.js';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { errorToastConfig, portalStore } from '@portal/shared-kernel';
import { PortalServicesContext, type PortalServices } from '../hooks/portal-services.ts';
import { ApiClientSetup } from './api-client-setup.tsx';
import { BASENAME, type createAppRouter } from './router.tsx';
import { portalDrawerConfig, portalTheme } from './theme.ts';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  services: PortalServices;
}

export function App({ router, services }: AppProps) {
  const currentPath = () => router.state.location.pathname.replace(new RegExp(`^${BASENAME}`), '') || '/';
  return (
    <ConfigProvider locale={jaJP} theme={portalTheme} drawer={portalDrawerConfig}>
      <AntApp message={errorToastConfig}>
        <JotaiProvider store={portalStore}>
          <PortalServicesContext.Provider value={services}>
            <ApiClientSetup navigate={(to, options) => void router.navigate(to, options)} currentPath={currentPath} />
            <RouterProvider router={router} />
          </PortalServicesContext.Provider>
        </JotaiProvider>
      </AntApp>
    </ConfigProvider>
  );
}
