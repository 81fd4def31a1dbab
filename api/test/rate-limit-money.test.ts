// Rate limits of the money calls (per customer, RATE_LIMIT_MONEY_MAX per endpoint and window) and of
// the banks' notifications (per source address, with an optional allowlist and the signature checked
// before any payment is read), and the IETF RateLimit / RateLimit-Policy fields on every limited
// answer (draft-ietf-httpapi-ratelimit-headers-11) with Retry-After on 429. SQLite and PostgreSQL.
import type { LightMyRequestResponse } from 'fastify';
import { BankSigner } from '../src/domain/bank-signature.ts';
import { AddressList } from '../src/http/address-list.ts';
import { apiUrl, createTestApp, DEMO_PASSWORD, expectCode, FORM, formBody, login, post, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectReconciled, movementCount, newKey } from './cash-helpers.ts';

const limits = { enabled: true, windowMs: 60_000, loginMax: 50, codeMax: 50, accountLoginMax: 3, accountCodeMax: 50, moneyMax: 3, notifyMax: 4 };

/** A structured-field list of items `"name";a=1;b=2` → { name: { a: 1, b: 2 } } (what a client parses). */
function fieldItems(value: string | string[] | number | undefined): Record<string, Record<string, number>> {
  expect(typeof value).toBe('string');
  const out: Record<string, Record<string, number>> = {};
  for (const item of String(value).split(',')) {
    const [name, ...params] = item.trim().split(';');
    expect(name).toMatch(/^"[a-z]+"$/);
    out[(name as string).slice(1, -1)] = Object.fromEntries(
      params.map((p) => {
        const [k, v] = p.split('=');
        expect(v).toMatch(/^\d+$/);
        return [k as string, Number(v)];
      }),
    );
  }
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: limits } });
});
afterAll(async () => {
  try {
    await expectReconciled(t);
  } finally {
    await t.close();
  }
});
// Every test starts in a window of its own.
beforeEach(() => t.clock.advanceSeconds(60));

describe('RateLimit and RateLimit-Policy fields', () => {
  it('every answer of a limited endpoint says the policy and what is left; a refusal has r=0 and Retry-After', async () => {
    const attempt = () => post(t.app, 'login/auth', { username: '10000004', password: 'Wrong9999' });
    const first = await attempt();
    expectCode(first, 401, 'AUTH001');
    expect(fieldItems(first.headers['ratelimit-policy'])).toEqual({ address: { q: 50, w: 60 }, account: { q: 3, w: 60 } });
    const state = fieldItems(first.headers.ratelimit);
    expect(state.address).toMatchObject({ r: 49 });
    expect(state.account).toMatchObject({ r: 2 });
    expect(state.account!.t).toBeGreaterThan(0);
    expect(state.account!.t).toBeLessThanOrEqual(60);
    expect(first.headers['retry-after']).toBeUndefined();

    await attempt();
    expect(fieldItems((await attempt()).headers.ratelimit).account).toMatchObject({ r: 0 });
    const refused = await attempt();
    expectCode(refused, 429, 'RL001');
    expect(fieldItems(refused.headers.ratelimit).account).toMatchObject({ r: 0 });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBe(fieldItems(refused.headers.ratelimit).account!.t);

    t.clock.advanceSeconds(retryAfter);
    const after = await post(t.app, 'login/auth', { username: '10000004', password: DEMO_PASSWORD });
    expectCode(after, 200, 'AG_1000');
    expect(fieldItems(after.headers.ratelimit).account).toMatchObject({ r: 2 });
  });

  it('endpoints without a limit send neither field', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl('public/banner/PC') });
    expect(res.headers['ratelimit-policy']).toBeUndefined();
    expect(res.headers.ratelimit).toBeUndefined();
  });
});

describe('money calls, per customer', () => {
  const transfer = (token: string) =>
    post(t.app, 'transfer/submit', { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '1000', idempotencyKey: newKey() }, token);

  it('transfer/submit: the customer’s fourth in a window is refused (nothing moves) and another customer is not affected', async () => {
    const kenta = await login(t.app, '10000005');
    const before = await movementCount(t, '10000005');
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await transfer(kenta.token)).json().code);
    expect(codes).toEqual(['AG_1000', 'AG_1000', 'AG_1000', 'RL001', 'RL001']);
    expect(await movementCount(t, '10000005')).toBe(before + 3);
    const refused = await transfer(kenta.token);
    expect(fieldItems(refused.headers['ratelimit-policy'])).toEqual({ address: { q: 50, w: 60 }, account: { q: 3, w: 60 } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A second session of the same customer shares the bucket; another customer has their own.
    const again = await login(t.app, '10000005', { device: 'iOS' });
    expectCode(await transfer(again.token), 429, 'RL001');
    const taro = await login(t.app, '10000001');
    expectCode(
      await post(
        t.app,
        'transfer/submit',
        { fromAccountNo: '51000011', toAccountNo: '51000012', amount: '1000', idempotencyKey: newKey() },
        taro.token,
      ),
      200,
      'AG_1000',
    );
    t.clock.advanceSeconds(60);
    expectCode(await transfer(kenta.token), 200, 'AG_1000');
  });

  it.each([
    ['deposit/onlinePay', { accountNo: '51000051', amount: '10000', bankCode: '0001' }],
    ['withdraw/submit', { accountNo: '51000051', amount: '1000', password: 'Kenta2026' }],
    ['withdraw/cancel', { receiptNo: 'WD26040199999999' }],
  ] as const)('%s is limited per customer too', async (path, fields) => {
    const kenta = await login(t.app, '10000005');
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(t.app, path, { ...fields, idempotencyKey: newKey() }, kenta.token);
      codes.push(res.json().code);
      expect(res.headers['ratelimit-policy']).toBeDefined();
    }
    expect(codes.slice(0, 3)).not.toContain('RL001');
    expect(codes[3]).toBe('RL001');
  });

  it('statements: one customer cannot ask for PDFs without end', async () => {
    const kenta = await login(t.app, '10000005');
    const codes: string[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await post(t.app, 'cash/report/downloadToken', { accountNo: '51000051', period: 'monthly', date: '2026-03' }, kenta.token)).json().code,
      );
    expect(codes).toEqual(['AG_1000', 'AG_1000', 'AG_1000', 'RL001']);
  });
});

