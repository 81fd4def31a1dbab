import { createConfig } from '../tooling/webpack/create-config.js';

const API_TARGET = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8080';

const factory = (standalone) =>
  createConfig({
    dir: import.meta.dirname,
    name: 'remote_tools',
    exposes: {
      './routes': './src/app/routes.ts',
      './termination-letter': './src/app/termination-letter.ts',
    },
    port: 8084,
    standalone,
  });

/**
 * The container (remoteEntry.js + mf-manifest.json) in every mode. `webpack serve` also renders the
 * standalone dev shell (src/bootstrap.tsx) at http://localhost:8084/portal/link/tools, with the
 * API proxied to the portal server — the factory proxies only for the host.
 */
export default (env, argv) => {
  const dev = argv.mode === 'development';
  const config = factory(dev)(env, argv);
  if (dev) {
    for (const plugin of config.plugins) {
      // The page lives at deep paths (/portal/link/tools): load main.js from the root, not relative to it.
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
