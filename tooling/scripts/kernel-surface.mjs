// The kernel's public surface: for every entry point of @portal/shared-kernel (package.json
// "exports"), the names it exports and who imports them from another package: production code (the
// apps, the kit, the API, tooling) or tests only. Prints a table; `--unused` also lists the names
// nobody outside the kernel imports, `--tests-only` those of a production entry only tests import
// (they belong in the testing entry, or the tests read them from the kernel's source), `--json`
// prints everything.
// Usage: node tooling/scripts/kernel-surface.mjs [--unused] [--tests-only] [--json]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../apps.js';
import { isTestFile, kernelImports } from './kernel-usage.js';

const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');

const kernelDir = path.join(root, 'shared-kernel');
const pkg = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));
const entries = Object.entries(pkg.exports).map(([sub, file]) => ({
  specifier: sub === '.' ? '@portal/shared-kernel' : `@portal/shared-kernel/${sub.slice(2)}`,
  file: path.join(kernelDir, file),
}));

/** Exported names of each entry, with the file that declares each. */
function exportsOf() {
  const program = ts.createProgram(
    entries.map((e) => e.file),
    {
      allowImportingTsExtensions: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
    },
  );
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const names = new Map();
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0];
      names.set(symbol.getName(), declaration ? path.relative(root, declaration.getSourceFile().fileName) : '?');
    }
    result.set(entry.specifier, names);
  }
  return result;
}

/** Every source file outside the kernel (and outside node_modules / build output). */
function* sourceFiles(dir) {
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-meta', '.toolchain', '.git', 'test-results', 'playwright-report', 'shared-kernel'].includes(item.name))
      continue;
    const full = path.join(dir, item.name);
    if (item.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|mjs|cjs|js)$/.test(item.name)) yield full;
  }
}

/**
 * Names imported (or re-exported) from each kernel entry by files outside the kernel, each with the
 * kinds of file that import it ('production', 'test') and the packages they are in.
 */
function usage() {
  const specifiers = entries.map((e) => e.specifier);
  const used = new Map(specifiers.map((specifier) => [specifier, new Map()]));
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('@portal/shared-kernel')) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    const kind = isTestFile(relative) ? 'test' : 'production';
    for (const { specifier, name } of kernelImports(file, text, specifiers)) {
      const names = used.get(specifier);
      if (!names.has(name)) names.set(name, new Map());
      const packages = names.get(name);
      if (!packages.has(kind)) packages.set(kind, new Set());
      packages.get(kind).add(relative.split('/')[0]);
    }
  }
  return used;
}

const exported = exportsOf();
const used = usage();
const report = entries.map(({ specifier }) => {
  const names = exported.get(specifier);
  const users = used.get(specifier);
  const kindsOf = (name) => new Set([...(users.get(name)?.keys() ?? []), ...(users.get('*')?.keys() ?? [])]);
  const unused = [...names.keys()].filter((n) => kindsOf(n).size === 0).sort();
  const testsOnly = [...names.keys()].filter((n) => kindsOf(n).size > 0 && !kindsOf(n).has('production')).sort();
  /** The packages whose tests import a tests-only name. */
  const testers = (name) => [...new Set([...(users.get(name)?.get('test') ?? []), ...(users.get('*')?.get('test') ?? [])])].sort();
  const unknown = [...users.keys()].filter((n) => n !== '*' && !names.has(n)).sort();
  return {
    specifier,
    exported: names.size,
    usedOutside: names.size - unused.length,
    usedInProduction: names.size - unused.length - testsOnly.length,
    testsOnly: Object.fromEntries(testsOnly.map((n) => [n, testers(n)])),
    unused,
    unknown,
    names: Object.fromEntries(names),
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const row = (label, ...figures) => console.log(`${label.padEnd(38)}${figures.map((f, i) => String(f).padStart([8, 12, 12, 8][i])).join('')}`);
  const count = (value) => (typeof value === 'number' ? value : Object.keys(value).length);
  row('kernel entry', 'exported', 'production', 'tests only', 'unused');
  for (const r of report) row(r.specifier, r.exported, r.usedInProduction, count(r.testsOnly), r.unused.length);
  const sum = (key) => report.reduce((s, r) => s + count(r[key]), 0);
  row('all entries', sum('exported'), sum('usedInProduction'), sum('testsOnly'), sum('unused'));
  for (const r of report) {
    if (r.unknown.length) console.log(`\n${r.specifier}: imported but not exported: ${r.unknown.join(', ')}`);
    const testsOnly = Object.entries(r.testsOnly).map(([name, packages]) => `${name} (${packages.join(', ')})`);
    // the testing entry is for tests: there, tests only is where a name belongs
    if (process.argv.includes('--tests-only') && testsOnly.length && !r.specifier.endsWith('/testing'))
      console.log(`\n${r.specifier} imported by tests only: ${testsOnly.join(', ')}`);
    if (process.argv.includes('--unused') && r.unused.length) console.log(`\n${r.specifier} unused outside the kernel: ${r.unused.join(', ')}`);
  }
}
