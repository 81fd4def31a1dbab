// The standalone dev shell (`pnpm --filter @portal/remote-security dev`): just enough of a host to use
// the drawers, the MFA page and the prompts on their own — antd in Japanese, a router under /portal,
// the kernel's API client wired to antd messages, a login form and a plain layout with the side
// panel's buttons. The real layout, guard, session lifecycle and prompt modal belong to the host.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { App, Button, Card, ConfigProvider, Flex, Form, Input, Layout, Modal, Space, Spin, Typography } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import type { DrawerProps, LoginPromptPanelProps } from '@portal/shared-kernel/federation';
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
import drawers from './drawers.ts';
import prompts from './prompts.ts';
import securityRoutes from './routes.ts';

const MfaPage = lazy(securityRoutes.routes[0]!.children![0]!.page!);

const drawerButtons: { key: keyof typeof drawers; label: string }[] = [
  { key: 'LoginPasswordDrawer', label: 'ログインパスワード変更' },
  { key: 'WithdrawalPasswordDrawer', label: '出金パスワード' },
  { key: 'TradingPasswordDrawer', label: '取引パスワード' },
  { key: 'ActiveSessionsDrawer', label: 'ログイン中のツール' },
];

function ApiClientWiring() {
  const { message } = App.useApp();
  useEffect(() => {
    configureApiClient({ notifyError: createErrorNotifier(message), navigateToLogin: () => undefined });
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
      <Card title="remote-security 開発用シェル — ログイン" style={{ width: 360 }}>
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

function Shell() {
  const { customerInfo, customerType } = useSession();
  const [open, setOpen] = useState<keyof typeof drawers | null>(null);
  const [prompt, setPrompt] = useState<keyof typeof prompts | null>(null);
  const mfaPath = customerType === 'corporate' ? '/portal/customer/corp/verify2' : '/portal/customer/verify2';
  const Prompt = prompt ? (prompts[prompt] as ComponentType<LoginPromptPanelProps>) : null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, background: '#0f2b4c' }}>
        <Typography.Text strong style={{ color: '#fff', flex: 1 }}>
          remote-security 開発用シェル
        </Typography.Text>
        <Typography.Text style={{ color: '#dbe6f5' }}>{customerInfo?.customerNo}</Typography.Text>
        <Button size="small" onClick={() => void customerApi.logout({ notify: false }).finally(() => applyLogout())}>
          ログアウト
        </Button>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={240} theme="light" style={{ padding: 12 }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {drawerButtons.map((b) => (
              <Button key={b.key} block onClick={() => setOpen(b.key)}>
                {b.label}
              </Button>
            ))}
            <Link to={mfaPath}>多要素認証</Link>
            <Button block onClick={() => setPrompt('ForcedPasswordChangePrompt')}>
              強制パスワード変更（プロンプト）
            </Button>
            <Button block onClick={() => setPrompt('MandatoryMfaPrompt')}>
              多要素認証必須（プロンプト）
            </Button>
          </Space>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin />}>
            <Routes>
              <Route path="/portal/customer/verify2" element={<MfaPage />} />
              <Route path="/portal/customer/corp/verify2" element={<MfaPage />} />
              <Route path="*" element={<Navigate to={mfaPath} replace />} />
            </Routes>
          </Suspense>
        </Layout.Content>
      </Layout>
      {drawerButtons.map(({ key }) => {
        const Drawer = drawers[key] as ComponentType<DrawerProps>;
        return <Drawer key={key} open={open === key} onClose={() => setOpen(null)} />;
      })}
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

function ShellRoutes() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Shell /> : <LoginCard />;
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
