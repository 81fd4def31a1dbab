import { createConfig } from '../tooling/webpack/create-config.js';

export default createConfig({
  dir: import.meta.dirname,
  name: 'host',
  isHost: true,
  publicPath: '/portal/',
  port: 8081,
  runtimePlugins: ['./src/lib/federation/resilience-plugin.ts'],
});
