// The one list of Module Federation shared singletons (ARCHITECTURE §2), used by every webpack config.
// Versions come from the workspace catalog so host and remotes agree; requiredVersion is explicit semver.
import fs from 'node:fs';
import path from 'node:path';

import {
  HOST_CURATED,
  REMOTE_SHARED,
  containerSourceDirs,
  curatedModule,
  curatedNames,
  namesVersion,
  packageOf,
  subsetVersion,
} from './shared-vendors.js';
import { portalSourceDirs } from './antd-components.js';

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
/** The host's name for react-router-client.js: what it provides to the remotes as `react-router`. */
export const REACT_ROUTER_CLIENT_ALIAS = '@portal/react-router-client';

/**
 * What a container shares. With `remote` (a remote's build), also antd, its icons, valibot and
 * @simplewebauthn/browser, each as the module of the names its sources import
 * (tooling/webpack/shared-vendors.js): consumed from the host, its own copy kept as the fallback
 * under a version no other container takes; and react-hook-form and its valibot resolver as the
 * workspace's names, shared with the other remotes built with the same names.
 * @param {{ dir: string, name: string }} [remote]
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedConfig(remote) {
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
  if (remote) {
    for (const key of REMOTE_SHARED) {
      // the workspace's names, to and from the other remotes built with the same names
      const version = namesVersion(exact(packageOf(key)), curatedNames(key, portalSourceDirs()));
      shared[key] = { import: curatedModule(remote.dir, key, portalSourceDirs()), singleton: false, requiredVersion: version, version };
    }
    for (const key of HOST_CURATED) {
      shared[key] = {
        import: curatedModule(remote.dir, key, containerSourceDirs(remote.dir)),
        singleton: false,
        requiredVersion: caret(packageOf(key)),
        version: subsetVersion(exact(packageOf(key)), remote.name),
      };
    }
  }
  return shared;
}

/**
 * The deep imports of the shared packages the host provides one by one. The host is not a federation
 * container (it creates its federation instance only when it first loads a remote: see
 * host/src/lib/federation/federation.ts), so it provides modules, never `prefix/` keys: every deep
 * import a remote consumes must be here, or the remote keeps its own copy (check-remote-compat says
 * so). `react/jsx-dev-runtime` is what remotes consume in development builds.
 */
export const HOST_DEEP_IMPORTS = [
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'dayjs/locale/ja.js',
  'dayjs/plugin/timezone.js',
  'dayjs/plugin/utc.js',
  'jotai/react',
  'jotai/vanilla',
  '@portal/shared-kernel/contract',
  '@portal/shared-kernel/federation',
  '@portal/shared-kernel/react',
];

/**
 * What the host provides to the remotes: sharedConfig() with each `prefix/` key replaced by the deep
 * imports of HOST_DEEP_IMPORTS under it (same version and rules).
 * @returns {Record<string, { version: string; requiredVersion: string; singleton: boolean }>}
 */
export function hostSharedConfig() {
  const shared = sharedConfig();
  const provided = {};
  for (const [key, config] of Object.entries(shared)) {
    const rules = { version: config.version, requiredVersion: config.requiredVersion, singleton: config.singleton === true };
    if (!key.endsWith('/')) provided[key] = rules;
    else for (const deep of HOST_DEEP_IMPORTS.filter((d) => d.startsWith(key))) provided[deep] = rules;
  }
  for (const deep of HOST_DEEP_IMPORTS) if (!provided[deep]) throw new Error(`${deep} is under no shared prefix key`);
  // the union of the workspace's names (antd, its icons, valibot, @simplewebauthn/browser), provided
  // lazily (host/src/lib/federation/federation.ts)
  for (const key of HOST_CURATED) provided[key] = { version: exact(packageOf(key)), requiredVersion: caret(packageOf(key)), singleton: false };
  return provided;
}
