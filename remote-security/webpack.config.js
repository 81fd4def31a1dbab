import { createConfig } from '../tooling/webpack/create-config.js';

// The container (remoteEntry.js + mf-manifest.json); `webpack serve` also renders the standalone dev
// shell (src/bootstrap.tsx) on :8083 with the API proxied to PORTAL_API_URL (default :8080).
export default createConfig({
  dir: import.meta.dirname,
  name: 'remote_security',
  exposes: {
    './routes': './src/app/routes.ts',
    './drawers': './src/app/drawers.ts',
    './prompts': './src/app/prompts.ts',
  },
  port: 8083,
});
