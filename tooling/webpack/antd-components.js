// Which antd components an app's source may render, directly or through another antd component —
// the components whose styles the host's static stylesheet must hold (antd-static-css-plugin.js).
//
// From every `import { … } from 'antd'` in the sources, the antd modules are followed through
// their relative imports inside antd/es; a component counts when its folder's index.js or its
// style/ is reached (an empty Table reaches Pagination, Checkbox, Dropdown, Spin, Empty…; a
// component that only borrows another's locale file does not). The answer is antd's top-level
// export names, as @ant-design/static-style-extract takes them in `includes`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apps, root } from '../apps.js';
import { CURATED_PACKAGES, containerSourceDirs, curatedNames } from './shared-vendors.js';

/** antd/es of the copy `appDir` resolves. */
export function antdEsDir(appDir) {
  return path.join(path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('antd/package.json')), 'es');
}

/** The .ts/.tsx files under `dirs` a build takes its imports from: tests and node_modules left out. */
export function sourceFiles(dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(file);
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

/** Values (not types) the .ts/.tsx files under `dirs` import by name from `pkg`, tests left out. */
export function namedImportsOf(dirs, pkg) {
  const names = new Map();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`, 'g');
  for (const file of sourceFiles(dirs)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      if (m[1]) continue;
      for (const part of m[2].split(',')) {
        const spec = part.trim();
        if (spec !== '' && !spec.startsWith('type ')) names.set(spec.split(/\s+as\s+/)[0], file);
      }
    }
  }
  return names;
}

/** Names imported from 'antd' in the sources under `dirs`, sorted. */
export function antdImportsOf(dirs) {
  return [...namedImportsOf(dirs, 'antd').keys()].sort();
}

/**
 * @param {string[]} names  antd export names an app imports
 * @param {string} esDir  antd/es
 * @returns {string[]} the antd export names whose styles those can need, sorted
 */
export function antdComponentsFor(names, esDir) {
  const index = fs.readFileSync(path.join(esDir, 'index.js'), 'utf8');
  const dirOf = {};
  for (const m of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)) dirOf[m[1]] = m[2];
  const seen = new Set();
  const reached = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const [top, second] = path.relative(esDir, file).split(path.sep);
    if (second === 'index.js' || second === 'style') reached.add(top);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), m[1] ?? m[2]);
      const found = [target, `${target}.js`, path.join(target, 'index.js')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (found) visit(found);
    }
  };
  for (const name of names) if (dirOf[name]) visit(path.join(esDir, dirOf[name], 'index.js'));
  return Object.entries(dirOf)
    .filter(([name, dir]) => reached.has(dir) && /^[A-Z]|^(message|notification)$/.test(name))
    .map(([name]) => name)
    .sort();
}

/** The antd components of the apps (and the shared kernel) whose `src` folders are given. */
export function antdComponentsOf(srcDirs, appDir) {
  return antdComponentsFor(antdImportsOf(srcDirs), antdEsDir(appDir));
}

/** The sources of everything that renders inside the host: every app, the shared kernel and the kit. */
export function portalSourceDirs() {
  return [...apps, 'shared-kernel', 'kit'].map((dir) => path.join(root, dir, 'src')).filter((dir) => fs.existsSync(dir));
}

/** What a remote declares beside its manifest (tooling/scripts/remote-compat.js REMOTE_ANTD_FILE). */
export class AntdComponentsPlugin {
  /** @param {{ appDir: string, file: string }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AntdComponentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdComponentsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const dirs = containerSourceDirs(this.o.appDir);
          const version = JSON.parse(fs.readFileSync(path.join(antdEsDir(this.o.appDir), '../package.json'), 'utf8')).version;
          const imports = Object.fromEntries(Object.keys(CURATED_PACKAGES).map((pkg) => [pkg, curatedNames(pkg, dirs)]));
          const text = `${JSON.stringify({ antd: version, components: antdComponentsOf(dirs, this.o.appDir), imports }, null, 2)}\n`;
          compilation.emitAsset(this.o.file, new compiler.webpack.sources.RawSource(text));
        },
      );
    });
  }
}
