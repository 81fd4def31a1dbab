// The layout of spec §2: fixed header, top navigation, side panel, main area, footer, the security
// drawers and the login-prompt modal on top. It also runs the session lifecycle (spec §4).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Drawer, Layout } from 'antd';
import { usePortalToken } from '@portal/kit';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { PortalFooter } from '../components/portal-footer.tsx';
import { isSecurityDrawerKey, openDrawerAtom } from '../hooks/drawers.ts';
import { usePortalServices } from '../hooks/portal-services.ts';
import { useMinWidth } from '../hooks/use-min-width.ts';
import { usePrefetchHandlers } from '../hooks/use-page-prefetch.ts';
import { useSessionLifecycle } from '../hooks/use-session-lifecycle.ts';
import { LoginPromptModal } from '../features/login-prompt/index.ts';
import { CustomerPageBanner, Header, SecurityDrawers, SidePanel, TopNav } from '../features/shell/index.ts';
import { usePortalAtomValue, usePortalSetAtom } from '@portal/shared-kernel/react';
import { texts } from '../lib/texts.ts';
import './layout.css';

/** The hand-over's optional `setting` parameter opens that security drawer once. */
function useSettingParam() {
  const [params, setParams] = useSearchParams();
  const openDrawer = usePortalSetAtom(openDrawerAtom);
  const setting = params.get('setting');
  useEffect(() => {
    if (!setting) return;
    if (isSecurityDrawerKey(setting)) openDrawer(setting);
    const next = new URLSearchParams(params);
    next.delete('setting');
    setParams(next, { replace: true });
  }, [setting, params, setParams, openDrawer]);
}

/**
 * Below antd's `lg` breakpoint (phones, portrait tablets) the side panel is not a column that would
 * squeeze the page: the header's menu button opens it as a drawer, which closes again on navigation
 * and when one of its security actions opens a drawer of its own.
 */
function useCompactSidePanel() {
  // known in the first render (use-min-width.ts): no second render of the layout before its first paint
  const compact = !useMinWidth('lg');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const securityDrawer = usePortalAtomValue(openDrawerAtom);
  useEffect(() => setOpen(false), [pathname, securityDrawer]);
  return { compact, open: compact && open, show: () => setOpen(true), hide: () => setOpen(false) };
}

/**
 * After a navigation inside the layout, focus moves to the new page's level-one heading (keyboard
 * and screen-reader users land where the page starts), unless the page already put it somewhere
 * (a field with autofocus) or the customer moved it meanwhile. The remote pages load lazily: wait up
 * to 10 s for the heading (a slow line or a busy machine takes more than a few seconds).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  // The path the layout last handled, in a ref: a state flag for "first render" rendered the whole
  // layout (and the page in it) a second time right after it appeared.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return undefined;
    handled.current = pathname;
    const started = Date.now();
    // what had the focus when the navigation happened (the link or menu item followed)
    const origin = document.activeElement;
    const timer = window.setInterval(() => {
      const active = document.activeElement;
      const main = document.getElementById(MAIN_ID);
      const untouched = !active || active === document.body || (active === origin && !main?.contains(active));
      const heading = main?.querySelector('h1');
      if (heading && untouched) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      if (heading || !untouched || Date.now() - started > 10_000) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
}

const MAIN_ID = 'portal-main';

/**
 * The remotes' route lists (menus, remote pages) load once the layout is on screen: after a reload
 * My Page top renders and asks for its data first. A remote page opened directly does not wait for
 * this — the router asks for the lists itself.
 */
function useRemoteRoutesAfterFirstRender() {
  const { remoteRoutes } = usePortalServices();
  useEffect(() => {
    void remoteRoutes.ensureStarted();
  }, [remoteRoutes]);
}

/**
 * The layout's outer element with the links' prefetch handlers. They follow the remotes' route lists
 * and the customer's access facts (account types, accounts), which change several times in the first
 * second — the account-types query starting and answering, the route lists arriving: held here, each
 * change renders this element again and React keeps the children it was given, where held by
 * PortalLayout each rendered the whole shell and page (about 500 components), the first of them
 * before My Page top's first paint.
 */
function PrefetchingLayout({ children }: { children: ReactNode }) {
  const prefetchHandlers = usePrefetchHandlers();
  return (
    <Layout className="portal-layout" {...prefetchHandlers}>
      {children}
    </Layout>
  );
}

export function PortalLayout() {
  const ready = useSessionLifecycle();
  useRemoteRoutesAfterFirstRender();
  useSettingParam();
  useFocusOnNavigation();
  const panel = useCompactSidePanel();
  const token = usePortalToken();
  // The header's and the top navigation's heights, the sticky offsets and the page's measure are in
  // layout.css (.portal-layout-*).
  return (
    <PrefetchingLayout>
      <a href={`#${MAIN_ID}`} className="portal-skip-link">
        {texts.layout.skipToMain}
      </a>
      <Header onOpenMenu={panel.compact ? panel.show : undefined} />
      <div className="portal-layout-header-space" />
      <div className="portal-layout-nav">
        <TopNav />
      </div>
      <Layout hasSider className="portal-layout-body">
        {!panel.compact && (
          <Layout.Sider width={272} theme="light" style={{ borderRight: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` }}>
            <div className="portal-layout-side">
              <SidePanel />
            </div>
          </Layout.Sider>
        )}
        {/* antd's Layout.Content is the page's one <main> landmark. */}
        <Layout.Content id={MAIN_ID} tabIndex={-1} className="portal-layout-main">
          <div className={panel.compact ? 'portal-layout-page is-compact' : 'portal-layout-page'}>
            <CustomerPageBanner />
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
      <PortalFooter />
      {panel.compact && (
        <Drawer
          placement="left"
          open={panel.open}
          onClose={panel.hide}
          title={texts.layout.menu}
          size={300}
          styles={{ wrapper: { maxWidth: '85vw' }, body: { padding: 0 } }}
        >
          <aside aria-label={texts.layout.sidePanel}>
            <SidePanel />
          </aside>
        </Drawer>
      )}
      <SecurityDrawers />
      <LoginPromptModal ready={ready} />
    </PrefetchingLayout>
  );
}
