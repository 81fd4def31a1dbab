// Adds <link rel="preload" as="script"> to the host's page for the chunks every first screen needs
// (the framework and the bootstrap chunk). Without it the browser learns of them only once main.js
// has run — a second round trip after the page, before anything can render.
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class PreloadChunksPlugin {
  /** @param {string[]} chunkNames */
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
        const files = [...compilation.chunks]
          .filter((chunk) => chunk.name && this.chunkNames.includes(chunk.name))
          .sort((a, b) => this.chunkNames.indexOf(a.name) - this.chunkNames.indexOf(b.name))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          meta: { plugin: 'PreloadChunksPlugin' },
        }));
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}
