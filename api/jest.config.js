import { preset } from '../tooling/jest/preset.js';

const base = preset({ environment: 'node', dir: import.meta.dirname });
// ESM-only dependencies of the server (besides the preset's) that jest must compile to CommonJS.
const apiEsmPackages = ['kysely', 'content-disposition', 'cookie', 'fast-png', 'iobuffer', 'fflate'];

export default {
  ...base,
  displayName: 'api',
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) => pattern.replace('(?!', `(?!${apiEsmPackages.join('|')}|`)),
  // One fresh database per test file; PostgreSQL schemas and SQLite files are cheap, scrypt is not.
  testTimeout: 30_000,
};
