// Type-checks every workspace package with TypeScript 7 (tsc). Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, typedPackages as packages } from '../apps.js';

const tsc = path.join(root, 'node_modules/.bin/tsc');
let failed = 0;
for (const pkg of packages) {
  const project = path.join(root, pkg, 'tsconfig.json');
  const started = Date.now();
  const r = spawnSync(tsc, ['-p', project], { stdio: 'inherit' });
  const ok = r.status === 0;
  if (!ok) failed++;
  console.log(`typecheck ${pkg}: ${ok ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
}
console.log(`typecheck: ${packages.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
