// The app shell: antd in Japanese with the portal theme, antd App (message/notification/modal for
// every remote), the services and the router. State lives in the kernel's one portal store.
import { App as AntApp, ConfigProvider } from 'antd';
import jaJP from 'antd/es/locale/ja_JP.js';
import { RouterProvider } from 'react-router/dom';
import { errorToastConfig } from '@portal/shared-kernel';
import { PortalServicesContext, type PortalServices } from '../hooks/portal-services.ts';
import { ApiClientSetup } from './api-client-setup.tsx';
import { BASENAME, type createAppRouter } from './router.tsx';
import { portalDrawerConfig, portalTheme } from './theme.ts';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  services: PortalServices;
}

/**
 * Production builds carry antd's styles as a static stylesheet made at build time (see
 * tooling/webpack/antd-static-css-plugin.js): the components then write no CSS at run time.
 */
const theme = process.env.PORTAL_ANTD_STATIC_CSS === 'true' ? { ...portalTheme, zeroRuntime: true } : portalTheme;

export function App({ router, services }: AppProps) {
  const currentPath = () => router.state.location.pathname.replace(new RegExp(`^${BASENAME}`), '') || '/';
  return (
    <ConfigProvider locale={jaJP} theme={theme} drawer={portalDrawerConfig}>
      <AntApp message={errorToastConfig}>
        <PortalServicesContext.Provider value={services}>
          <ApiClientSetup navigate={(to, options) => void router.navigate(to, options)} currentPath={currentPath} />
          <RouterProvider router={router} />
        </PortalServicesContext.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
