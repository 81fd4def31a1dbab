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
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
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

/** @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
export function sharedConfig() {
  const shared = {};
  for (const [key, pkg] of singletonPackages) {
    shared[key] = { singleton: true, requiredVersion: caret(pkg), version: exact(pkg), strictVersion: false };
  }
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
