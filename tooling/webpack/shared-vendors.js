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
//
// The form packages and @simplewebauthn/browser are shared the same way, for the same reason: each
// remote's form pages fetched their own copy of what another container had already loaded.
//
// - valibot and @simplewebauthn/browser: the host provides them like antd, but its modules
//   re-export from the very files its own code imports, so they are the same module instances —
//   valibot the boot's (the kernel's contract is made of valibot schemas), @simplewebauthn/browser
//   the login page's. After a login nothing is fetched again; the union's other names cost the
//   boot and the login page a few hundred bytes.
// - react-hook-form and its valibot resolver (REMOTE_SHARED): react-hook-form is one file, so the
//   login page's instance holding the union's names would hold useFieldArray too (+1.5 KiB gzip on
//   a login page at its budget). The host provides neither; the remotes share them among themselves:
//   each provides the union of the workspace's names under `<version>-names.<hash of the names>`
//   and requires exactly that, so the first remote that loads them serves the others built with
//   the same names, and a remote built with other names takes no copy that may lack one of its
//   own. Left: the login page's copy, fetched again by the first remote form after a login (not
//   after a kept login, which never draws the login page).
import fs from 'node:fs';
import path from 'node:path';

import { namedImportsOf, portalSourceDirs, sourceFiles } from './antd-components.js';
import { root } from '../apps.js';

/**
 * Share key → the package's ES entry the module re-exports from (not the key: that would consume
 * itself). A string is a request; `{ pkg, file }` is a file of the package, imported by its absolute
 * path: for packages whose exports map allows no deep import, and for @simplewebauthn/browser, which
 * most remotes reach only through the kit (their own folder cannot resolve it by name).
 * @type {Record<string, string | { pkg: string, file: string }>}
 */
export const CURATED_PACKAGES = {
  antd: 'antd/es/index.js',
  '@ant-design/icons': '@ant-design/icons/es',
  'react-hook-form': { pkg: 'react-hook-form', file: 'dist/index.esm.mjs' },
  '@hookform/resolvers/valibot': { pkg: '@hookform/resolvers', file: 'valibot/dist/valibot.mjs' },
  valibot: { pkg: 'valibot', file: 'dist/index.mjs' },
  '@simplewebauthn/browser': { pkg: '@simplewebauthn/browser', file: 'esm/index.js' },
};

/** The catalog package of a share key (`@hookform/resolvers/valibot` → `@hookform/resolvers`). */
export const packageOf = (key) => (typeof CURATED_PACKAGES[key] === 'string' ? key : CURATED_PACKAGES[key].pkg);

/**
 * The folder of `pkg` as `appDir` (or, failing that, the kit, which most remotes reach it through)
 * sees it, symlinks resolved: the same file webpack resolves `pkg` to, so one module instance.
 */
function packageDir(appDir, pkg) {
  for (const dir of [appDir, path.join(root, 'kit'), root]) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
  }
  throw new Error(`${pkg} is installed neither for ${appDir} nor for the kit`);
}

/** What the module of `key` made in `appDir` imports from. */
export function curatedEntry(appDir, key) {
  const entry = CURATED_PACKAGES[key];
  return typeof entry === 'string' ? entry : path.join(packageDir(appDir, entry.pkg), entry.file);
}

/** The names an ES module file exports (`export { a, b as c }`, declarations, `export * from` followed). */
export function exportNamesOf(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const m of text.matchAll(/export\s*\{([^}]*)\}/g))
    for (const spec of m[1].split(',')) {
      const name = spec
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  for (const m of text.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g)) names.add(m[1]);
  for (const m of text.matchAll(/export\s*\*\s*from\s*['"](\.[^'"]+)['"]/g))
    for (const name of exportNamesOf(path.resolve(path.dirname(file), m[1]), seen)) names.add(name);
  return names;
}

/**
 * The members used of every `import * as x from 'pkg'` in the .ts/.tsx files under `dirs` (tests
 * left out): `x.string` and `x.InferOutput` alike (a caller keeps the package's value exports).
 */
function namespaceMembersOf(dirs, pkg) {
  const names = new Set();
  const pattern = new RegExp(`import\\s+\\*\\s+as\\s+(\\w+)\\s+from\\s+'${pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`, 'g');
  for (const file of sourceFiles(dirs)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, ns] of text.matchAll(pattern)) for (const m of text.matchAll(new RegExp(`\\b${ns}\\.(\\w+)`, 'g'))) names.add(m[1]);
  }
  return names;
}

/** The ES entry of the package `specifier` names, as `file` (inside node_modules) imports it. */
function esEntryFrom(file, specifier) {
  const dir = path.join(file.slice(0, file.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13), specifier);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dot = manifest.exports?.['.'];
  const entry = (typeof dot === 'string' ? dot : (dot?.import?.default ?? dot?.import)) ?? manifest.module ?? manifest.main;
  return path.join(dir, entry);
}

