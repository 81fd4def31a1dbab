import { preset } from '../tooling/jest/preset.js';

const base = preset({ environment: 'jsdom', dir: import.meta.dirname });

export default {
  ...base,
  displayName: 'remote-security',
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only.
  transformIgnorePatterns: base.transformIgnorePatterns.map((p) => p.replace('(?!', '(?!@ant-design/colors|')),
};
