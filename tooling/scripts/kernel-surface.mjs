// The kernel's public surface: for every entry point of @portal/shared-kernel (package.json
// "exports"), the names it exports and which of them some other package imports. Prints a table;
// `--unused` also lists the names nobody outside the kernel imports, `--json` prints everything.
// Usage: node tooling/scripts/kernel-surface.mjs [--unused] [--json]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../apps.js';

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

/** Names imported (or re-exported) from each kernel entry by files outside the kernel. */
function usage() {
  const used = new Map(entries.map((e) => [e.specifier, new Map()]));
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('@portal/shared-kernel')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const note = (specifier, name) => {
      const names = used.get(specifier);
      if (!names) return;
      if (!names.has(name)) names.set(name, new Set());
      names.get(name).add(path.relative(root, file).split(path.sep)[0]);
    };
    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const specifier = node.moduleSpecifier.text;
        if (ts.isImportDeclaration(node)) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) note(specifier, (el.propertyName ?? el.name).text);
          if (bindings && ts.isNamespaceImport(bindings)) note(specifier, '*');
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          for (const el of node.exportClause.elements) note(specifier, (el.propertyName ?? el.name).text);
        }
      }
      // jest.requireActual / dynamic import('...') are counted as using everything
      const callee = ts.isCallExpression(node) ? node.expression.getText(source) : '';
      if (
        ['import', 'require', 'jest.requireActual', 'jest.mock'].includes(callee) &&
        ts.isStringLiteral(node.arguments[0]) &&
        used.has(node.arguments[0].text)
      ) {
        note(node.arguments[0].text, '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

const exported = exportsOf();
const used = usage();
const report = entries.map(({ specifier }) => {
  const names = exported.get(specifier);
  const users = used.get(specifier);
  const unused = [...names.keys()].filter((n) => !users.has(n) && !users.has('*')).sort();
  const unknown = [...users.keys()].filter((n) => n !== '*' && !names.has(n)).sort();
  return { specifier, exported: names.size, usedOutside: names.size - unused.length, unused, unknown, names: Object.fromEntries(names) };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log('kernel entry                          exported  used outside  unused');
  for (const r of report) {
    console.log(
      `${r.specifier.padEnd(38)}${String(r.exported).padStart(8)}${String(r.usedOutside).padStart(14)}${String(r.unused.length).padStart(8)}`,
    );
  }
  const total = report.reduce((s, r) => s + r.exported, 0);
  const unusedTotal = report.reduce((s, r) => s + r.unused.length, 0);
  console.log(`${'all entries'.padEnd(38)}${String(total).padStart(8)}${String(total - unusedTotal).padStart(14)}${String(unusedTotal).padStart(8)}`);
  for (const r of report) {
    if (r.unknown.length) console.log(`\n${r.specifier}: imported but not exported: ${r.unknown.join(', ')}`);
    if (process.argv.includes('--unused') && r.unused.length) console.log(`\n${r.specifier} unused outside the kernel: ${r.unused.join(', ')}`);
  }
}
