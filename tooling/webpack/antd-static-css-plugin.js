// antd's styles for the host's production build as one static stylesheet, made at build time.
//
// antd 6 writes each component's CSS at run time (CSS-in-JS: the first render of every component
// serialises its style objects and inserts them). Measured on the composed build, that was about
// 200 ms of the login page's first render and 100 ms between ログイン and the balances. With
// `zeroRuntime` on the portal's ConfigProvider (host/src/app/app.tsx) the components only put their
// class names; this plugin renders every antd component once in Node, with the portal theme, through
// antd's own static extractor and emits the CSS it collected as antd.[contenthash].css, linked from
// the page before the scripts. The class hashes match because the same antd version and theme make
// them. The remotes render inside the host's ConfigProvider (its contexts are shared), so the one
// stylesheet styles them too.
//
// Only the antd components the portal's sources can render are in it (tooling/webpack/
// antd-components.js, over every app, the kernel and the kit). Measured against the stylesheet antd
// ships for zeroRuntime (antd/dist/antd.css, 6.6.8): 72.0 KiB gzip (778 KB of CSS) instead of 106.8
// KiB gzip (1.02 MB), which every page parses before its first paint, and over the 76 KiB page-CSS
// budget. A remote built elsewhere declares its components beside its manifest, and the compatibility
// check refuses one whose components the sheet does not style.
//
// Where the sheet is built, antd's style generators never run, so the plugin also drops them from the
// app's bundles (antd-style-generators-loader.js). The login page has no antd any more, but a
// returning customer's first screen still carries them: 534.0 KiB gzip with the loader, 580.4 KiB
// (over its 540 KiB budget) without it, measured on the host's production build.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class AntdStaticCssPlugin {
  /**
   * @param {{ appDir: string, themeModule: string, themeExport: string }} o  appDir: where antd and
   *   react resolve from (the app's own copies); the module and export of the ConfigProvider theme
   *   the app renders with (without zeroRuntime)
   * @param {string[]} [o.components]  the antd components to style (antd-components.js); all when left out
   */
  constructor(o) {
    this.o = o;
  }

  /** The stylesheet's text (antd-static-css.mjs, in a process of its own). */
  css() {
    const script = path.join(import.meta.dirname, 'antd-static-css.mjs');
    const run = spawnSync(
      process.execPath,
      [script, this.o.appDir, this.o.themeModule, this.o.themeExport, ...(this.o.components ? [JSON.stringify(this.o.components)] : [])],
      {
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.status !== 0 || !run.stdout) throw new Error(`antd's static stylesheet could not be made:\n${run.stderr}`);
    return run.stdout;
  }

  apply(compiler) {
    // The app renders under zeroRuntime wherever this sheet is built: antd's style generators never
    // run there (antd-style-generators-loader.js).
    compiler.options.module.rules.push({
      test: /[\\/]antd[\\/]es[\\/].*\.js$/,
      use: [{ loader: path.join(import.meta.dirname, 'antd-style-generators-loader.js') }],
    });
    let file = null;
    compiler.hooks.thisCompilation.tap('AntdStaticCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdStaticCssPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = this.css();
          const hash = compiler.webpack.util.createHash('xxhash64').update(text).digest('hex').slice(0, 10);
          file = `antd.${hash}.css`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(text));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStaticCssPlugin', (data) => {
        if (!file) throw new Error('AntdStaticCssPlugin: the stylesheet was not emitted');
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        data.headTags.unshift({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'stylesheet', href: `${publicPath === 'auto' ? '' : publicPath}${file}` },
          meta: { plugin: 'AntdStaticCssPlugin' },
        });
        return data;
      });
    });
  }
}

/**
 * The plugins an app needs for it: `process.env.PORTAL_ANTD_STATIC_CSS` ('true' when the stylesheet
 * is built, which switches the app's ConfigProvider to zeroRuntime; 'false' in development, where antd
 * writes its styles at run time as usual), and the stylesheet itself when enabled.
 * @param {{ webpack: typeof import('webpack'), appDir: string, themeModule: string, themeExport: string, enabled: boolean, components?: string[] }} o
 */
export function antdStaticCss({ webpack, appDir, themeModule, themeExport, enabled, components }) {
  return [
    new webpack.DefinePlugin({ 'process.env.PORTAL_ANTD_STATIC_CSS': JSON.stringify(String(enabled)) }),
    ...(enabled ? [new AntdStaticCssPlugin({ appDir, themeModule, themeExport, components })] : []),
  ];
}
