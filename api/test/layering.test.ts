// The layers of api/src, as the house plan draws them: domain/ (rules and shared services) never
// reaches into http/, and infra/ (mail, PDF, hashing, document files) reaches into neither http/ nor
// modules/. Read from the files' own import specifiers, so a new file is covered without touching
// this test.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

/** Every specifier a module loads: static imports and re-exports, side-effect imports, import(), worker URLs. */
function specifiersOf(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] as string));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]s$/.test(entry.name) ? [full] : [];
  });
}

/** The folder of api/src a specifier of `file` lands in (its first segment), or null outside api/src. */
function layerOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(SRC, path.resolve(path.dirname(file), specifier));
  if (target.startsWith('..') || path.isAbsolute(target)) return null;
  return target.split(path.sep)[0] ?? null;
}

/** `file → specifier` for each import of a file under `layer` that lands in one of `forbidden`. */
function crossings(layer: string, forbidden: readonly string[]): string[] {
  return sourceFiles(path.join(SRC, layer)).flatMap((file) =>
    specifiersOf(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => forbidden.includes(layerOf(file, specifier) ?? ''))
      .map((specifier) => `${path.relative(SRC, file)} → ${specifier}`),
  );
}

describe('layers of api/src', () => {
  it('reads every kind of import specifier', () => {
    const source = [
      "import { ApiError } from '../http/errors.ts';",
      'import type {',
      '  AuthContext,',
      "} from '../../http/route-spec.ts';",
      "export { x } from './x.ts';",
      "import './side-effect.ts';",
      "const late = await import('../modules/late.ts');",
      "const worker = new URL('./worker.ts', import.meta.url);",
      "// a comment naming '../http/not-an-import.ts'",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      '../http/errors.ts',
      '../../http/route-spec.ts',
      './x.ts',
      './side-effect.ts',
      '../modules/late.ts',
      './worker.ts',
    ]);
    const file = path.join(SRC, 'domain/passkeys/step-up.ts');
    expect(layerOf(file, '../../http/route-spec.ts')).toBe('http');
    expect(layerOf(file, '../sessions.ts')).toBe('domain');
    expect(layerOf(file, '@portal/shared-kernel/contract')).toBeNull();
  });

  it('finds the files it checks', () => {
    for (const layer of ['domain', 'infra']) {
      const files = sourceFiles(path.join(SRC, layer));
      expect(files.length).toBeGreaterThan(5);
      expect(files.some((file) => specifiersOf(fs.readFileSync(file, 'utf8')).length > 0)).toBe(true);
    }
  });

  it('domain/ imports nothing from http/', () => {
    expect(crossings('domain', ['http'])).toEqual([]);
  });

  it('infra/ imports nothing from http/ or modules/', () => {
    expect(crossings('infra', ['http', 'modules'])).toEqual([]);
  });
});
