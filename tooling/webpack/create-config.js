// One webpack config factory for the host and every remote (ARCHITECTURE §2).
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { precompression } from './precompress-plugin.js';
import { PreloadChunksPlugin } from './preload-plugin.js';
import { FirstScreensPlugin, RemotePagesPlugin } from './first-screens-plugin.js';
import { AntdComponentsPlugin } from './antd-components.js';
import { hostCuratedAliases } from './shared-vendors.js';
import { REMOTE_ANTD_FILE } from '../scripts/remote-compat.js';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  sharedConfig,
  hostSharedConfig,
  antdContextModules,
  ANTD_CONTEXT_CHUNK,
  REACT_ROUTER_CLIENT,
  REACT_ROUTER_CLIENT_ALIAS,
  REACT_ROUTER_IMPLEMENTATION,
} from './shared-deps.js';

const require = createRequire(import.meta.url);
// Loaders resolve from tooling/ (pnpm keeps them out of the apps' node_modules).
const loader = (name) => require.resolve(name);

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
    target: 'es2022',
  },
});

/**
 * @param {object} o
 * @param {string} o.dir            package directory
 * @param {string} o.name           container name (`host`, `remote_tools`, ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]
 * @param {string} [o.publicPath]   host: '/portal/'; remotes: 'auto'
 * @param {number} [o.port]         dev server port (a remote's `webpack serve` also renders its dev shell)
 * @param {string} [o.publicDir]    a folder (relative to dir) whose files are copied into dist as they are
 */
/**
 * react-router 7's package exports only its development build (dev warnings, no dead-code removal):
 * production builds take the production build it ships beside it. The shared singleton is still
 * keyed `react-router` (federation matches the request, not the resolved file); what it provides is
 * tooling/webpack/react-router-client.js, which imports the build of the mode through
 * `@portal/react-router-implementation`.
 */
function reactRouterBuild(dir, dev) {
  const pkg = createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json');
  const build = path.join(path.dirname(pkg), dev ? 'dist/development' : 'dist/production');
  return {
    [`${REACT_ROUTER_IMPLEMENTATION}$`]: path.join(build, 'index.mjs'),
    [`${REACT_ROUTER_CLIENT_ALIAS}$`]: REACT_ROUTER_CLIENT,
    ...(dev ? {} : { 'react-router$': path.join(build, 'index.mjs'), 'react-router/dom$': path.join(build, 'dom-export.mjs') }),
  };
}

export const FRAMEWORK_CHUNK = 'framework';

/**
 * The host's start-up in one file. Every package the host needs before its first page renders — what
 * bootstrap.tsx imports: react, react-dom, react-router, jotai, the kernel; not antd, which goes with
 * the antd shell (see afterLoginGroup) — goes into one chunk instead of a dozen small ones, each its
 * own request. Packages only a lazy page uses stay with that page.
 */
function frameworkGroup() {
  return {
    name: FRAMEWORK_CHUNK,
    chunks: 'async',
    enforce: true,
    priority: 60,
    test: (module, { chunkGraph }) =>
      (/[\\/]node_modules[\\/]|[\\/]shared-kernel[\\/]/.test(module.nameForCondition?.() ?? '') ||
        module.nameForCondition?.() === REACT_ROUTER_CLIENT) &&
      [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'bootstrap'),
  };
}

export const AFTER_LOGIN_CHUNK = 'after-login';

/**
 * The packages a logged-in customer's first page needs besides the boot — antd's config provider,
 * App, layout, menu, drawer, form and the rest that the antd shell (app/antd-shell.tsx) and the
 * layout render, among them the antd modules the host shares with the remotes (cssinjs, the context
 * modules) — in one chunk. The login page downloads none of it (it is drawn without antd); it is
 * fetched while the customer types, or at once for a kept login. Without this group splitChunks cut
 * it into nine small files, each its own request.
 */
function afterLoginGroup() {
  const inGroup = (chunk, names) => [...chunk.groupsIterable].some((group) => names.includes(group.name));
  return {
    name: AFTER_LOGIN_CHUNK,
    chunks: 'async',
    enforce: true,
    priority: 55,
    test: (module, { chunkGraph }) => {
      if (!/[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '')) return false;
      const chunks = [...chunkGraph.getModuleChunksIterable(module)];
      const wanted = chunks.some((chunk) => inGroup(chunk, ['antd-shell', 'layout']));
      return wanted && !chunks.some((chunk) => chunk.name === 'bootstrap' || inGroup(chunk, ['page-login']));
    },
  };
}

