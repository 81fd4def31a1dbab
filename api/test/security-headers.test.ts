// Security headers on API answers of every kind (success, validation failure, session failure,
// unknown route, rate limit) and a configurable frame-ancestors list. The portal pages are checked in
// static-portal.test.ts with the same policy.
import { TOKEN_HEADER } from '@portal/shared-kernel/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { frameAncestors: ["'self'", 'https://www.provider.example.jp'] } });
});
afterAll(() => t.close());

function expectSecurityHeaders(res: LightMyRequestResponse, frameAncestors: string): void {
  const csp = String(res.headers['content-security-policy']);
  const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
  expect(directives['script-src']).toBe("'self'");
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(directives['script-src']).not.toMatch(/unsafe-inline|data:|\*/);
  expect(directives['default-src']).toBe("'self'");
  expect(directives['object-src']).toBe("'none'");
  expect(directives['base-uri']).toBe("'self'");
  expect(directives['frame-ancestors']).toBe(frameAncestors);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('security headers on API answers', () => {
  it('success, validation failure, 401, 404 and the withdrawal-password routes all carry them', async () => {
    const session = await login(t.app, '10000001');
    const frame = "'self' https://www.provider.example.jp";
    const answers = [
      await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/customer/view', headers: { [TOKEN_HEADER]: session.token } }),
      await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/withdraw/isWithdrawPwdSet', headers: { [TOKEN_HEADER]: session.token } }),
      await post(t.app, 'withdraw/setWithdrawPwd', { customerId: 1 }, session.token),
      await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/customer/view' }),
      await post(t.app, 'login/auth', { username: '10000001', password: 'Wrong1234' }),
      await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/no/such/route' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 400, 401, 401, 404]);
    for (const res of answers) expectSecurityHeaders(res, frame);
  });

  it('router errors (a malformed escape, an over-long parameter) carry them and the request id too', async () => {
    const frame = "'self' https://www.provider.example.jp";
    const bad = await t.app.inject({
      method: 'GET',
      url: '/fo-jp-web-api/api/public/banner/image/%E0%A4%A',
      headers: { 'x-request-id': 'req-bad-url-0001' },
    });
    const long = await t.app.inject({ method: 'GET', url: `/fo-jp-web-api/api/public/banner/image/${'9'.repeat(1000)}` });
    expect([bad.statusCode, long.statusCode]).toEqual([400, 414]);
    for (const res of [bad, long]) expectSecurityHeaders(res, frame);
    expect(bad.headers['x-request-id']).toBe('req-bad-url-0001');
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('while draining every answer closes its connection; before, none does', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/no/such/route' });
    expect(before.headers.connection).not.toBe('close');
    t.app.operations.draining = true;
    try {
      const answers = [
        await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/customer/view' }),
        await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/public/banner/image/%E0%A4%A' }),
      ];
      for (const res of answers) expect(res.headers.connection).toBe('close');
    } finally {
      t.app.operations.draining = false;
    }
  });

  it("a route's own policy and caching replace the defaults (the OpenAPI document is revalidated, not no-store)", async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['cache-control']).toBe('no-cache');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
  });

  it("defaults frame-ancestors to 'self' and answers a rate-limited call with the same headers", async () => {
    const strict = await createTestApp({ config: { rateLimit: { enabled: true, windowMs: 60_000, loginMax: 1, codeMax: 1 } } });
    try {
      await post(strict.app, 'login/auth', { username: '10000001', password: 'Wrong1234' });
      const limited = await post(strict.app, 'login/auth', { username: '10000001', password: 'Wrong1234' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RL001');
      expectSecurityHeaders(limited, "'self'");
    } finally {
      await strict.close();
    }
  });
});
