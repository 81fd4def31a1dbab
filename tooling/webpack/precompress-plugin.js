// Production builds leave, next to every text asset (JS, CSS, HTML, JSON, SVG, TXT), a brotli (.br)
// and a gzip (.gz) copy, made once at build time with the strongest settings, so the servers (the
// API's static portal in `npm start`, the static containers and the gateway of the deployed topology)
// send them as they are, chosen by the browser's Accept-Encoding, and never compress a static file
// per request. Source maps are not in dist/ at all (webpack writes them to dist-meta/).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Writes `file.br` and `file.gz` beside `file`. */
export function precompressFile(file) {
  const body = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

/** Every text asset below `dir` (recursively), compressed copies excluded. */
export function* textAssets(dir) {
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) yield* textAssets(full);
    else if (TEXT_ASSET.test(item.name)) yield full;
  }
}

export class PrecompressPlugin {
  apply(compiler) {
    // dist-meta/ (source maps) is emptied with dist/ so old maps do not pile up.
    compiler.hooks.emit.tap('PrecompressPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      if (out) fs.rmSync(path.join(out, '..', 'dist-meta'), { recursive: true, force: true });
    });
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      if (!out || !fs.existsSync(out)) return;
      for (const file of textAssets(out)) precompressFile(file);
    });
  }
}
