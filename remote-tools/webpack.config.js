import { createConfig } from '../tooling/webpack/create-config.js';

export default createConfig({
  dir: import.meta.dirname,
  name: 'remote_tools',
  exposes: { './routes': './src/routes.ts' },
  port: 8084,
});
