import { preset } from '../tooling/jest/preset.js';

const base = preset({ environment: 'jsdom', dir: import.meta.dirname });
export default {
  ...base,
  displayName: 'host',
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  // The app imports antd's ES modules by path (antd/es/locale/ja_JP.js); jest runs the CommonJS build.
  // The host's shared antd, icons, valibot and webauthn modules are made at build time (tooling/webpack/shared-vendors.js).
  moduleNameMapper: {
    '^antd/es/(.*?)(\\.js)?$': 'antd/lib/$1',
    '^@portal/antd-provided$': 'antd',
    '^@portal/icons-provided$': '@ant-design/icons',
    '^@portal/valibot-provided$': 'valibot',
    '^@portal/webauthn-provided$': '@simplewebauthn/browser',
    ...base.moduleNameMapper,
  },
};
