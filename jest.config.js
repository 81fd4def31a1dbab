// Unit tests of every front-end package and the kernel. The API suite runs separately
// (tooling/scripts/portal.mjs) because it needs a database per leg (SQLite, PostgreSQL).
import fs from 'node:fs';
const projects = ['tooling', 'shared-kernel', 'host', 'remote-tools', 'remote-security', 'remote-cash', 'remote-customer']
  .filter((p) => fs.existsSync(new URL(`./${p}/jest.config.js`, import.meta.url)))
  .map((p) => `<rootDir>/${p}`);
export default { projects };
