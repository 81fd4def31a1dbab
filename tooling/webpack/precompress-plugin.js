// Production builds leave, next to every text asset (JS, CSS, HTML, JSON, SVG, TXT), a brotli (.br)
// and a gzip (.gz) copy, made once at build time with the strongest settings, so the servers (the
// API's static portal in `npm start`, the static containers and the gateway of the deployed topology)
// send them as they are, chosen by the browser's Accept-Encoding, and never compress a static file
// per request. Every text asset gets both copies, however small: the servers then need no fallback
// rule for "compressed copy missing". The copies are made by compression-webpack-plugin (after every
// other plugin has emitted its assets); source maps are not in dist/ at all (webpack writes them to
// dist-meta/, which SourceMapsDirPlugin empties with dist/ so old maps do not pile up).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt)$/;

class SourceMapsDirPlugin {
  apply(compiler) {
    compiler.hooks.emit.tap('SourceMapsDirPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      if (out) fs.rmSync(path.join(out, '..', 'dist-meta'), { recursive: true, force: true });
    });
  }
}

/** The plugins of a production build's precompressed copies. */
export function precompression() {
  const always = { test: TEXT_ASSET, threshold: 0, minRatio: Infinity, deleteOriginalAssets: false };
  return [
    new SourceMapsDirPlugin(),
    new CompressionPlugin({ ...always, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...always,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}
