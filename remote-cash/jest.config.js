import path from 'node:path';
import { preset } from '../tooling/jest/preset.js';

// The pages run the real kernel API client against the fake API (installFakeApi): jsdom plus Node's fetch.
export default {
  ...preset({ environment: 'jsdom', dir: import.meta.dirname }),
  testEnvironment: path.resolve(import.meta.dirname, '../tooling/jest/jsdom-fetch-environment.cjs'),
  // Whole flows through antd forms on two busy cores: a user-visible timeout is not what these tests check.
  testTimeout: 90_000,
  displayName: 'remote-cash',
};
