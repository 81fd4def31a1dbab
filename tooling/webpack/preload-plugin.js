// Adds <link rel="preload" as="script"> to the host's page for the chunks every first screen needs
// (the framework and the bootstrap chunk). Without it the browser learns of them only once main.js
// has run — a second round trip after the page, before anything can render. Also the chunks that
// every first page shares (`commonTo`: the login page, the layout and My Page top), if any:
// otherwise the browser asks for them only once the framework has run and the router knows the
// page. (Since the login page is drawn without antd they share none: antd's form, input and
// typography were such a chunk, which the login page no longer needs.)
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class PreloadChunksPlugin {
  /**
   * @param {string[]} chunkNames
   * @param {{ commonTo?: string[] }} [o]  named chunk groups (the first pages) whose shared chunks are preloaded too
   */
  constructor(chunkNames, { commonTo = [] } = {}) {
    this.chunkNames = chunkNames;
    this.commonTo = commonTo;
  }

  /** Chunks every one of the `commonTo` groups loads, besides the named ones. */
  commonChunks(compilation) {
    if (this.commonTo.length === 0) return [];
    const sets = this.commonTo.map((name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`PreloadChunksPlugin: no chunk group named ${name}`);
      return new Set(group.chunks);
    });
    return [...sets[0]].filter((chunk) => !this.chunkNames.includes(chunk.name) && sets.every((set) => set.has(chunk)));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
        const files = [...compilation.chunks]
          .filter((chunk) => chunk.name && this.chunkNames.includes(chunk.name))
          .sort((a, b) => this.chunkNames.indexOf(a.name) - this.chunkNames.indexOf(b.name))
          .concat(this.commonChunks(compilation))
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
