// The static container of an app, over a real socket: precompressed copies as the browser asks,
// cache rules, security headers, and a malformed URL that must not end the process.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticServer, acceptedEncodings } from './static-server.js';
import { precompressFile, textAssets } from '../webpack/precompress-plugin.js';

let dir;
let server;
let base;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(dir, '412.8e0c5d1a2b.js'), 'console.log("chunk");'.repeat(50));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote_tools;');
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  for (const file of textAssets(dir)) precompressFile(file);
  server = createStaticServer({ dir, prefix: '/portal/remotes/tools/', frameAncestors: "'self' https://www.example.jp" });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}/portal/remotes/tools`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** fetch() would decompress for us; a plain http request shows what went over the wire. */
function raw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ res: { headers: new Headers(res.headers) }, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('precompress plugin', () => {
  it('leaves brotli and gzip copies of text assets only, each decompressing to the original', () => {
    const names = fs.readdirSync(dir).sort();
    expect(names).toEqual(
      expect.arrayContaining(['412.8e0c5d1a2b.js.br', '412.8e0c5d1a2b.js.gz', 'index.html.br', 'index.html.gz', 'remoteEntry.js.br']),
    );
    expect(names).not.toContain('logo.png.br');
    const original = fs.readFileSync(path.join(dir, '412.8e0c5d1a2b.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, '412.8e0c5d1a2b.js.br')))).toEqual(original);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, '412.8e0c5d1a2b.js.gz')))).toEqual(original);
    expect(fs.statSync(path.join(dir, '412.8e0c5d1a2b.js.br')).size).toBeLessThan(original.length / 5);
  });
});

describe('static server', () => {
  it('reads Accept-Encoding with weights', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
  });

  it('sends the brotli copy to a browser that accepts it, gzip otherwise, the file itself to anyone else', async () => {
    const original = fs.readFileSync(path.join(dir, '412.8e0c5d1a2b.js'));
    const br = await raw(`${base}/412.8e0c5d1a2b.js`, 'gzip, deflate, br');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.bytes)).toEqual(original);

    const gz = await raw(`${base}/412.8e0c5d1a2b.js`, 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(gz.bytes)).toEqual(original);

    const plain = await raw(`${base}/412.8e0c5d1a2b.js`, 'identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes).toEqual(original);
  });

  it('revalidates remoteEntry.js and index.html; sends the CSP with frame-ancestors and no CORS header', async () => {
    const { res } = await raw(`${base}/remoteEntry.js`, 'br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://www.example.jp");
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed URL with 400 and keeps serving', async () => {
    const bad = await fetch(`${base}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    const nul = await fetch(`${base}/412.8e0c5d1a2b.js%00.png`);
    expect(nul.status).toBe(404);
    const after = await fetch(`${base}/remoteEntry.js`);
    expect(after.status).toBe(200);
  });

  it('never serves outside its folder', async () => {
    const res = await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`);
    expect(res.status).toBe(404);
  });
});
