// The one list of Module Federation shared singletons (ARCHITECTURE §2), used by every webpack config.
// Versions come from the workspace catalog so host and remotes agree; requiredVersion is explicit semver.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Reads `catalog:` versions from pnpm-workspace.yaml (flat `name: version` lines). */
export function readCatalog() {
  const text = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const versions = {};
  for (const line of block.split('\n')) {
    const m = line.match(/^\s+'?([^':]+)'?:\s*(\S+)/);
    if (m) versions[m[1]] = m[2];
  }
  return versions;
}

const catalog = readCatalog();
const kernelVersion = JSON.parse(fs.readFileSync(path.join(root, 'shared-kernel/package.json'), 'utf8')).version;

const exact = (name) => {
  const v = catalog[name];
  if (!v) throw new Error(`${name} is not in the workspace catalog`);
  return v.replace(/^[\^~]/, '');
};
const caret = (name) => `^${exact(name)}`;

/** Whole packages shared as singletons (with their deep imports where the key ends in '/'). */
const singletonPackages = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['@ant-design/cssinjs', '@ant-design/cssinjs'],
  ['dayjs', 'dayjs'],
  ['dayjs/', 'dayjs'],
  ['jotai', 'jotai'],
  ['jotai/', 'jotai'],
];

/**
 * antd is not shared whole (it could not be tree-shaken). Only the modules that carry React contexts
 * from the host's ConfigProvider/App into remote components are shared, matched by path suffix
 * because antd imports them relatively. tooling/webpack/shared-deps.test.js fails when ConfigProvider
 * or App start to import a context module that is neither here nor reviewed as container-local.
 */
export const antdContextModules = {
  'antd/es/config-provider/context': 'antd',
  'antd/es/config-provider/DisabledContext': 'antd',
  'antd/es/config-provider/SizeContext': 'antd',
  'antd/es/locale/context': 'antd',
  'antd/es/theme/context': 'antd',
  'antd/es/form/validateMessagesContext': 'antd',
  'antd/es/app/context': 'antd',
  'antd/es/_util/zindexContext': 'antd',
  'antd/es/_util/warning': 'antd',
  '@rc-component/motion/es/context': '@rc-component/motion',
  '@rc-component/trigger/es/context': '@rc-component/trigger',
  '@rc-component/portal/es/Context': '@rc-component/portal',
  '@ant-design/icons/es/components/Context': '@ant-design/icons',
};

export const ANTD_CONTEXT_CHUNK = 'antd-contexts';

/**
 * React Router is shared under its own key, but what is provided (and the fallback each container
 * bundles) is its client API only: tooling/webpack/react-router-client.js. `react-router-dom` is
 * not shared: since v7 it only re-exports react-router, and the host, the one container that renders
 * a RouterProvider, imports that from 'react-router/dom'.
 */
export const REACT_ROUTER_CLIENT = path.join(import.meta.dirname, 'react-router-client.js');
export const REACT_ROUTER_IMPLEMENTATION = '@portal/react-router-implementation';

/** @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
export function sharedConfig() {
  const shared = {};
  for (const [key, pkg] of singletonPackages) {
    shared[key] = { singleton: true, requiredVersion: caret(pkg), version: exact(pkg), strictVersion: false };
  }
  shared['react-router'] = {
    import: REACT_ROUTER_CLIENT,
    singleton: true,
    requiredVersion: caret('react-router'),
    version: exact('react-router'),
    strictVersion: false,
  };
  for (const [key, pkg] of Object.entries(antdContextModules)) {
    shared[key] = {
      singleton: true,
      requiredVersion: caret(pkg),
      version: exact(pkg),
      allowNodeModulesSuffixMatch: true,
    };
  }
  shared['@portal/shared-kernel'] = { singleton: true, requiredVersion: `^${kernelVersion}`, version: kernelVersion };
  shared['@portal/shared-kernel/'] = { singleton: true, requiredVersion: `^${kernelVersion}`, version: kernelVersion };
  return shared;
}
