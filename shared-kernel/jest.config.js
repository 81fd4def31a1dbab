import { preset } from '../tooling/jest/preset.js';
export default { ...preset({ environment: 'node', dir: import.meta.dirname }), displayName: 'shared-kernel' };
