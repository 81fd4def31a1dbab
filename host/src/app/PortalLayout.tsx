// The layout of spec §2: fixed header, top navigation, side panel, main area, footer, the security
// drawers and the login-prompt modal on top. It also runs the session lifecycle (spec §4).
import { useEffect } from 'react';
import { Layout } from 'antd';
import { Outlet, useSearchParams } from 'react-router';
import { useSetAtom } from 'jotai';
import { PortalFooter } from '../components/PortalFooter.tsx';
import { isSecurityDrawerKey, openDrawerAtom } from '../hooks/drawers.ts';
import { useSessionLifecycle } from '../hooks/use-session-lifecycle.ts';
import { LoginPromptModal } from '../features/login-prompt/index.ts';
import { Header, HEADER_HEIGHT, SecurityDrawers, SidePanel, TopNav } from '../features/shell/index.ts';

const NAV_HEIGHT = 47;

/** The hand-over's optional `setting` parameter opens that security drawer once. */
function useSettingParam() {
  const [params, setParams] = useSearchParams();
  const openDrawer = useSetAtom(openDrawerAtom);
  const setting = params.get('setting');
  useEffect(() => {
    if (!setting) return;
    if (isSecurityDrawerKey(setting)) openDrawer(setting);
    const next = new URLSearchParams(params);
    next.delete('setting');
    setParams(next, { replace: true });
  }, [setting, params, setParams, openDrawer]);
}

export function PortalLayout() {
  const ready = useSessionLifecycle();
  useSettingParam();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header />
      <div style={{ height: HEADER_HEIGHT, flex: 'none' }} />
      <div style={{ position: 'sticky', top: HEADER_HEIGHT, zIndex: 900 }}>
        <TopNav />
      </div>
      <Layout hasSider style={{ width: '100%', maxWidth: 1440, margin: '0 auto', flex: 1 }}>
        <Layout.Sider
          width={272}
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          style={{ borderRight: '1px solid #e3e7ee' }}
        >
          <div style={{ position: 'sticky', top: HEADER_HEIGHT + NAV_HEIGHT, maxHeight: `calc(100vh - ${HEADER_HEIGHT + NAV_HEIGHT}px)`, overflowY: 'auto' }}>
            <SidePanel />
          </div>
        </Layout.Sider>
        {/* antd's Layout.Content is the page's one <main> landmark. */}
        <Layout.Content style={{ minWidth: 0 }}>
          <div style={{ padding: '24px 28px 40px', maxWidth: 1168 }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
      <PortalFooter />
      <SecurityDrawers />
      <LoginPromptModal ready={ready} />
    </Layout>
  );
}
