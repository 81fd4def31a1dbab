// Renders a page the way the host does: antd ConfigProvider (ja_JP) + App, inside a router.
import type { ReactElement } from 'react';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** Renders `element` as the page at route `path`; `url` (default: `path`) may add a query string. */
export function renderAt(path: string, element: ReactElement, url: string = path) {
  return render(
    <ConfigProvider locale={jaJP}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
}