describe('a flood on one bucket', () => {
  it('counts exactly (no more than the limit goes through) with few statements: hits arriving together share one', async () => {
    const kenta = await login(t.app, '10000005');
    const hit = jest.spyOn(t.app.services.repos.rateLimitBuckets, 'hit');
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => post(t.app, 'withdraw/cancel', { receiptNo: 'WD26040199999997', idempotencyKey: newKey() }, kenta.token)),
      );
      const codes = answers.map((res) => res.json().code as string);
      expect(codes.filter((code) => code !== 'RL001')).toHaveLength(3);
      expect(codes.filter((code) => code === 'RL001')).toHaveLength(37);
      // Every refusal says r=0; the three that went on each saw their own place in the count.
      const left = answers.filter((res) => res.json().code !== 'RL001').map((res) => fieldItems(res.headers.ratelimit).account!.r);
      expect(left.sort()).toEqual([0, 1, 2]);
      // PostgreSQL (a pool of connections, row locks): 40 requests × 2 buckets in far fewer statements.
      // SQLite answers each statement before the next request arrives, so there is nothing to share.
      if (usingPostgres) expect(hit.mock.calls.length).toBeLessThan(40);
    } finally {
      hit.mockRestore();
    }
  });
});

describe('deposit/notify', () => {
  const signer = () => new BankSigner(t.app.services.secrets.app);
  const message = (paymentId: string) => ({
    paymentId,
    bankTransactionId: 'BANKTX-9001',
    bankCode: '0001',
    accountNo: '51000051',
    amount: '1000',
    result: 'approved' as const,
    notifiedAt: t.clock.now().toISOString(),
  });
  const notify = (body: unknown, from = '203.0.113.50') =>
    t.app.inject({
      method: 'POST',
      url: apiUrl('deposit/notify'),
      remoteAddress: from,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('verifies the signature before it reads any payment', async () => {
    const find = jest.spyOn(t.app.services.repos.onlinePayments, 'find');
    try {
      const forged = { ...message('00000000-0000-4000-8000-000000000001'), signature: new BankSigner('not-the-secret').notification(message('x')) };
      expectCode(await notify(forged), 401, 'CSH007');
      expect(find).not.toHaveBeenCalled();
      const signed = message('00000000-0000-4000-8000-000000000002');
      expectCode(await notify({ ...signed, signature: signer().notification(signed) }), 409, 'CSH008');
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  it('is rate-limited per source address', async () => {
    const forged = { ...message('00000000-0000-4000-8000-000000000003'), signature: 'A'.repeat(43) };
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await notify(forged, '203.0.113.60')).json().code);
    expect(codes).toEqual(['CSH007', 'CSH007', 'CSH007', 'CSH007', 'RL001', 'RL001']);
    // Another address has a bucket of its own.
    expectCode(await notify(forged, '203.0.113.61'), 401, 'CSH007');
  });

  it('with BANK_NOTIFY_ALLOW, refuses any other address before the body is read or anything counted', async () => {
    const allowed = await createTestApp({ config: { rateLimit: limits, bankNotifyAllow: new AddressList(['198.51.100.0/28']) } });
    try {
      const send = (payload: string, from: string) =>
        allowed.app.inject({
          method: 'POST',
          url: apiUrl('deposit/notify'),
          remoteAddress: from,
          headers: { 'content-type': 'application/json' },
          payload,
        });
      const body = JSON.stringify({ ...message('00000000-0000-4000-8000-000000000004'), signature: 'A'.repeat(43) });
      for (let i = 0; i < 6; i++) {
        const refused = await send(body, '203.0.113.9');
        expectCode(refused, 403, 'CSH011');
        expect(refused.headers.ratelimit).toBeUndefined();
      }
      // Not even parsed: broken JSON from outside gets the same refusal.
      expectCode(await send('{"broken', '203.0.113.9'), 403, 'CSH011');
      expectCode(await send(body, '198.51.100.5'), 401, 'CSH007');
      expectCode(await send(body, '::ffff:198.51.100.6'), 401, 'CSH007');
    } finally {
      await allowed.close();
    }
  });
});

describe('what the browser sees', () => {
  it('a 429 keeps the envelope the client shows', async () => {
    const kenta = await login(t.app, '10000005');
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4; i++)
      last = await t.app.inject({
        method: 'POST',
        url: apiUrl('withdraw/cancel'),
        headers: { ...FORM, 'gw-token': kenta.token },
        payload: formBody({ receiptNo: 'WD26040199999998', idempotencyKey: newKey() }),
      });
    expect(expectCode(last!, 429, 'RL001').localizedMessage).toBe('リクエストが多すぎます。しばらくしてからもう一度お試しください。');
  });
});
