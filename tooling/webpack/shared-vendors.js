// antd and its icons, shared between the containers without giving up tree shaking.
//
// A package shared whole cannot be tree-shaken (any container may use any export): antd whole is
// several times what the portal renders. Left unshared, every remote fetched its own antd — the
// same Form, Select and Modal the layout had already loaded, 150–320 KiB gzip on each remote's first
// page. So each container shares a module of its own making: the names its sources (with the kit's
// and the kernel's) import from the package, re-exported from the package's ES build.
//
// - The host provides the union of the whole workspace's names (portalSourceDirs), lazily: the
//   module is its own chunk, prefetched by the browser once the federation runtime is there
//   (host/src/lib/federation/federation.ts), so a remote's first page finds it loaded.
// - A remote consumes the host's module, and keeps its own (its names only) as the fallback for a
//   host that provides none. Its own copy is versioned `<version>-subset.<container>`: a prerelease
//   satisfies no `^<version>`, so no other remote ever takes a copy that lacks its names; each remote
//   under an older host falls back to its own.
// - Which names a remote needs and which the host provides are declared beside their builds, and the
//   compatibility check refuses a remote that needs a name the host's module lacks
//   (tooling/scripts/remote-compat.js).
import fs from 'node:fs';
import path from 'node:path';

import { namedImportsOf, portalSourceDirs } from './antd-components.js';
import { root } from '../apps.js';

/** Share key → the package's ES entry the module re-exports from (not the key: that would consume itself). */
export const CURATED_PACKAGES = { antd: 'antd/es/index.js', '@ant-design/icons': '@ant-design/icons/es' };

/** The sources a container's bundle is made of: its own, the kit's and the kernel's. */
export function containerSourceDirs(appDir) {
  return [path.join(appDir, 'src'), ...['shared-kernel', 'kit'].map((d) => path.join(root, d, 'src'))].filter((d) => fs.existsSync(d));
}

/** The value names the sources under `dirs` import from `pkg`, sorted. */
export function curatedNames(pkg, dirs) {
  return [...namedImportsOf(dirs, pkg).keys()].sort();
}

/**
 * Writes the module of `pkg` for the sources under `dirs` into the app's node_modules/.cache (where
 * `pkg` resolves from), and returns its path.
 */
export function curatedModule(appDir, pkg, dirs) {
  const file = path.join(appDir, 'node_modules/.cache/portal-shared', `${pkg.replace(/[@/]/g, '_')}.js`);
  const text = `// Made by tooling/webpack/shared-vendors.js at build time.\nexport { ${curatedNames(pkg, dirs).join(', ')} } from '${CURATED_PACKAGES[pkg]}';\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** The version a remote's own copy is provided under (see above). */
export const subsetVersion = (version, container) => `${version}-subset.${container.replace(/_/g, '-')}`;

/** The host's names for its modules (federation.ts imports them; the build resolves them to the union). */
export const HOST_CURATED_ALIAS = { antd: '@portal/antd-provided', '@ant-design/icons': '@portal/icons-provided' };

/** The host's resolve aliases: each module of HOST_CURATED_ALIAS made over the whole workspace. */
export function hostCuratedAliases(hostDir) {
  return Object.fromEntries(Object.entries(HOST_CURATED_ALIAS).map(([pkg, alias]) => [`${alias}$`, curatedModule(hostDir, pkg, portalSourceDirs())]));
}

/** The names the host's modules hold (declared in federation-host.json for the compatibility check). */
export function hostSharedNames() {
  return Object.fromEntries(Object.keys(CURATED_PACKAGES).map((pkg) => [pkg, curatedNames(pkg, portalSourceDirs())]));
}
