// The standalone dev shell of a remote (`pnpm --filter @portal/remote-xxx dev`): just enough of a host
// to use the remote's pages, drawers and prompts on their own — antd in Japanese, a router under
// /portal, the kernel's API client wired to antd messages, a login form and a plain layout with a
// link per page and a button per drawer. The real layout, guard, session lifecycle and prompt modal
// belong to the host. Every remote's bootstrap is `mountDevShell({...})`.
import { lazy, StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Button, Card, ConfigProvider, Flex, Form, Input, Layout, Modal, Typography } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import {
  applyLogout,
  completeLogin,
  configureApiClient,
  createErrorNotifier,
  customerApi,
  customerDisplayName,
  errorToastConfig,
  hydrateSessionStore,
  isSecondVerifyChallenge,
  loginApi,
} from '@portal/shared-kernel';
import type { LoginParams } from '@portal/shared-kernel';
import type { DrawerProps, LoginPromptPanelProps, PortalRouteDef, RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { useSession } from '@portal/shared-kernel/react';
import { SpinBlock } from '../layout/spin-block.tsx';
import { portalDrawerConfig, portalTheme } from '../theme/portal-theme.ts';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface DevShellConfig {
  /** Package name shown in the header (e.g. `remote-cash`). */
  name: string;
  routes: RemoteRoutesModule;
  /** Buttons that open the remote's drawers. */
  drawers?: readonly { label: string; Drawer: ComponentType<DrawerProps> }[];
  /** Buttons that preview the remote's login prompts in a modal. */
  prompts?: readonly { label: string; Prompt: ComponentType<LoginPromptPanelProps> }[];
  /** Shown above every page inside the layout (e.g. a banner the remote exposes). */
  above?: ReactNode;
}

interface ShellRoute {
  path: string;
  title: string | undefined;
  hidden: boolean;
  outsideLayout: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

// Paths below the basename, as in the host: a remote's links work the same in both.
function flatten(defs: readonly PortalRouteDef[], parent = ''): ShellRoute[] {
  return defs.flatMap((def) => {
    const path = `${parent}/${def.path}`;
    const own = def.page
      ? [{ path, title: def.title, hidden: def.hidden ?? false, outsideLayout: def.outsideLayout ?? false, Page: lazy(def.page) }]
      : [];
    return [...own, ...flatten(def.children ?? [], path)];
  });
}

function ApiClientWiring() {
  const { message } = App.useApp();
  useEffect(() => {
    // The shell shows its login form whenever the session is gone.
    configureApiClient({ notifyError: createErrorNotifier(message), navigateToLogin: () => undefined });
  }, [message]);
  return null;
}

function LoginCard({ name }: { name: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    try {
      const params: LoginParams & { password: string } = { username, password, device: 'PC', platform: 'MyPage', autoLogin: false };
      const result = await loginApi.auth(params);
      if (isSecondVerifyChallenge(result)) {
        void message.warning('多要素認証が有効なアカウントは、ホスト（/portal/login）からログインしてください。');
        return;
      }
      await completeLogin(result, params, { logoutPrevious: (token) => customerApi.logout({ token, notify: false }) });
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex justify="center" style={{ paddingTop: 80 }}>
      <Card title={`${name} 開発用シェル — ログイン`} style={{ width: 360 }}>
        <Form layout="vertical" onFinish={submit} initialValues={{ username: '10000001' }}>
          <Form.Item label="ログインID" name="username" rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="パスワード" name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            ログイン
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}

function ShellLayout({ config, routes, children }: { config: DevShellConfig; routes: ShellRoute[]; children: ReactNode }) {
  const { customerInfo } = useSession();
  const token = usePortalToken();
  const [drawer, setDrawer] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<number | null>(null);
  const Prompt = prompt === null ? null : (config.prompts?.[prompt]?.Prompt ?? null);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex component={Layout.Header} align="center" gap={token.sizeLG}>
        <Typography.Text strong style={{ color: token.colorTextLightSolid, flex: 1 }}>
          {config.name} 開発用シェル
        </Typography.Text>
        <Typography.Text style={{ color: token.portalOnNavy }}>
          {customerInfo?.customerNo} {customerInfo ? customerDisplayName(customerInfo) : ''}
        </Typography.Text>
        <Button size="small" onClick={() => void customerApi.logout({ notify: false }).finally(() => applyLogout())}>
          ログアウト
        </Button>
      </Flex>
      <Layout>
        <Layout.Sider width={240} theme="light" style={{ padding: 12 }}>
          <Flex vertical gap={token.sizeXS}>
            {routes.map((r) => (
              <Link key={r.path} to={r.path} {...(r.outsideLayout ? { target: '_blank' } : {})}>
                {r.title ?? r.path}
              </Link>
            ))}
            {config.drawers?.map((d, i) => (
              <Button key={d.label} block onClick={() => setDrawer(i)}>
                {d.label}
              </Button>
            ))}
            {config.prompts?.map((p, i) => (
              <Button key={p.label} block onClick={() => setPrompt(i)}>
                {p.label}
              </Button>
            ))}
          </Flex>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto' }}>
          {config.above}
          {children}
        </Layout.Content>
      </Layout>
      {config.drawers?.map(({ label, Drawer }, i) => (
        <Drawer key={label} open={drawer === i} onClose={() => setDrawer(null)} />
      ))}
      <Modal
        open={Prompt !== null}
        footer={null}
        width={560}
        onCancel={() => setPrompt(null)}
        destroyOnHidden
        title="ログインプロンプト（プレビュー）"
      >
        {Prompt && <Prompt closable onDone={() => setPrompt(null)} />}
      </Modal>
    </Layout>
  );
}

function ShellRoutes({ config }: { config: DevShellConfig }) {
  const routes = useMemo(() => flatten(config.routes.routes), [config]);
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <LoginCard name={config.name} />;
  const page = (r: ShellRoute) => (
    <Suspense fallback={<SpinBlock />}>
      <r.Page />
    </Suspense>
  );
  const first = routes.find((r) => !r.hidden && !r.outsideLayout) ?? routes[0];
  return (
    <Routes>
      {routes.map((r) => (
        <Route
          key={r.path}
          path={r.path}
          element={
            r.outsideLayout ? (
              page(r)
            ) : (
              <ShellLayout config={config} routes={routes}>
                {page(r)}
              </ShellLayout>
            )
          }
        />
      ))}
      {first && <Route path="*" element={<Navigate to={first.path} replace />} />}
    </Routes>
  );
}

/** The shell as a component (tests render it). */
export function createDevShell(config: DevShellConfig): ComponentType {
  return function DevShell() {
    useState(() => {
      // The shell's router has the host's basename: a dev server opened at / starts below it.
      if (!/^\/portal(\/|$)/.test(window.location.pathname)) window.history.replaceState(null, '', '/portal/');
      hydrateSessionStore();
    });
    return (
      <ConfigProvider locale={jaJP} theme={portalTheme} drawer={portalDrawerConfig}>
        <App message={errorToastConfig}>
          <ApiClientWiring />
          <BrowserRouter basename="/portal">
            <ShellRoutes config={config} />
          </BrowserRouter>
        </App>
      </ConfigProvider>
    );
  };
}

/** Renders the shell into #root (a remote's standalone bootstrap). */
export function mountDevShell(config: DevShellConfig): void {
  const DevShell = createDevShell(config);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <DevShell />
    </StrictMode>,
  );
}
