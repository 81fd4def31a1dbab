import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { antdContextModules, sharedConfig, hostSharedConfig, HOST_DEEP_IMPORTS, readCatalog, REACT_ROUTER_CLIENT } from './shared-deps.js';
import { contextModulesOf } from './antd-context-scan.js';
import { namedImportsOf } from './antd-components.js';

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
    for (const key of ['react', 'react-dom', 'react-router', 'dayjs', 'jotai', '@portal/shared-kernel']) {
      expect(shared[key].singleton).toBe(true);
      expect(shared[key].requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(shared.react.version).toBe(readCatalog().react);
  });

  describe('react-router, shared as its client API (react-router-client.js)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const clientExports = [...fs.readFileSync(REACT_ROUTER_CLIENT, 'utf8').matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]);

    /** Every name a container's source imports from react-router (tests run in jest, not federated). */
    const importedNames = () =>
      new Map(
        [
          ...namedImportsOf(
            ['host', 'remote-cash', 'remote-customer', 'remote-security', 'remote-tools', 'shared-kernel'].map((app) => path.join(root, app, 'src')),
            'react-router',
          ),
        ].map(([name, file]) => [name, path.relative(root, file)]),
      );

    it('provides it in place of the whole package', () => {
      expect(sharedConfig()['react-router']).toMatchObject({ import: REACT_ROUTER_CLIENT, singleton: true });
      expect(sharedConfig()['react-router-dom']).toBeUndefined();
    });

    it('exports every value the containers import from react-router', () => {
      const names = importedNames();
      expect(names.size).toBeGreaterThan(5);
      const missing = [...names].filter(([name]) => !clientExports.includes(name)).map(([name, file]) => `${name} (${file})`);
      expect(missing).toEqual([]);
    });

    it('exports only names the installed React Router has, and leaves its server code out', async () => {
      const real = await import(hostRequire.resolve('react-router'));
      expect(clientExports.length).toBeGreaterThan(50);
      expect(clientExports.filter((name) => real[name] === undefined)).toEqual([]);
      for (const server of ['createCookieSessionStorage', 'createRequestHandler', 'ServerRouter', 'StaticRouterProvider']) {
        expect(clientExports).not.toContain(server);
      }
    });
  });

  describe('what the host provides (it is no container: host/src/lib/federation/federation.ts)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const federationSource = fs.readFileSync(path.join(root, 'host/src/lib/federation/federation.ts'), 'utf8');
    /** The keys of providedModules: `'key': module,` or a bare `name,` line inside the object. */
    const keysOf = (object) => {
      const block = federationSource.split(`const ${object}`)[1].split('\n};')[0];
      return [...block.matchAll(/^ {2}(?:'([^']+)'|(\w+))(?::|,)/gm)].map((m) => m[1] ?? m[2]);
    };
    /** The keys of providedModules and of lazyModules (antd and its icons, loaded on a remote's first use). */
    const providedKeys = () => [...keysOf('providedModules'), ...keysOf('lazyModules')].sort();

    it('is every whole-package key of sharedConfig() and each listed deep import, with the rules of its prefix', () => {
      const shared = sharedConfig();
      const provided = hostSharedConfig();
      expect(Object.keys(provided).filter((key) => key.endsWith('/'))).toEqual([]);
      for (const key of Object.keys(shared).filter((k) => !k.endsWith('/'))) expect(provided[key]).toBeDefined();
      expect(provided['react/jsx-runtime']).toEqual({
        version: shared['react/'].version,
        requiredVersion: shared['react/'].requiredVersion,
        singleton: true,
      });
      expect(provided['@portal/shared-kernel/react'].requiredVersion).toBe(shared['@portal/shared-kernel/'].requiredVersion);
    });

    it('has a module in federation.ts for every key, and no module that is not shared', () => {
      expect(providedKeys()).toEqual(Object.keys(hostSharedConfig()).sort());
    });

    it('lists every deep import of a shared package the containers use', () => {
      const deep = new Set();
      const walk = (dir) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.includes(`${path.sep}testing${path.sep}`))
            for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '((?:react|react-dom|dayjs|jotai|@portal\/shared-kernel)\/[^']+)'/g))
              deep.add(m[1]);
        }
      };
      for (const app of ['host', 'kit', 'remote-cash', 'remote-customer', 'remote-security', 'remote-tools', 'shared-kernel'])
        walk(path.join(root, app, 'src'));
      expect(deep.size).toBeGreaterThan(3);
      expect([...deep].filter((d) => !HOST_DEEP_IMPORTS.includes(d))).toEqual([]);
    });
  });
});