/**
 * The names the shared packages' own files import from share key `key` — the valibot resolver's
 * `appendErrors` from react-hook-form, `safeParseAsync` from valibot. A remote's copy of the resolver
 * consumes them from the share scope like its sources do, so every module of `key` must hold them.
 */
function namesImportedByPackages(key) {
  const names = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
      if (m[2] === key) for (const spec of m[1].split(',')) names.add(spec.trim().split(/\s+as\s+/)[0]);
    }
    for (const m of text.matchAll(/(?:import|export)[^'";]*?from\s*["']([^"']+)["']/g)) {
      if (m[1].startsWith('.')) visit(path.resolve(path.dirname(file), m[1]));
      else if (!(m[1] in CURATED_PACKAGES) && !m[1].startsWith('react')) visit(esEntryFrom(file, m[1]));
    }
  };
  for (const [other, entry] of Object.entries(CURATED_PACKAGES)) if (typeof entry !== 'string' && other !== key) visit(curatedEntry(root, other));
  names.delete('');
  return names;
}

/** The sources a container's bundle is made of: its own, the kit's and the kernel's. */
export function containerSourceDirs(appDir) {
  return [path.join(appDir, 'src'), ...['shared-kernel', 'kit'].map((d) => path.join(root, d, 'src'))].filter((d) => fs.existsSync(d));
}

/**
 * The value names the sources under `dirs` import from `pkg` (share key), sorted: named imports,
 * and the members used of a namespace import that the package exports (types left out).
 */
export function curatedNames(pkg, dirs) {
  const names = new Set(namedImportsOf(dirs, pkg).keys());
  const members = namespaceMembersOf(dirs, pkg);
  if (members.size > 0) {
    if (typeof CURATED_PACKAGES[pkg] === 'string') throw new Error(`import * from '${pkg}': its names are not read (import them by name)`);
    const exported = exportNamesOf(curatedEntry(root, pkg));
    for (const name of members) if (exported.has(name)) names.add(name);
  }
  if (typeof CURATED_PACKAGES[pkg] !== 'string' && names.size > 0) for (const name of namesImportedByPackages(pkg)) names.add(name);
  return [...names].sort();
}

/**
 * Writes the module of `pkg` for the sources under `dirs` into the app's node_modules/.cache (where
 * `pkg` resolves from), and returns its path.
 */
export function curatedModule(appDir, pkg, dirs) {
  const file = path.join(appDir, 'node_modules/.cache/portal-shared', `${pkg.replace(/[@/]/g, '_')}.js`);
  const text = `// Made by tooling/webpack/shared-vendors.js at build time.\nexport { ${curatedNames(pkg, dirs).join(', ')} } from ${JSON.stringify(curatedEntry(appDir, pkg)).replace(/"/g, "'")};\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** The version a remote's own copy is provided under (see above). */
export const subsetVersion = (version, container) => `${version}-subset.${container.replace(/_/g, '-')}`;

/** The share keys the remotes provide to each other, the union of the workspace's names (see above); the host provides none of them. */
export const REMOTE_SHARED = ['react-hook-form', '@hookform/resolvers/valibot'];

/**
 * The version a remote's copy of a REMOTE_SHARED key is provided and required under: the release and a
 * hash of the names it holds (`7.92.0-names.h3f09a1c2`), so only copies holding the same names match.
 */
export function namesVersion(version, names) {
  let hash = 0x811c9dc5;
  for (const c of names.join(',')) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return `${version}-names.h${hash.toString(16).padStart(8, '0')}`;
}

/** The share keys the host provides: every curated one but REMOTE_SHARED. */
export const HOST_CURATED = Object.keys(CURATED_PACKAGES).filter((key) => !REMOTE_SHARED.includes(key));

/** The host's names for its modules (federation.ts imports them; the build resolves them to the union). */
export const HOST_CURATED_ALIAS = {
  antd: '@portal/antd-provided',
  '@ant-design/icons': '@portal/icons-provided',
  valibot: '@portal/valibot-provided',
  '@simplewebauthn/browser': '@portal/webauthn-provided',
};

/** The host's resolve aliases: each module of HOST_CURATED_ALIAS made over the whole workspace. */
export function hostCuratedAliases(hostDir) {
  return Object.fromEntries(Object.entries(HOST_CURATED_ALIAS).map(([pkg, alias]) => [`${alias}$`, curatedModule(hostDir, pkg, portalSourceDirs())]));
}

/** The names the host's modules hold (declared in federation-host.json for the compatibility check). */
export function hostSharedNames() {
  return Object.fromEntries(HOST_CURATED.map((pkg) => [pkg, curatedNames(pkg, portalSourceDirs())]));
}
