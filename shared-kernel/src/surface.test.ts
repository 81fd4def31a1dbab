// The kernel is a federation singleton: the browser runs the copy of whichever container loaded
// first, usually the host's. A remote that calls something its own kernel has and the host's lacks
// (customerApi.secondVerifyStatus on a host built before it) fails at run time, and the compatibility
// check cannot see it unless the kernel's version says so. So the runtime surface (every export of
// the entries the apps use, and the members of its objects: the API groups, the code tables) is
// recorded with the version in surface.json, and a change of surface without a new version fails here.
// Additions: a minor version; removals or changes: a major one. Then record the surface anew:
//   RECORD_KERNEL_SURFACE=1 npx jest --config jest.config.js --selectProjects shared-kernel surface
import fs from 'node:fs';
import path from 'node:path';
import * as main from './index.ts';
import * as contract from './contract/index.ts';
import * as federation from './federation/contract.ts';
import * as react from './react/index.ts';

const kernelDir = path.resolve(import.meta.dirname, '..');
const recordFile = path.join(kernelDir, 'surface.json');
const version = (JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8')) as { version: string }).version;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** `entry:name` for every export, `entry:name.member` for the members of plain objects, two levels deep. */
function surfaceOf(entries: Record<string, Record<string, unknown>>): string[] {
  const names: string[] = [];
  const walk = (prefix: string, value: unknown, depth: number) => {
    names.push(`${prefix}:${typeof value === 'function' ? 'function' : Array.isArray(value) ? 'array' : typeof value}`);
    if (depth < 2 && isPlainObject(value)) for (const [key, member] of Object.entries(value)) walk(`${prefix}.${key}`, member, depth + 1);
  };
  for (const [entry, module] of Object.entries(entries)) for (const [name, value] of Object.entries(module)) walk(`${entry} ${name}`, value, 0);
  return names.sort();
}

const current = surfaceOf({
  '@portal/shared-kernel': main,
  '@portal/shared-kernel/contract': contract,
  '@portal/shared-kernel/federation': federation,
  '@portal/shared-kernel/react': react,
});

if (process.env.RECORD_KERNEL_SURFACE === '1') fs.writeFileSync(recordFile, `${JSON.stringify({ version, surface: current }, null, 2)}\n`);

const recorded = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as { version: string; surface: string[] };

describe("the kernel's runtime surface and its version", () => {
  it('a kernel whose surface changed has a new version (remotes then require it, and an older host is refused)', () => {
    const added = current.filter((n) => !recorded.surface.includes(n));
    const removed = recorded.surface.filter((n) => !current.includes(n));
    if (recorded.version === version) {
      expect({ added, removed, hint: 'bump shared-kernel/package.json "version", then record the surface (see surface.test.ts)' }).toEqual({
        added: [],
        removed: [],
        hint: expect.any(String),
      });
    }
  });

  it('the recorded surface is that of the current version', () => {
    expect({ recorded: recorded.version, surfaceMatches: recorded.surface.join('\n') === current.join('\n') }).toEqual({
      recorded: version,
      surfaceMatches: true,
    });
  });
});
