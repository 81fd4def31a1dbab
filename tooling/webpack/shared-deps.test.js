import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { antdContextModules, sharedConfig, readCatalog } from './shared-deps.js';
import { contextModulesOf } from './antd-context-scan.js';

const hostRequire = createRequire(path.resolve(import.meta.dirname, '../../host/package.json'));

/**
 * Context modules reachable from ConfigProvider/App that need NOT cross a container boundary:
 * each is provided and consumed inside one component's own subtree, or by the bundled cssinjs
 * package that is shared whole. Reviewed for antd 6.6; a new context fails the test below.
 */
const containerLocal = {
  '@ant-design/cssinjs/es/StyleContext': 'shared with the whole @ant-design/cssinjs singleton',
  '@rc-component/dialog/es/context': 'inside one Modal',
  '@rc-component/form/es/FieldContext': 'Form ↔ its own Form.Items',
  '@rc-component/form/es/FormContext': 'Form.Provider is not used across containers',
  '@rc-component/form/es/ListContext': 'inside one Form.List',
  '@rc-component/notification/es/NotificationProvider': 'inside App’s own notification holder',
  '@rc-component/resize-observer/es/Collection': 'inside one ResizeObserver collection',
  'antd/es/button/ButtonGroup': 'inside one Button group',
  'antd/es/config-provider/MotionWrapper': 'wraps children with @rc-component/motion context (shared)',
  'antd/es/form/context': 'inside one Form',
  'antd/es/modal/context': 'inside one Modal',
  'antd/es/space/Compact': 'inside one Space.Compact',
  'antd/es/watermark/context': 'inside one Watermark',
};

describe('federation shared singletons', () => {
  it('lists every React context ConfigProvider and App can provide, or a reviewed reason it stays local', () => {
    const found = contextModulesOf(['antd/es/config-provider/index.js', 'antd/es/app/index.js']);
    const unknown = found.filter((m) => !(m in antdContextModules) && !(m in containerLocal));
    expect(unknown).toEqual([]);
    // and the shared list does not rot: every shared context module is still reachable
    const stale = Object.keys(antdContextModules).filter((m) => !found.includes(m));
    expect(stale).toEqual([]);
  });

  it('shares each antd context module by path suffix, as a singleton of the installed version', () => {
    const shared = sharedConfig();
    for (const [mod, pkg] of Object.entries(antdContextModules)) {
      expect(shared[mod]).toMatchObject({ singleton: true, allowNodeModulesSuffixMatch: true });
      const installed = JSON.parse(fs.readFileSync(hostRequire.resolve(`${pkg}/package.json`), 'utf8')).version;
      expect(shared[mod].version).toBe(installed);
      expect(fs.existsSync(hostRequire.resolve(mod))).toBe(true);
    }
  });

  it('pins explicit semver (never workspace:*) for react, react-dom, router, dayjs, jotai and the kernel', () => {
    const shared = sharedConfig();
    for (const key of ['react', 'react-dom', 'react-router', 'react-router-dom', 'dayjs', 'jotai', '@portal/shared-kernel']) {
      expect(shared[key].singleton).toBe(true);
      expect(shared[key].requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(shared.react.version).toBe(readCatalog().react);
  });
});
