// Rate limits: per client address and per account, the address being exactly the
// one the trusted gateway hop saw; counted in the database (the two-replica test shows the sharing).
import { loadConfig } from '../src/config/env.ts';
import { apiUrl, createTestApp, DEMO_PASSWORD, expectCode, FORM, formBody, login } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const limits = { enabled: true, windowMs: 60_000, loginMax: 4, codeMax: 100, accountLoginMax: 3, accountCodeMax: 100 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: limits, trustProxy: 1 } });
});
afterAll(() => t.close());
// Every test starts in a window of its own.
beforeEach(() => t.clock.advanceSeconds(60));

const GATEWAY = '10.0.0.2';

function loginFrom(client: { remoteAddress?: string; forwardedFor?: string }, username: string, password = 'Wrong9999') {
  return t.app.inject({
    method: 'POST',
    url: apiUrl('login/auth'),
    remoteAddress: client.remoteAddress ?? GATEWAY,
    headers: { ...FORM, ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}) },
    payload: formBody({ username, password }),
  });
}

describe('per client address', () => {
  it('limits one address over different accounts, and a forged X-Forwarded-For opens no fresh bucket', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      // The client writes a new address of its own left of the one the gateway appends.
      const res = await loginFrom({ forwardedFor: `192.0.2.${i}, 198.51.100.7` }, `9999000${i}`);
      codes.push(res.json().code);
    }
    expect(codes).toEqual(['AUTH001', 'AUTH001', 'AUTH001', 'AUTH001', 'RL001', 'RL001']);

    // Another client behind the same gateway is not affected.
    expectCode(await loginFrom({ forwardedFor: '198.51.100.8' }, '99990009'), 401, 'AUTH001');
  });

  it('answers 429 RL001 with Retry-After until the window ends', async () => {
    for (let i = 0; i < 4; i++) await loginFrom({ forwardedFor: '198.51.100.20' }, `9999100${i}`);
    const limited = await loginFrom({ forwardedFor: '198.51.100.20' }, '10000001', DEMO_PASSWORD);
    expectCode(limited, 429, 'RL001');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    t.clock.advanceSeconds(retryAfter);
    expectCode(await loginFrom({ forwardedFor: '198.51.100.20' }, '10000001', DEMO_PASSWORD), 200, 'AG_1000');
  });

  it('ignores X-Forwarded-For from a client talking to the API directly (no proxy trusted)', async () => {
    const direct = await createTestApp({ config: { rateLimit: limits } });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await direct.app.inject({
          method: 'POST',
          url: apiUrl('login/auth'),
          remoteAddress: '203.0.113.9',
          headers: { ...FORM, 'x-forwarded-for': `192.0.2.${i}` },
          payload: formBody({ username: `9999200${i}`, password: 'x' }),
        });
        codes.push(res.json().code);
      }
      expect(codes.at(-1)).toBe('RL001');
    } finally {
      await direct.close();
    }
  });
});

describe('per account', () => {
  it('limits guesses at one login ID spread over many addresses', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await loginFrom({ forwardedFor: `198.51.100.${100 + i}` }, '10000004')).json().code);
    expect(codes).toEqual(['AUTH001', 'AUTH001', 'AUTH001', 'RL001', 'RL001']);
    // The login ID is compared as typed but case-insensitively and trimmed: no fresh bucket by spelling.
    expect((await loginFrom({ forwardedFor: '198.51.100.120' }, ' 10000004 ')).json().code).toBe('RL001');
    // Nor by typing it with the IME on: full-width digits are the same ID.
    expect((await loginFrom({ forwardedFor: '198.51.100.121' }, '１００００００４')).json().code).toBe('RL001');
    // Other accounts from those addresses go on.
    expectCode(await loginFrom({ forwardedFor: '198.51.100.100' }, '10000001', DEMO_PASSWORD), 200, 'AG_1000');
  });

  it("keys logged-in routes by the session's customer, whatever the address", async () => {
    const first = await login(t.app, '10000001');
    t.clock.advanceSeconds(60);
    const second = await login(t.app, '10000001');
    const change = (token: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: apiUrl('customer/resetPwd'),
        remoteAddress: GATEWAY,
        headers: { ...FORM, 'x-forwarded-for': address, 'gw-Token': token },
        payload: formBody({ customerNo: '10000001', oldPwd: 'Wrong9999', newPwd: 'Another2026' }),
      });
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await change(i % 2 ? first.token : second.token, `198.51.100.${200 + i}`)).json().code);
    expect(codes.slice(0, 3)).not.toContain('RL001');
    expect(codes[3]).toBe('RL001');
  });
});

describe('configuration', () => {
  it('refuses TRUST_PROXY=true (every forged X-Forwarded-For would be believed)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).rateLimit).toMatchObject({ loginMax: 60, codeMax: 30, accountLoginMax: 20, accountCodeMax: 10 });
  });
});
