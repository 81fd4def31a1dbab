// Unit tests of every front-end package and the kernel. The API suite runs separately
// (tooling/scripts/portal.mjs) because it needs a database per leg (SQLite, PostgreSQL).
import { unitPackages } from './tooling/apps.js';

const projects = unitPackages.map((p) => `<rootDir>/${p}`);
// testTimeout is a global option (ignored inside projects): a ceiling, not a duration — whole flows
// through antd forms in jsdom took over 30 s each when the machine was busy (seen in CI).
export default { projects, watchman: false, testTimeout: 90_000 };
