// Renders the way the host does: antd ConfigProvider (ja_JP) + App, inside a router.
import type { ReactElement } from 'react';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';

export function renderUi(element: ReactElement, path = '/portal/home') {
  return render(
    <ConfigProvider locale={jaJP}>
      <App>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </App>
    </ConfigProvider>,
  );
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
