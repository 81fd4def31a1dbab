// `@portal/kit/testing`: render a component the way the host shows it — antd in Japanese with App
// (toasts), the API client's error toasts wired to it, inside a router — plus form helpers.
// Pair it with `installFakeApi` of `@portal/shared-kernel/testing` for the data.
import { useEffect } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApiClient, createErrorNotifier, errorToastConfig } from '@portal/shared-kernel';

/** Shows where the router went (pathname + search) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function ToastWiring() {
  const { message } = App.useApp();
  useEffect(() => {
    configureApiClient({ notifyError: createErrorNotifier(message) });
  }, [message]);
  return null;
}

export interface RenderOptions {
  /** The URL the router starts at (default /portal/home). */
  url?: string;
  /** The route pattern of the element (default: render it at any path). */
  path?: string;
  /** Extra routes (pattern → element), e.g. where a page navigates to. */
  routes?: Record<string, ReactElement>;
  /** Wraps the tree (e.g. an app's own context providers). */
  wrapper?: (children: ReactNode) => ReactNode;
}

/**
 * Renders `element` as the host would: ConfigProvider (ja_JP, `zeroRuntime` as in production: no
 * styles written at run time — tooling/jest/setup-dom.cjs gives jsdom antd's hiding rules) + App +
 * the client's toasts + a router.
 */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  const { url = '/portal/home', path, routes = {}, wrapper = (c) => c } = options;
  const tree = (
    <ConfigProvider locale={jaJP} theme={{ zeroRuntime: true }}>
      <App message={errorToastConfig}>
        <ToastWiring />
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path ?? '*'} element={element} />
            {Object.entries(routes).map(([pattern, routeElement]) => (
              <Route key={pattern} path={pattern} element={routeElement} />
            ))}
            {path !== undefined && !routes['*'] && <Route path="*" element={<LocationProbe />} />}
          </Routes>
        </MemoryRouter>
      </App>
    </ConfigProvider>
  );
  return render(<>{wrapper(tree)}</>);
}

/** Fills an input at once (typing key by key into antd inputs is slow under jsdom). */
export async function fill(
  user: { click: (el: Element) => Promise<void>; clear: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  input: Element,
  value: string,
) {
  await user.click(input);
  await user.clear(input);
  if (value) await user.paste(value);
}

/**
 * The open step-up dialog 「本人確認」 (kit useStepUp). Found by its content, not its name: in tests antd
 * gives every dialog title the same id, so a dialog opened over a drawer would be named after the drawer.
 */
export async function findStepUpDialog(): Promise<HTMLElement> {
  const lead = await screen.findByTestId('step-up-lead', undefined, { timeout: 5_000 });
  return lead.closest<HTMLElement>('[role="dialog"]') ?? lead;
}
