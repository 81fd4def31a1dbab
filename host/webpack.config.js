import path from 'node:path';
import { createConfig } from '../tooling/webpack/create-config.js';
import { readCatalog, hostSharedConfig } from '../tooling/webpack/shared-deps.js';
import { hostDeclarations, HOST_DECLARATIONS_FILE } from '../tooling/scripts/remote-compat.js';
import { RemoteModule } from '../shared-kernel/src/federation/contract.ts';
import webpack from 'webpack';
import { antdStaticCss } from '../tooling/webpack/antd-static-css-plugin.js';
import { antdComponentsOf, portalSourceDirs } from '../tooling/webpack/antd-components.js';
import { hostSharedNames } from '../tooling/webpack/shared-vendors.js';

const base = createConfig({
  dir: import.meta.dirname,
  name: 'host',
  isHost: true,
  publicPath: '/portal/',
  port: 8081,
  // portal-config.json (the runtime config a deployment edits without a rebuild) and favicon.svg
  publicDir: 'public',
});

/**
 * Writes federation-host.json: the shared modules this host provides and the exposed modules it
 * loads. tooling/scripts/check-remote-compat.mjs compares a remote's mf-manifest.json with it before
 * the remote is published on its own (the host has no manifest of its own).
 */
class HostDeclarationsPlugin {
  /**
   * @param {string | null} antdStylesheet  the antd version of the static stylesheet, if the build has one
   * @param {string[] | null} antdComponents  the antd components it styles
   */
  constructor(antdStylesheet, antdComponents) {
    this.antdStylesheet = antdStylesheet;
    this.antdComponents = antdComponents;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostDeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostDeclarationsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const declared = hostDeclarations(hostSharedConfig(), RemoteModule, {
            antdStylesheet: this.antdStylesheet,
            antdComponents: this.antdComponents,
            sharedNames: hostSharedNames(),
          });
          const text = `${JSON.stringify(declared, null, 2)}\n`;
          compilation.emitAsset(HOST_DECLARATIONS_FILE, new compiler.webpack.sources.RawSource(text));
        },
      );
    });
  }
}

export default (env, argv) => {
  const config = base(env, argv);
  const staticCss = config.mode === 'production';
  const components = staticCss ? antdComponentsOf(portalSourceDirs(), import.meta.dirname) : null;
  config.plugins.push(
    new HostDeclarationsPlugin(staticCss ? readCatalog().antd : null, components),
    ...antdStaticCss({
      webpack,
      appDir: import.meta.dirname,
      themeModule: path.join(import.meta.dirname, '../kit/src/theme/portal-theme.ts'),
      themeExport: 'portalTheme',
      enabled: staticCss,
      components: components ?? undefined,
    }),
  );
  return config;
};
