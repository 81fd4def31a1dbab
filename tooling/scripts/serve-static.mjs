// A remote's (or the host's) own static container: serves one production build under a path prefix.
//   node tooling/scripts/serve-static.mjs --dir remote-tools/dist --prefix /portal/remotes/tools/ --port 8084 [--spa]
// mf-manifest.json, remoteEntry.js and index.html are served no-cache; content-hashed files immutable.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    prefix: { type: 'string', default: '/' },
    port: { type: 'string', default: '8081' },
    host: { type: 'string', default: '0.0.0.0' },
    spa: { type: 'boolean', default: false },
  },
});
if (!values.dir) {
  console.error('usage: serve-static.mjs --dir DIR [--prefix /p/] [--port N] [--spa]');
  process.exit(2);
}
const dir = path.resolve(values.dir);
const prefix = values.prefix.endsWith('/') ? values.prefix : `${values.prefix}/`;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const noCache = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

export function resolveFile(urlPath) {
  if (!urlPath.startsWith(prefix)) return null;
  const rel = decodeURIComponent(urlPath.slice(prefix.length));
  const file = path.resolve(dir, rel);
  if (!file.startsWith(dir + path.sep) && file !== dir) return null;
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return values.spa && !path.extname(rel) ? path.join(dir, 'index.html') : null;
}

http
  .createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = resolveFile((req.url ?? '/').split('?')[0]);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
      return;
    }
    const base = path.basename(file);
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', noCache.has(base) ? 'no-cache' : 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  })
  .listen(Number(values.port), values.host, () => console.log(`serving ${dir} at ${prefix} on :${values.port}`));
