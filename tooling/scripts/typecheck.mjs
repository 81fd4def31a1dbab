// Type-checks every workspace package with TypeScript 7 (tsc). Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(root, 'node_modules/.bin/tsc');
const packages = ['shared-kernel', 'api', 'host', 'remote-tools', 'remote-security', 'remote-cash', 'remote-customer', 'e2e'];
let failed = 0;
for (const pkg of packages) {
  const project = path.join(root, pkg, 'tsconfig.json');
  if (!existsSync(project)) continue;
  const started = Date.now();
  const r = spawnSync(tsc, ['-p', project], { stdio: 'inherit' });
  const ok = r.status === 0;
  if (!ok) failed++;
  console.log(`typecheck ${pkg}: ${ok ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
}
console.log(`typecheck: ${packages.filter((p) => existsSync(path.join(root, p, 'tsconfig.json'))).length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
