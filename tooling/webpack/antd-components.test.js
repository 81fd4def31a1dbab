import path from 'node:path';
import { antdComponentsFor, antdComponentsOf, antdEsDir, antdImportsOf } from './antd-components.js';

const root = path.resolve(import.meta.dirname, '../..');
const esDir = antdEsDir(path.join(root, 'host'));

describe('antd components an app can render (the static stylesheet holds their styles)', () => {
  it('follows a component into the components it renders', () => {
    const table = antdComponentsFor(['Table'], esDir);
    expect(table).toEqual(expect.arrayContaining(['Table', 'Pagination', 'Checkbox', 'Radio', 'Dropdown', 'Spin', 'Empty', 'Tooltip']));
  });

  it('leaves out components nothing imports', () => {
    const button = antdComponentsFor(['Button'], esDir);
    expect(button).toContain('Button');
    for (const unused of ['Table', 'DatePicker', 'Calendar', 'Tour', 'Watermark', 'QRCode']) expect(button).not.toContain(unused);
  });

  it('counts the grid through Row and Col, and App brings message and notification', () => {
    expect(antdComponentsFor(['Row', 'Col'], esDir)).toEqual(expect.arrayContaining(['Row', 'Col']));
    expect(antdComponentsFor(['App'], esDir)).toEqual(expect.arrayContaining(['App', 'message', 'notification']));
  });

  it('reads value imports from the sources and skips type-only ones', () => {
    const names = antdImportsOf([path.join(root, 'host/src'), path.join(root, 'kit/src')]);
    expect(names).toEqual(expect.arrayContaining(['Button', 'Form', 'Input', 'Table']));
    expect(names).not.toContain('ThemeConfig');
  });

  it('covers every component the portal imports today', () => {
    const dirs = ['host', 'remote-tools', 'remote-security', 'remote-cash', 'remote-customer', 'shared-kernel', 'kit'].map((app) =>
      path.join(root, app, 'src'),
    );
    const all = antdComponentsOf(dirs, path.join(root, 'host'));
    for (const name of antdImportsOf(dirs).filter((n) => /^[A-Z]/.test(n) && !['ConfigProvider', 'Grid'].includes(n))) expect(all).toContain(name);
    expect(all).not.toContain('DatePicker');
  });
});
