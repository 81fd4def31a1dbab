// What a file outside the kernel imports from the kernel's entries (kernel-surface.mjs adds it up):
// named imports and re-exports, and the names read off a namespace import. Kept apart from the
// report so that the rules are tested on small sources.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../apps.js';

const ts = createRequire(path.join(root, 'package.json'))('typescript');

/** Tests and what only tests load: unit and API tests, test support folders and fixtures, jest set-up, e2e. */
export const isTestFile = (relative) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(relative) ||
  /(^|\/)(test|tests|testing|__tests__|__mocks__)\//.test(relative) ||
  /(^|\/)jest\.setup\./.test(relative) ||
  /^(e2e|tooling\/jest)\//.test(relative);

/**
 * The names `text` (the source of `file`) imports from the entries in `specifiers`, as
 * `{ specifier, name }` with `*` for "everything". A namespace import counts the names read off it
 * (`kernel.formatMoney`, `kernel.Type`); one handed on whole counts as everything, except where it is
 * put in a module map under its own specifier: the host providing the kernel to the remotes' share
 * scope uses none of it (the remotes' own imports are what use it). `export *`, a dynamic `import()`
 * and `require()` count as everything; jest.mock and jest.requireActual as nothing by themselves (the
 * test's and the code's own imports say what is used).
 */
export function kernelImports(file, text, specifiers) {
  const known = new Set(specifiers);
  const found = [];
  const note = (specifier, name) => {
    if (known.has(specifier)) found.push({ specifier, name });
  };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** Namespace bindings of the file: local name → entry. */
  const namespaces = new Map();
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (ts.isImportDeclaration(node)) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) note(specifier, (el.propertyName ?? el.name).text);
        if (bindings && ts.isNamespaceImport(bindings) && known.has(specifier)) namespaces.set(bindings.name.text, specifier);
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) note(specifier, (el.propertyName ?? el.name).text);
      } else {
        note(specifier, '*');
      }
    }
    const callee = ts.isCallExpression(node) ? node.expression.getText(source) : '';
    if (['import', 'require'].includes(callee) && ts.isStringLiteral(node.arguments[0])) note(node.arguments[0].text, '*');
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (namespaces.size === 0) return found;
  const visitUses = (node) => {
    const specifier = ts.isIdentifier(node) ? namespaces.get(node.text) : undefined;
    const parent = node.parent;
    if (specifier && !ts.isNamespaceImport(parent)) {
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) note(specifier, parent.name.text);
      else if (ts.isQualifiedName(parent) && parent.left === node) note(specifier, parent.right.text);
      else if (!(ts.isPropertyAssignment(parent) && ts.isStringLiteral(parent.name) && parent.name.text === specifier)) note(specifier, '*');
    }
    ts.forEachChild(node, visitUses);
  };
  visitUses(source);
  return found;
}
