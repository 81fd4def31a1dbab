// Walks the ES-module import graph of antd's ConfigProvider and App (as the host renders them) and
// lists every module that creates a React context. Used by shared-deps.test.js to keep the shared
// list honest when antd is upgraded.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const hostDir = path.resolve(import.meta.dirname, '../../host');

function resolveFrom(file, spec) {
  try {
    let r = createRequire(file).resolve(spec);
    const es = r.replace(`${path.sep}lib${path.sep}`, `${path.sep}es${path.sep}`);
    if (es !== r && fs.existsSync(es)) r = es;
    return r;
  } catch {
    return null;
  }
}

function resolveRelative(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** @returns {string[]} module ids like `antd/es/config-provider/context` (no extension), sorted */
export function contextModulesOf(entries) {
  const seen = new Set();
  const contexts = new Set();
  const visit = (file) => {
    if (!file || seen.has(file) || !file.endsWith('.js')) return;
    seen.add(file);
    const src = fs.readFileSync(file, 'utf8');
    if (/\bcreateContext\(/.test(src)) {
      contexts.add(
        fs
          .realpathSync(file)
          .replace(/.*node_modules[\\/]/, '')
          .replace(/\.js$/, '')
          .split(path.sep)
          .join('/'),
      );
    }
    for (const m of src.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g)) {
      const spec = m[1] ?? m[2];
      if (/^(react|react-dom)(\/|$)/.test(spec)) continue;
      visit(spec.startsWith('.') ? resolveRelative(file, spec) : resolveFrom(file, spec));
    }
  };
  const req = createRequire(path.join(hostDir, 'package.json'));
  for (const entry of entries) visit(req.resolve(entry).replace(`${path.sep}lib${path.sep}`, `${path.sep}es${path.sep}`));
  return [...contexts].sort();
}
