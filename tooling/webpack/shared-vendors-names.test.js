// The names a curated shared module holds are read from the sources with regular expressions
// (shared-vendors.js). A name they miss is a function a container calls and the shared module does
// not have: undefined at run time, with no build error (a consumed shared module's exports are not
// known to webpack). This test reads every import of the curated packages again with TypeScript's
// parser and fails when one is not among the names the build would put in the module.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CURATED_PACKAGES, curatedNames, exportNamesOf, curatedEntry } from './shared-vendors.js';
import { portalSourceDirs, sourceFiles } from './antd-components.js';

const root = path.resolve(import.meta.dirname, '../..');
const ts = createRequire(path.join(root, 'package.json'))('typescript');

/** Per share key: the value names the sources import (named imports, and members of a namespace import). */
function namesByParser(files) {
  const found = new Map(Object.keys(CURATED_PACKAGES).map((key) => [key, new Set()]));
  for (const file of files) {
    if (file.endsWith('.d.ts')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const namespaces = new Map(); // local name → share key
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const key = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!found.has(key) || !clause || clause.isTypeOnly || !clause.namedBindings) continue;
      if (ts.isNamespaceImport(clause.namedBindings)) namespaces.set(clause.namedBindings.name.text, key);
      else for (const spec of clause.namedBindings.elements) if (!spec.isTypeOnly) found.get(key).add((spec.propertyName ?? spec.name).text);
    }
    if (namespaces.size === 0) continue;
    const visit = (node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        found.get(namespaces.get(node.expression.text)).add(node.name.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the names of the curated shared modules', () => {
  const dirs = portalSourceDirs();
  // the same files the build reads its names from
  const byParser = namesByParser(sourceFiles(dirs));

  it.each(Object.keys(CURATED_PACKAGES))('%s: every value name the sources import is in the module the build writes', (key) => {
    const parsed = [...byParser.get(key)];
    expect(parsed.length).toBeGreaterThan(0);
    // a namespace member the package does not export is a type (v.InferOutput): not a value to hold
    const values = typeof CURATED_PACKAGES[key] === 'string' ? parsed : parsed.filter((name) => exportNamesOf(curatedEntry(root, key)).has(name));
    const built = new Set(curatedNames(key, dirs));
    expect(values.filter((name) => !built.has(name))).toEqual([]);
  });
});
