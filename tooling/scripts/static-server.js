// The static container of one app (used by tooling/scripts/serve-static.mjs): serves one production
// build under a path prefix.
// mf-manifest.json, remoteEntry.js and index.html are revalidated (no-cache); content-hashed files are
// immutable. Text assets go out as the build's precompressed .br / .gz copies when the browser accepts
// them (Vary: Accept-Encoding). A malformed URL is a 400, never a crash. Same-origin only (no CORS):
// the gateway puts every app on one origin. FRAME_ANCESTORS (space-separated) feeds the CSP.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const noCache = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The encodings the request accepts, brotli first. */
export function acceptedEncodings(header = '') {
  const q = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const ok = (name) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return [...(ok('br') ? ['br'] : []), ...(ok('gzip') ? ['gzip'] : [])];
}

export function createStaticServer({ dir, prefix, spa = false, frameAncestors = "'self'" }) {
  const root = path.resolve(dir);
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

  /** The file a URL path names inside the build, null when none; throws URIError on bad escapes. */
  function resolveFile(urlPath) {
    if (!urlPath.startsWith(base)) return null;
    const rel = decodeURIComponent(urlPath.slice(base.length));
    if (rel.includes('\0')) return null;
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep) && file !== root) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    return spa && !path.extname(rel) ? path.join(root, 'index.html') : null;
  }

  return http.createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Content-Security-Policy', csp);
    const plain = (status, text) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method Not Allowed');
    let file;
    try {
      file = resolveFile((req.url ?? '/').split('?')[0]);
    } catch {
      return plain(400, 'Bad Request');
    }
    if (!file) return plain(404, 'Not Found');
    const name = path.basename(file);
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', noCache.has(name) || !HASHED_FILE.test(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
    res.setHeader('vary', 'Accept-Encoding');
    let body = file;
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      const candidate = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (fs.existsSync(candidate)) {
        res.setHeader('content-encoding', encoding);
        body = candidate;
        break;
      }
    }
    res.setHeader('content-length', fs.statSync(body).size);
    if (req.method === 'HEAD') return res.end();
    const stream = fs.createReadStream(body);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
}
