import { createConfig } from '../tooling/webpack/create-config.js';

const API_TARGET = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8080';

const factory = (standalone) =>
  createConfig({
    dir: import.meta.dirname,
    name: 'remote_security',
    exposes: {
      './routes': './src/app/routes.ts',
      './drawers': './src/app/drawers.ts',
      './prompts': './src/app/prompts.ts',
    },
    port: 8083,
    standalone,
  });

/**
 * The container (remoteEntry.js + mf-manifest.json) in every mode. `webpack serve` also renders the
 * standalone dev shell (src/bootstrap.tsx) at http://localhost:8083/portal/security, with the API
 * proxied to the portal server — the factory proxies only for the host.
 */
export default (env, argv) => {
  const dev = argv.mode === 'development';
  const config = factory(dev)(env, argv);
  if (dev) {
    for (const plugin of config.plugins) {
      // The dev shell lives at deep paths (/portal/customer/verify2): load main.js from the root.
      if (plugin.constructor.name === 'HtmlWebpackPlugin') plugin.options.publicPath = '/';
    }
    config.devServer = {
      ...config.devServer,
      historyApiFallback: { index: '/index.html' },
      proxy: [{ context: ['/fo-jp-web-api', '/dev'], target: API_TARGET }],
    };
  }
  return config;
};
