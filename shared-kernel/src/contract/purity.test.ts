// The contract part (contract/ + validation/ + format/ + features/ + i18n/) is what the API imports:
// no React, no state, no HTTP, no browser globals, and loadable by Node's type stripping.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..');
const ALLOWED_PACKAGES = [/^valibot$/, /^dayjs$/, /^dayjs\/(plugin|locale)\/[\w-]+\.js$/];
const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator|location)\s*[.[(]/;

function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const code = fs.readFileSync(file, 'utf8');
    const specs = [...code.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
      (m) => (m[1] ?? m[2])!,
    );
    graph.set(file, specs);
    for (const s of specs) if (s.startsWith('.')) visit(path.resolve(path.dirname(file), s));
  };
  visit(entry);
  return graph;
}

describe('contract purity', () => {
  const graph = importGraph(path.join(src, 'contract/index.ts'));

  it('reaches only the contract folders', () => {
    const dirs = new Set([...graph.keys()].map((f) => path.relative(src, f).split(path.sep)[0]));
    const allowed = ['contract', 'features', 'format', 'i18n', 'validation'];
    expect([...dirs].filter((d) => !allowed.includes(d ?? ''))).toEqual([]);
    expect(dirs.has('contract')).toBe(true);
  });

  it('imports no npm package but valibot and dayjs', () => {
    const npm = [...graph.values()].flat().filter((s) => !s.startsWith('.'));
    expect(npm.filter((s) => !ALLOWED_PACKAGES.some((re) => re.test(s)))).toEqual([]);
  });

  it('uses no browser globals', () => {
    const offenders = [...graph.keys()].filter((f) => {
      const code = fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return BROWSER_GLOBALS.test(code);
    });
    expect(offenders).toEqual([]);
  });

  it('loads under plain Node type stripping, as the API runs it', () => {
    const script = `import('./src/contract/index.ts').then((m) => console.log(typeof m.endpoints, typeof m.checkSecondaryPassword, typeof m.parseTangramFunctions, typeof m.ResponseCode));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(src, '..'), encoding: 'utf8' });
    expect(out.trim()).toBe('object function function object');
  });
});
