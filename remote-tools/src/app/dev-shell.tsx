// The standalone dev shell (`pnpm --filter @portal/remote-tools dev`): just enough of a host to use
// the tools pages on their own — antd in Japanese, a router under /portal, the kernel's API client
// wired to antd messages, a login form and a plain layout. The real layout, guard and session
// lifecycle belong to the host; nothing here is exposed.
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { App, Button, Card, ConfigProvider, Flex, Form, Input, Layout, Space, Spin, Typography } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import {
  applyLogout,
  completeLogin,
  configureApiClient,
  createErrorNotifier,
  customerApi,
  errorToastConfig,
  hydrateSessionStore,
  isSecondVerifyChallenge,
  loginApi,
  type LoginParams,
} from '@portal/shared-kernel';
import { useSession } from '@portal/shared-kernel/react';
import toolsRoutes from './routes.ts';
import { TerminationLetterBanner } from './termination-letter.ts';

interface ShellRoute {
  path: string;
  title: string | undefined;
  outsideLayout: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

function flatten(defs: PortalRouteDef[], parent = '/portal'): ShellRoute[] {
  return defs.flatMap((def) => {
    const path = `${parent}/${def.path}`;
    const own = def.page ? [{ path, title: def.title, outsideLayout: def.outsideLayout ?? false, Page: lazy(def.page) }] : [];
    return [...own, ...flatten(def.children ?? [], path)];
  });
}

function ApiClientWiring() {
  const { message } = App.useApp();
  useEffect(() => {
    configureApiClient({
      notifyError: createErrorNotifier(message),
      // The shell shows its login form whenever the session is gone.
      navigateToLogin: () => undefined,
    });
  }, [message]);
  return null;
}

function LoginCard() {
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
      <Card title="remote-tools 開発用シェル — ログイン" style={{ width: 360 }}>
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

function ShellLayout({ routes, children }: { routes: ShellRoute[]; children: ReactNode }) {
  const { customerInfo, customerType } = useSession();
  const name = customerType === 'corporate' ? customerInfo?.corporateName : `${customerInfo?.lastName ?? ''} ${customerInfo?.firstName ?? ''}`;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, background: '#0f2b4c' }}>
        <Typography.Text strong style={{ color: '#fff' }}>
          remote-tools 開発用シェル
        </Typography.Text>
        <Space size="middle" style={{ flex: 1 }}>
          {routes
            .filter((r) => !r.outsideLayout)
            .map((r) => (
              <Link key={r.path} to={r.path} style={{ color: '#dbe6f5' }}>
                {r.title}
              </Link>
            ))}
          <Link to="/portal/chart" target="_blank" style={{ color: '#dbe6f5' }}>
            チャート（/portal/chart）
          </Link>
        </Space>
        <Typography.Text style={{ color: '#dbe6f5' }}>
          {customerInfo?.customerNo} {name}
        </Typography.Text>
        <Button size="small" onClick={() => void customerApi.logout({ notify: false }).finally(() => applyLogout())}>
          ログアウト
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <TerminationLetterBanner style={{ marginBottom: 24 }} />
        {children}
      </Layout.Content>
    </Layout>
  );
}

function ShellRoutes() {
  const routes = useMemo(() => flatten(toolsRoutes.routes), []);
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <LoginCard />;
  const page = (r: ShellRoute) => (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      <r.Page />
    </Suspense>
  );
  return (
    <Routes>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} element={r.outsideLayout ? page(r) : <ShellLayout routes={routes}>{page(r)}</ShellLayout>} />
      ))}
      <Route path="*" element={<Navigate to="/portal/link/tools" replace />} />
    </Routes>
  );
}

export function DevShell() {
  useState(() => hydrateSessionStore());
  return (
    <ConfigProvider locale={jaJP} theme={{ token: { colorPrimary: '#1d4e89', borderRadius: 6 } }}>
      <App message={errorToastConfig}>
        <ApiClientWiring />
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </App>
    </ConfigProvider>
  );
}
