// The dev clock (DEV_CLOCK): POST /dev/clock moves the time every service reads, so the rules bound
// to time follow it — one step-up code per customer and 60 s, a code's 30 minutes, a step-up token's
// 5 — and GET /dev/clock and the mailbox's sentAt tell the moved time. Off, the route is 404.
import { endpoints } from '@portal/shared-kernel/contract';
import {
  codeFrom,
  createTestApp,
  expectCode,
  expectOk,
  get,
  latestMail,
  loginFully,
  post,
  postJson,
  startMfaLogin,
  stepUp,
  stepUpHeader,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newKey } from './cash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { devClock: true } });
});
afterAll(() => t.close());

async function serverNow(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/clock' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { now: string }).now;
}

const move = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/dev/clock', headers: { 'content-type': contentType }, payload });

async function advance(seconds: number): Promise<string> {
  const res = await move(JSON.stringify({ advanceSeconds: seconds }));
  expect(res.statusCode).toBe(200);
  return (res.json() as { now: string }).now;
}

const plus = (iso: string, seconds: number) => new Date(new Date(iso).getTime() + seconds * 1000).toISOString();

describe('the dev clock (DEV_CLOCK on)', () => {
  it('answers the server time and moves it forward by advanceSeconds, on top of the injected clock', async () => {
    const before = await serverNow();
    // The test clock stands still: only the moves change the time.
    expect(before).toBe(t.clock.now().toISOString());
    expect(await advance(90)).toBe(plus(before, 90));
    expect(await serverNow()).toBe(plus(before, 90));
    t.clock.advanceSeconds(10);
    expect(await serverNow()).toBe(plus(before, 100));
  });

  it('lets the next step-up code go out once it is 60 s on; the mail carries the moved time', async () => {
    const taro = await loginFully(t.app, '10000001');
    const start = () => postJson(t.app, 'stepUp/start', { operation: 'withdraw', method: 'code' }, taro.token);
    expectOk(await start(), endpoints.stepUp.start.result);
    const first = await latestMail(t.app, 'taro.yamada@example.jp', '本人確認コード');
    expect(first.sentAt).toBe(await serverNow());
    expectCode(await start(), 429, 'VC004');
    await advance(59);
    expectCode(await start(), 429, 'VC004');
    expect(await advance(1)).toBe(plus(first.sentAt, 60));
    const again = expectOk(await start(), endpoints.stepUp.start.result);
    const second = await latestMail(t.app, 'taro.yamada@example.jp', '本人確認コード');
    expect(second.sentAt).toBe(plus(first.sentAt, 60));
    expect(second.text).not.toBe(first.text);
    // The new code proves the customer.
    if (again.method === 'passkey') throw new Error('a code step-up');
    const verified = await postJson(t.app, 'stepUp/verify', { method: 'code', sessionId: again.sessionId, verifyCode: codeFrom(second) }, taro.token);
    expectOk(verified, endpoints.stepUp.verify.result);
  });

  it('expires an e-mailed code after its 30 minutes, and a step-up token after its 5', async () => {
    const { sessionId, code } = await startMfaLogin(t.app);
    await advance(30 * 60 + 1);
    expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode: code }), 400, 'VC002');

    const kenta = await loginFully(t.app, '10000005');
    const token = await stepUp(t.app, kenta, 'withdraw');
    await advance(301);
    const withdraw = await post(
      t.app,
      'withdraw/submit',
      { accountNo: '51000051', amount: '10000', password: 'Kenta2026', idempotencyKey: newKey() },
      kenta.token,
      stepUpHeader(token),
    );
    expect(expectCode(withdraw, 403, 'SU001').result).toMatchObject({ reason: 'expired' });
  });

  it.each([
    ['zero', '{"advanceSeconds":0}'],
    ['negative', '{"advanceSeconds":-60}'],
    ['a fraction', '{"advanceSeconds":1.5}'],
    ['more than a day', '{"advanceSeconds":86401}'],
    ['a string', '{"advanceSeconds":"60"}'],
    ['missing', '{}'],
    ['null', 'null'],
    ['an array', '[60]'],
    ['malformed JSON', '{"advanceSeconds":'],
  ])('refuses advanceSeconds %s with 400 VAL001, and the time stays', async (_name, payload) => {
    const before = await serverNow();
    const res = await move(payload);
    expectCode(res, 400, 'VAL001');
    if (payload !== '{"advanceSeconds":') expect(res.json().message).toMatch(/advanceSeconds must be an integer from 1 to 86400/);
    expect(await serverNow()).toBe(before);
  });

  it('refuses a form body and an empty one the same way', async () => {
    const before = await serverNow();
    expectCode(await move('advanceSeconds=60', 'application/x-www-form-urlencoded'), 400, 'VAL001');
    expectCode(await t.app.inject({ method: 'POST', url: '/dev/clock' }), 400, 'VAL001');
    expect(await serverNow()).toBe(before);
  });

  it('takes the largest move, a day', async () => {
    const before = await serverNow();
    expect(await advance(86_400)).toBe(plus(before, 86_400));
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dev'))).toEqual([]);
  });
});

describe('without DEV_CLOCK (the default)', () => {
  it('has no /dev/clock, and the time is the injected clock', async () => {
    const off = await createTestApp();
    try {
      expect(off.config.devClock).toBe(false);
      for (const method of ['GET', 'POST'] as const) {
        const res = await off.app.inject({
          method,
          url: '/dev/clock',
          headers: { 'content-type': 'application/json' },
          payload: method === 'POST' ? '{"advanceSeconds":60}' : undefined,
        });
        expectCode(res, 404, 'NF001');
      }
      await startMfaLogin(off.app);
      const mail = await latestMail(off.app, 'ichiro.suzuki@example.jp', 'ログイン認証コード');
      expect(mail.sentAt).toBe(off.clock.now().toISOString());
    } finally {
      await off.close();
    }
  });
});