/** How the chunks are split: the host's production groups, and the antd context modules' chunk. */
function splitChunks(o, dev) {
  const suffixTests = Object.keys(antdContextModules).map((m) => m.replace(/\//g, '[\\\\/]'));
  return {
    // A page is fetched as at most this many files: the host's pages as two; a remote's as four at
    // most (its budget is six files beyond the remote's entry: tooling/budgets.json § remotePage),
    // where webpack's defaults split one page into up to eight small chunks.
    ...(!dev ? { maxAsyncRequests: o.isHost ? 2 : 4 } : {}),
    cacheGroups: {
      ...(o.isHost && !dev ? { [FRAMEWORK_CHUNK]: frameworkGroup(), [AFTER_LOGIN_CHUNK]: afterLoginGroup() } : {}),
      // The shared antd context modules travel together in one small async chunk.
      [ANTD_CONTEXT_CHUNK]: {
        test: new RegExp(`(${suffixTests.join('|')})\\.js$`),
        name: ANTD_CONTEXT_CHUNK,
        chunks: 'async',
        enforce: true,
        priority: 50,
      },
    },
  };
}

/** The plugins of a host or a remote, in development or production. */
function plugins(o, mode) {
  const dev = mode === 'development';
  return [
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    // A remote is a federation container; the host is not (it creates its federation instance
    // when it first loads a remote, host/src/lib/federation/federation.ts, and provides the
    // modules of hostSharedConfig() to the remotes).
    ...(o.isHost
      ? [
          new webpack.DefinePlugin({
            __PORTAL_HOST_SHARED__: JSON.stringify(hostSharedConfig()),
            // The version the failure beacon reports: MF_BUILD_VERSION (what a remote's manifest
            // names as its buildVersion, set by a deploy) or the package's own.
            __PORTAL_HOST_VERSION__: JSON.stringify(process.env.MF_BUILD_VERSION || require(path.join(o.dir, 'package.json')).version),
          }),
        ]
      : [
          new ModuleFederationPlugin({
            name: o.name,
            filename: 'remoteEntry.js',
            exposes: o.exposes ?? {},
            remotes: {},
            shared: sharedConfig({ dir: o.dir, name: o.name }),
            shareStrategy: 'loaded-first',
            manifest: true,
            dts: false,
            // The federation runtime each remote bundles, without what it never runs: code for
            // Node (every container runs in the browser), the snapshot (manifest) handling and
            // remote loading — only the host loads remotes, from their manifests.
            experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
          }),
        ]),
    // The host's page; for a remote, the standalone dev shell (only under `webpack serve`), one
    // template for every remote (tooling/webpack/dev-shell.html). The shell lives at deep paths
    // (/portal/link/tools), so its script loads from the root.
    ...(o.isHost || (!o.isHost && dev)
      ? [
          new HtmlWebpackPlugin({
            template: o.isHost ? './src/index.html' : path.join(import.meta.dirname, 'dev-shell.html'),
            title: `${path.basename(o.dir)} 開発用シェル`,
            chunks: ['main'],
            scriptLoading: 'defer',
            publicPath: o.isHost ? o.publicPath : '/',
          }),
        ]
      : []),
    ...(o.isHost && !dev
      ? [
          new PreloadChunksPlugin([FRAMEWORK_CHUNK, 'bootstrap'], {
            commonTo: ['page-login', 'layout', 'page-home'],
            listed: ['page-login', 'antd-shell', 'layout', 'page-home'],
          }),
          new FirstScreensPlugin({
            boot: [FRAMEWORK_CHUNK, 'bootstrap'],
            pages: { login: 'page-login', shell: 'antd-shell', layout: 'layout', home: 'page-home', federation: 'federation' },
          }),
        ]
      : []),
    // A remote declares the antd components it renders (the host's stylesheet must style them).
    ...(!o.isHost && !dev ? [new AntdComponentsPlugin({ appDir: o.dir, file: REMOTE_ANTD_FILE }), new RemotePagesPlugin()] : []),
    ...(o.publicDir ? [new CopyPlugin({ patterns: [{ from: path.join(o.dir, o.publicDir) }] })] : []),
    ...(dev ? [] : precompression()),
  ];
}

export function createConfig(o) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    return {
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      // Production source maps go to dist-meta/ (kept for whoever needs them, never served: the
      // bundles carry no sourceMappingURL and no server publishes dist-meta/).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.publicPath ?? 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        sourceMapFilename: '../dist-meta/[file].map',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.js', '.ts', '.tsx'] },
        alias: { ...reactRouterBuild(o.dir, dev), ...(o.isHost ? hostCuratedAliases(o.dir) : {}) },
      },
      module: {
        rules: [
          { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: loader('swc-loader'), options: swcOptions(dev) } },
          { test: /\.css$/, use: [loader('style-loader'), loader('css-loader')] },
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset' },
          // @simplewebauthn/browser declares no `sideEffects`, so webpack took every module its index
          // re-exports wherever one was imported; it has none (functions and one abort-service
          // object). Declared here, a page takes the functions it calls: the login page's passkey
          // sign-in no longer carries registration, which only the passkeys page (and the host's
          // shared module of it) needs.
          { test: /[\\/]@simplewebauthn[\\/]browser[\\/]esm[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        splitChunks: splitChunks(o, dev),
      },
      performance: { hints: false },
      plugins: plugins(o, mode),
      devServer: {
        port: o.port,
        historyApiFallback: { index: o.isHost ? `${o.publicPath ?? '/'}index.html` : '/index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        devMiddleware: { publicPath: o.publicPath === 'auto' || !o.publicPath ? '/' : o.publicPath },
        // The host and every remote's dev shell talk to a running portal server.
        proxy: [{ context: ['/fo-jp-web-api', '/dev'], target: process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8080' }],
      },
      stats: 'errors-warnings',
    };
  };
}
