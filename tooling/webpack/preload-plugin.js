// Adds <link rel="preload" as="script"> to the host's page for the chunks every first screen needs
// (the framework and the bootstrap chunk). Without it the browser learns of them only once main.js
// has run — a second round trip after the page, before anything can render. Also the chunks that
// every first page shares (`commonTo`: the login page, the layout and My Page top), if any:
// otherwise the browser asks for them only once the framework has run and the router knows the
// page. (Since the login page is drawn without antd they share none: antd's form, input and
// typography were such a chunk, which the login page no longer needs.)
// And, for the first pages (`listed`: chunk groups), a <meta name="portal-chunks-<group>"> with the
// files of each beyond the boot: main.js preloads those of the page the address shows
// (host/src/app/first-page.ts) — the page cannot say which before a script reads the stored session.
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class PreloadChunksPlugin {
  /**
   * @param {string[]} chunkNames
   * @param {{ commonTo?: string[], listed?: string[] }} [o]  named chunk groups (the first pages) whose shared
   *   chunks are preloaded too; named chunk groups whose files are listed for main.js to preload
   */
  constructor(chunkNames, { commonTo = [], listed = [] } = {}) {
    this.chunkNames = chunkNames;
    this.commonTo = commonTo;
    this.listed = listed;
  }

  /** The JS files of chunk group `name` beyond the preloaded chunks and the entry's, in load order. */
  groupFiles(compilation, name) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`PreloadChunksPlugin: no chunk group named ${name}`);
    const skip = new Set([...this.chunkNames, ...this.commonChunks(compilation).map((chunk) => chunk.name ?? chunk.id)]);
    return group.chunks
      .filter((chunk) => !skip.has(chunk.name ?? chunk.id) && !chunk.hasRuntime?.())
      .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
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
        const lists = this.listed.map((name) => ({
          tagName: 'meta',
          voidTag: true,
          attributes: {
            name: `portal-chunks-${name}`,
            content: this.groupFiles(compilation, name)
              .map((file) => `${publicPath}${file}`)
              .join(' '),
          },
          meta: { plugin: 'PreloadChunksPlugin' },
        }));
        data.headTags.unshift(...links, ...lists);
        return data;
      });
    });
  }
}
