import { preset } from '../tooling/jest/preset.js';

export default {
  ...preset({ environment: 'jsdom', dir: import.meta.dirname }),
  // Whole flows through antd forms on two busy cores: a user-visible timeout is not what these tests check.
  testTimeout: 90_000,
  displayName: 'remote-customer',
};
