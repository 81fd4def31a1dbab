// The composed portal on one origin: host at /portal/ with SPA fallback, remotes under
// /portal/remotes/<name>/ (404 when missing), the runtime remotes.json, cache and security headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, login } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let root: string;
let t: TestApp;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  write(
    path.join(root, 'host/index.html'),
    '<!doctype html><html lang="ja"><head><script defer src="/portal/main.3f9a1c2b7d.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(path.join(root, 'host/main.3f9a1c2b7d.js'), 'console.log("host")');
  // what the production build leaves beside every text asset (tooling/webpack/precompress-plugin.js)
  fs.writeFileSync(path.join(root, 'host/main.3f9a1c2b7d.js.br'), zlib.brotliCompressSync('console.log("host")'));
  fs.writeFileSync(path.join(root, 'host/main.3f9a1c2b7d.js.gz'), zlib.gzipSync('console.log("host")'));
  write(path.join(root, 'host/favicon.ico'), 'ico');
  write(path.join(root, 'host/static/css/app.0a1b2c3d4e.css'), 'body{}');
  write(path.join(root, 'tools/mf-manifest.json'), '{"id":"remote_tools"}');
  write(path.join(root, 'tools/remoteEntry.js'), 'var remote_tools;');
  write(path.join(root, 'tools/412.8e0c5d1a.js'), 'chunk');
  write(path.join(root, 'security/mf-manifest.json'), '{"id":"remote_security"}');
  t = await createTestApp({
    config: {
      portal: {
        hostDir: path.join(root, 'host'),
        remotes: [
          { name: 'remote_tools', segment: 'tools', dir: path.join(root, 'tools') },
          { name: 'remote_security', segment: 'security', dir: path.join(root, 'security') },
        ],
        remotesJsonFile: null,
      },
      frameAncestors: ["'self'", 'https://www.example.jp'],
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const getUrl = (url: string) => t.app.inject({ method: 'GET', url });

describe('static portal', () => {
  it('redirects / and /portal to /portal/', async () => {
    for (const url of ['/', '/portal']) {
      const res = await getUrl(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/portal/');
    }
  });

  it('serves the host index with no-cache, and hashed assets as immutable', async () => {
    const index = await getUrl('/portal/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');
    const js = await getUrl('/portal/main.3f9a1c2b7d.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect((await getUrl('/portal/static/css/app.0a1b2c3d4e.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await getUrl('/portal/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for any /portal/* path that is not a file', async () => {
    for (const url of ['/portal/home', '/portal/customer/corp/info?type=info', '/portal/login/verify2', '/portal/cash/fast']) {
      const res = await getUrl(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves remotes under /portal/remotes/<name>/ and answers 404 for missing remote files', async () => {
    const manifest = await getUrl('/portal/remotes/tools/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'remote_tools' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await getUrl('/portal/remotes/tools/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await getUrl('/portal/remotes/tools/412.8e0c5d1a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/portal/remotes/tools/missing.js',
      '/portal/remotes/cash/mf-manifest.json',
      '/portal/remotes/tools/',
      '/portal/remotes',
      '/portal/remotes/security/remoteEntry.js',
    ]) {
      const res = await getUrl(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('never serves files outside the build directories', async () => {
    for (const url of [
      '/portal/..%2F..%2Fetc%2Fpasswd',
      '/portal/remotes/tools/..%2F..%2Fhost%2Findex.html',
      '/portal/%2e%2e/tools/remoteEntry.js',
    ]) {
      const res = await getUrl(url);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('var remote_tools');
    }
  });

  it('publishes /portal/remotes.json from the configured remotes', async () => {
    const res = await getUrl('/portal/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remote_tools: '/portal/remotes/tools/mf-manifest.json',
      remote_security: '/portal/remotes/security/mf-manifest.json',
    });
  });

  it('sends the precompressed copy the browser accepts (brotli before gzip), with Vary: Accept-Encoding', async () => {
    const url = '/portal/main.3f9a1c2b7d.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("host")');

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log("host")');

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("host")');
  });

  it('compresses remotes.json as the browser asks, revalidated every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/remotes.json', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toMatchObject({
      remote_tools: '/portal/remotes/tools/mf-manifest.json',
    });
    const gz = await t.app.inject({ method: 'GET', url: '/portal/remotes.json', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends the security headers on portal pages and API answers', async () => {
    const session = await login(t.app, '10000001');
    for (const res of [
      await getUrl('/portal/home'),
      await getUrl('/portal/remotes/tools/remoteEntry.js'),
      await getUrl('/fo-jp-web-api/api/public/banner/PC'),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self' https://www.example.jp");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const api = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/customer/view', headers: { 'gw-Token': session.token } });
    expect(api.headers['cache-control']).toBe('no-store');
    expect((await getUrl('/fo-jp-web-api/api/nothing-here')).headers['cache-control']).toBe('no-store');
  });
});

describe('PORTAL_REMOTES_JSON', () => {
  it('overrides the built map, is re-read when it changes, and adds external remote origins to the CSP', async () => {
    const file = path.join(root, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ remote_tools: 'https://tools.cdn.example.jp/mf-manifest.json' }));
    const other = await createTestApp({ config: { portal: { hostDir: path.join(root, 'host'), remotes: [], remotesJsonFile: file } } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/portal/remotes.json' });
      expect(res.json()).toEqual({ remote_tools: 'https://tools.cdn.example.jp/mf-manifest.json' });
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://tools.cdn.example.jp");
      fs.writeFileSync(
        file,
        JSON.stringify({ remote_tools: '/portal/remotes/tools/mf-manifest.json', remote_cash: '/portal/remotes/cash/mf-manifest.json' }),
      );
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(file, later, later);
      expect((await other.app.inject({ method: 'GET', url: '/portal/remotes.json' })).json()).toEqual({
        remote_tools: '/portal/remotes/tools/mf-manifest.json',
        remote_cash: '/portal/remotes/cash/mf-manifest.json',
      });
    } finally {
      await other.close();
    }
  });
});

describe('portal disabled', () => {
  it('without portal configuration /portal/ is not served', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/portal/' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
