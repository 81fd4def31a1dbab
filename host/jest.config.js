import path from 'node:path';
import { preset } from '../tooling/jest/preset.js';

const base = preset({ environment: 'jsdom', dir: import.meta.dirname });
export default {
  ...base,
  // jsdom with Node's fetch API: the tests run the kernel's real API client against its fake API.
  testEnvironment: path.join(import.meta.dirname, '../tooling/jest/jsdom-fetch-environment.cjs'),
  displayName: 'host',
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  // The app imports antd's ES modules by path (antd/es/locale/ja_JP.js); jest runs the CommonJS build.
  moduleNameMapper: { '^antd/es/(.*?)(\\.js)?$': 'antd/lib/$1', ...base.moduleNameMapper },
};
