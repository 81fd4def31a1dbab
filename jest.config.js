// Unit tests of every front-end package and the kernel. The API suite runs separately
// (tooling/scripts/portal.mjs) because it needs a database per leg (SQLite, PostgreSQL).
import { unitPackages } from './tooling/apps.js';

const projects = unitPackages.map((p) => `<rootDir>/${p}`);
// testTimeout is a global option (ignored inside projects): antd forms in jsdom are slow on two busy cores.
export default { projects, watchman: false, testTimeout: 30_000 };
