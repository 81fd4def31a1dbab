// The route texts of the OpenAPI document: every operation has a summary and a description, the docs
// map (src/openapi/route-docs) names exactly the routes there are, its figures are the constants the
// rules use, and none of it reaches the browser — the kernel and the apps neither import the map nor
// carry its prose (the browser bundles load the kernel's contract, so the texts stay beside it).
import fs from 'node:fs';
import path from 'node:path';
import { CASH_LIMITS, endpointList, formatDigits, HISTORY_PAGE_SIZE, WITHDRAWAL_CUTOFF_HOUR } from '@portal/shared-kernel/contract';
import { extraRoutes } from '../src/http/route-table.ts';
import { routeDocParts, routeDocs } from '../src/openapi/route-docs/index.ts';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
}

describe('OpenAPI route texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every operation of the document a summary and a description, and documents every served route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${url}`, op })),
    );
    const untexted = operations.filter(({ op }) => !op.summary?.trim() || !op.description?.trim()).map(({ at }) => at);
    expect(untexted).toEqual([]);
    expect(operations.map(({ op }) => op.operationId).sort()).toEqual(t.app.apiRoutes.map((r) => r.name).sort());
    expect(operations.length).toBeGreaterThan(100);
  });
});

describe('the docs map', () => {
  const routeNames = [...endpointList.map((e) => e.name), ...Object.values(extraRoutes).map((r) => r.name)];

  it('names exactly the contract endpoints and the routes the API adds, each once', () => {
    expect(Object.keys(routeDocs).sort()).toEqual([...routeNames].sort());
    // A name in two parts would leave one text shadowed by the other.
    expect(routeDocParts.reduce((count, part) => count + Object.keys(part).length, 0)).toBe(routeNames.length);
    for (const [name, text] of Object.entries(routeDocs)) {
      expect({ name, summary: text.summary.trim() !== '', description: text.description.trim() !== '' }).toEqual({
        name,
        summary: true,
        description: true,
      });
    }
  });

  it('states limits from the constants the rules use', () => {
    const range = (limits: { min: number; max: number }) => `${formatDigits(limits.min)} – ${formatDigits(limits.max)}`;
    expect(routeDocs.withdrawValidate.description).toContain(range(CASH_LIMITS.withdrawal));
    expect(routeDocs.withdrawSubmit.description).toContain(`before ${WITHDRAWAL_CUTOFF_HOUR}:00`);
    expect(routeDocs.depositValidate.description).toContain(range(CASH_LIMITS.quickDeposit));
    expect(routeDocs.transferSubmit.description).toContain(range(CASH_LIMITS.transfer));
    expect(routeDocs.cashHistory.description).toContain(`default ${HISTORY_PAGE_SIZE})`);
  });

  it('leaves the prose out of the kernel contract entries', () => {
    expect(endpointList.filter((e) => 'summary' in e || 'description' in e).map((e) => e.name)).toEqual([]);
  });
});

/** The browser's code: the kernel, the kit, the host and the remotes. */
const browserDirs = ['shared-kernel', 'kit', 'host', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-'))].map((d) =>
  path.join(ROOT, d, 'src'),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every specifier a module loads: static imports and re-exports, side-effect imports, import(). */
const specifiersOf = (source: string): string[] =>
  [/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g].flatMap(
    (pattern) => [...source.matchAll(pattern)].map((m) => m[1] as string),
  );

describe('nothing of the docs map reaches the browser', () => {
  const files = browserDirs.flatMap((dir) => sourceFiles(dir));

  it('finds the browser code it checks', () => {
    expect(browserDirs.length).toBeGreaterThanOrEqual(4);
    expect(files.some((f) => f.endsWith(path.join('shared-kernel', 'src', 'contract', 'index.ts')))).toBe(true);
  });

  it('no module of the kernel, the kit or an app imports anything of the API', () => {
    const api = path.join(ROOT, 'api') + path.sep;
    const crossings = files.flatMap((file) =>
      specifiersOf(fs.readFileSync(file, 'utf8'))
        .filter((s) => s.includes('route-docs') || (s.startsWith('.') && path.resolve(path.dirname(file), s).startsWith(api)))
        .map((s) => `${path.relative(ROOT, file)} → ${s}`),
    );
    expect(crossings).toEqual([]);
  });

  it('no module of the kernel, the kit or an app carries a route description', () => {
    // The opening of each description long enough to be its own (the prose of a written-out text).
    const openings = Object.entries(routeDocs)
      .filter(([, text]) => text.description.length >= 60)
      .map(([name, text]) => ({ name, opening: text.description.slice(0, 48) }));
    expect(openings.length).toBeGreaterThan(80);
    // Comments are no part of a bundle (a kernel comment may say what the API answers).
    const sources = files.map((file) => ({ file, text: fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '') }));
    const carried = openings.flatMap(({ name, opening }) =>
      sources.filter(({ text }) => text.includes(opening)).map(({ file }) => `${name} in ${path.relative(ROOT, file)}`),
    );
    expect(carried).toEqual([]);
  });
});
