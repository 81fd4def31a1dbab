import { createConfig } from '../tooling/webpack/create-config.js';

// The container (remoteEntry.js + mf-manifest.json); `webpack serve` also renders the standalone dev
// shell (src/bootstrap.tsx) on :8086 with the API proxied to PORTAL_API_URL (default :8080).
export default createConfig({
  dir: import.meta.dirname,
  name: 'remote_customer',
  exposes: { './routes': './src/app/routes.ts' },
  port: 8086,
});
