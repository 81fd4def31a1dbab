// Unit tests of every front-end package and the kernel. The API suite runs separately
// (tooling/scripts/portal.mjs) because it needs a database per leg (SQLite, PostgreSQL).
import fs from 'node:fs';
const projects = ['tooling', 'shared-kernel', 'host', 'remote-tools', 'remote-security', 'remote-cash', 'remote-customer']
  .filter((p) => fs.existsSync(new URL(`./${p}/jest.config.js`, import.meta.url)))
  .map((p) => `<rootDir>/${p}`);
// testTimeout is a global option (ignored inside projects): antd forms in jsdom are slow on two busy cores.
export default { projects, watchman: false, testTimeout: 30_000 };
