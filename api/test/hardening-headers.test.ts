// Header hardening: the CSP restricts form targets, HSTS is sent behind TLS, a plain-http remote origin
// never enters script-src, and FRAME_ANCESTORS refuses wildcards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/env.ts';
import { RemotesMap } from '../src/portal/static-portal.ts';
import { createTestApp } from './helpers.ts';

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(/;\s*/)
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

describe('headers', () => {
  it("form-action 'self' (plus the bank gateway's origin), HSTS only when the request came over TLS", async () => {
    const t = await createTestApp({ config: { trustProxy: 1, bankGatewayUrl: 'https://pay.bank.example.jp/gateway/start' } });
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/public/banner/PC' });
      expect(directives(plain.headers['content-security-policy'])['form-action']).toBe("'self' https://pay.bank.example.jp");
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/public/banner/PC', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });

  it('admits https remote origins to script-src, plain http only on the loopback address outside production', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        remote_tools: 'https://cdn.example.jp/tools/mf-manifest.json',
        remote_cash: 'http://cdn.example.net/cash/mf-manifest.json',
        remote_dev: 'http://localhost:3001/mf-manifest.json',
      }),
    );
    try {
      const map = new RemotesMap([], file);
      expect(map.externalOrigins({ allowLoopbackHttp: true })).toEqual(['https://cdn.example.jp', 'http://localhost:3001']);
      expect(map.externalOrigins({ allowLoopbackHttp: false })).toEqual(['https://cdn.example.jp']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('FRAME_ANCESTORS refuses wildcards and bare schemes', () => {
    for (const value of ['*', 'https:', 'http://provider.example.jp', 'https://*.example.jp', "'self' *"]) {
      expect(() => loadConfig({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS/);
    }
    expect(loadConfig({ FRAME_ANCESTORS: "'self' https://www.provider.example.jp" }).frameAncestors).toEqual([
      "'self'",
      'https://www.provider.example.jp',
    ]);
    expect(loadConfig({ FRAME_ANCESTORS: "'none'" }).frameAncestors).toEqual(["'none'"]);
  });
});
