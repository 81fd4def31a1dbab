// Writes dist-meta/first-screens.json: the host's JavaScript files each first screen needs — the
// page's scripts and the boot chunks (`boot`), and every named page chunk group with the chunks split
// off it (`login`, `layout`, `home`, ...). tooling/scripts/check-budgets.mjs adds them up for the
// first-screen budgets (the login page; a returning customer's My Page top), from built
// bytes only.
export class FirstScreensPlugin {
  /** @param {{ boot: string[], pages: Record<string, string> }} o  boot chunk names; screen → chunk group name */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreensPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstScreensPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const js = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))))].sort();
        const entry = [...compilation.entrypoints.values()].flatMap((group) => group.chunks);
        const boot = [...compilation.chunks].filter((chunk) => this.o.boot.includes(chunk.name));
        const screens = { boot: js([...entry, ...boot]) };
        for (const [screen, groupName] of Object.entries(this.o.pages)) {
          const group = compilation.namedChunkGroups.get(groupName);
          if (!group) throw new Error(`FirstScreensPlugin: no chunk group named ${groupName}`);
          screens[screen] = js(group.chunks);
        }
        compilation.emitAsset('../dist-meta/first-screens.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(screens, null, 2)}\n`));
      });
    });
  }
}

/**
 * Writes a remote's dist-meta/pages.json: for every page its routes module imports lazily (a chunk
 * group whose origin is a `*-page.tsx` request), the JavaScript files of that group — what the page
 * needs beyond the remote's entry and route list, with antd and its icons taken from the host (their
 * fallbacks are chunk groups of their own, fetched only under a host that shares neither).
 * tooling/scripts/check-budgets.mjs holds the largest against the remotes' first-page budget.
 */
export class RemotePagesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotePagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotePagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const group of compilation.chunkGroups) {
          const page = group.origins.map((o) => o.request).find((request) => typeof request === 'string' && /-page\.tsx$/.test(request));
          if (!page) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
          pages[page] = [...new Set([...(pages[page] ?? []), ...files])].sort();
        }
        compilation.emitAsset('../dist-meta/pages.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}
