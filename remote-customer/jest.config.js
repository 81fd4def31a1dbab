import { preset } from '../tooling/jest/preset.js';

export default {
  ...preset({ environment: 'jsdom', dir: import.meta.dirname }),
  displayName: 'remote-customer',
};
