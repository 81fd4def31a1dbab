import { preset } from './jest/preset.js';
export default {
  ...preset({ environment: 'node', dir: import.meta.dirname }),
  displayName: 'tooling',
  testMatch: ['<rootDir>/webpack/**/*.test.js', '<rootDir>/scripts/**/*.test.js'],
};
