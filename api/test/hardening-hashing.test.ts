// The hashing one customer can cause is bounded. Every check of the "contains the
// login password" rule counts (not only hits): 20 per customer and hour, then RL001, however parallel.
// Per process, scrypt runs in a bounded queue where logins go before those background checks, so a
// flood of 32-character trading-password attempts does not hold an unrelated login behind it.
import { customerIdOf, codesOf, createTestApp, DEMO_PASSWORD, expectCode, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
afterEach(() => t.close());

/** 32 characters, two kinds, no personal data, not containing Demo1234. */
const longPassword = (i: number) => `Kabu${String(i).padStart(4, '0')}xyzwvutsrqponmlkjihgfe`.slice(0, 32);
const setTrading = (session: Awaited<ReturnType<typeof login>>, password: string) =>
  post(t.app, 'tradingPwd/setTrdPwd', { customerId: customerIdOf(session), password }, session.token);

describe('"contains the login password" checks per customer', () => {
  it('30 parallel checks: 20 are hashed, 10 answer RL001; an hour later checks work again', async () => {
    t = await createTestApp();
    const taro = await login(t.app, '10000001');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => setTrading(taro, longPassword(i))));
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 'RL001')).toHaveLength(10);
    // The first store wins, the other checked ones find the password set.
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PW012')).toHaveLength(19);
    const refused = answers.find((a) => a.json().code === 'RL001')!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().localizedMessage).toBe('取引パスワードの確認回数が上限に達しました。しばらく時間をおいてから、もう一度お試しください。');

    const change = (oldPassword: string, password: string) =>
      post(t.app, 'tradingPwd/changeTrdPwd', { customerId: customerIdOf(taro), oldPassword, password }, taro.token);
    const current = longPassword(Number(answers.findIndex((a) => a.json().code === 'AG_1000')));
    expectCode(await change(current, longPassword(100)), 429, 'RL001');
    t.clock.advanceSeconds(3600);
    expectCode(await change(current, longPassword(100)), 200, 'AG_1000');
  });
});

describe('scrypt per process', () => {
  it('an unrelated login waits for a slot, not behind the queue of 8 parallel 32-character checks of another customer', async () => {
    // A scrypt cost where hashing, not the database, takes the time.
    t = await createTestApp({ config: { scrypt: { N: 2 ** 13, r: 8, p: 1, keyLength: 64 } } });
    const taro = await login(t.app, '10000001');
    const floodStarted = Date.now();
    const flood = Promise.all(Array.from({ length: 8 }, (_, i) => setTrading(taro, longPassword(i))));
    // The login goes out once most of the flood's 8 × 25 substring hashes are queued.
    const { queue } = t.app.services.hasher;
    while (queue.running + queue.waiting < 150) await new Promise((resolve) => setImmediate(resolve));
    const loginStarted = Date.now();
    expectCode(await post(t.app, 'login/auth', { username: '20000001', password: DEMO_PASSWORD }), 200, 'AG_1000');
    const loginMs = Date.now() - loginStarted;
    await flood;
    const floodMs = Date.now() - floodStarted;
    // FIFO behind 150 hashes the login took about half the flood's time; first in line, a few hashes.
    expect(loginMs).toBeLessThan(floodMs / 5);
    expect(queue.running + queue.waiting).toBe(0);
    expect(queue.slots).toBeLessThanOrEqual(4);
  });
});
