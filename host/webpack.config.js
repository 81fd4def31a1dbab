import fs from 'node:fs';
import path from 'node:path';
import { createConfig } from '../tooling/webpack/create-config.js';

const base = createConfig({
  dir: import.meta.dirname,
  name: 'host',
  isHost: true,
  publicPath: '/portal/',
  port: 8081,
  runtimePlugins: ['./src/lib/federation/resilience-plugin.ts'],
});

/**
 * Copies host/public/* (portal-config.json, favicon.svg) into dist as-is: /portal/portal-config.json is
 * the runtime config a deployment edits without a rebuild.
 */
class PublicFilesPlugin {
  apply(compiler) {
    const dir = path.join(import.meta.dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(dir)) {
          const file = path.join(dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PublicFilesPlugin());
  return config;
};
