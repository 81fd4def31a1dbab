import { preset } from '../tooling/jest/preset.js';

const base = preset({ environment: 'jsdom', dir: import.meta.dirname });
export default {
  ...base,
  displayName: 'host',
  watchman: false,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only.
  transformIgnorePatterns: base.transformIgnorePatterns.map((p) => p.replace('(?!', '(?!@ant-design/colors|')),
  // The app imports antd's ES modules by path (antd/es/locale/ja_JP.js); jest runs the CommonJS build.
  moduleNameMapper: { '^antd/es/(.*?)(\\.js)?$': 'antd/lib/$1', ...base.moduleNameMapper },
};
