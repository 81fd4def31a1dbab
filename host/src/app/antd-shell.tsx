// The antd shell: antd in Japanese with the portal theme, antd App (message/notification/modal for
// every remote) and the remote routes' page component, around every route but the login page. It is a
// lazy route of its own, so the login page's first render downloads no antd (the form is usable on the
// JavaScript of React, the router and the kernel); it is fetched with the layout while the customer
// types.
import { useCallback, useRef } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import jaJP from 'antd/es/locale/ja_JP.js';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { errorToastConfig } from '@portal/shared-kernel';
import { ApiClientSetup } from './api-client-setup.tsx';
import { RemotePage } from '../components/remote/remote-page.tsx';
import { RemotePageContext } from '../components/remote/remote-page-slot.ts';
import { portalDrawerConfig, portalTheme } from '@portal/kit';

/**
 * Production builds carry antd's styles as a static stylesheet made at build time (see
 * tooling/webpack/antd-static-css-plugin.js): the components then write no CSS at run time.
 */
const theme = process.env.PORTAL_ANTD_STATIC_CSS === 'true' ? { ...portalTheme, zeroRuntime: true } : portalTheme;

export function AntdShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const currentPath = useCallback(() => path.current || '/', []);
  const go = useCallback((to: string, options?: { replace?: boolean; state?: unknown }) => void navigate(to, options), [navigate]);
  return (
    <ConfigProvider locale={jaJP} theme={theme} drawer={portalDrawerConfig}>
      <AntApp message={errorToastConfig}>
        <ApiClientSetup navigate={go} currentPath={currentPath} />
        <RemotePageContext.Provider value={RemotePage}>
          <Outlet />
        </RemotePageContext.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
