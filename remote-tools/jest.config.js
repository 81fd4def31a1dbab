import path from 'node:path';
import { preset } from '../tooling/jest/preset.js';

// jsdom with Node's fetch API: the tests run the kernel's real API client against its fake API.
export default {
  ...preset({ environment: 'jsdom', dir: import.meta.dirname }),
  testEnvironment: path.join(import.meta.dirname, '../tooling/jest/jsdom-fetch-environment.cjs'),
  displayName: 'remote-tools',
};
