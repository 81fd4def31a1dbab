// Hand-over links carry a short-lived single-use hand-over token, exchanged for a
// session of its own; the session token never travels in a URL, and is not accepted as one.
import { endpoints } from '@portal/shared-kernel/contract';
import { loginResultSchema } from './support/contract.ts';
import { codesOf, createTestApp, expectCode, expectOk, get, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const issue = async (token: string) => expectOk(await post(t.app, 'login/handoverToken', {}, token), endpoints.login.issueHandover.result);
const exchange = (username: string, handoverToken: string) => post(t.app, 'login/exchangeHandover', { username, handoverToken });

describe('hand-over tokens', () => {
  it('a hand-over token opens a new session once; the sender keeps its own', async () => {
    const sender = await login(t.app, '10000001');
    const { handoverToken, expiresAt } = await issue(sender.token);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(60_000);
    expect(handoverToken).not.toBe(sender.token);
    const received = expectOk(await exchange('10000001', handoverToken), loginResultSchema);
    expect(received.token).not.toBe(sender.token);
    expect(received.loginOutput.customerInfo.customerNo).toBe('10000001');
    expect(new Date(received.tokenExpireDate).getTime() - t.clock.now().getTime()).toBe(2 * 3600 * 1000);
    expectCode(await get(t.app, 'customer/view', received.token), 200, 'AG_1000');
    expectCode(await get(t.app, 'customer/view', sender.token), 200, 'AG_1000');
    expect(expectCode(await exchange('10000001', handoverToken), 401, '9000').localizedMessage).toBe(
      'ログイン情報の引き継ぎができませんでした。もう一度ログインしてください。',
    );
  });

  it('10 parallel exchanges of one token: exactly one session', async () => {
    const sender = await login(t.app, '10000001');
    const { handoverToken } = await issue(sender.token);
    const codes = codesOf(await Promise.all(Array.from({ length: 10 }, () => exchange('10000001', handoverToken))));
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(codes.filter((c) => c === '9000')).toHaveLength(9);
  });

  it('refuses the session token itself, another customer, an expired token and one whose session ended', async () => {
    const sender = await login(t.app, '10000001');
    expectCode(await exchange('10000001', sender.token), 401, '9000');
    // Another customer's login ID uses the token up.
    const first = await issue(sender.token);
    expectCode(await exchange('20000001', first.handoverToken), 401, '9000');
    expectCode(await exchange('10000001', first.handoverToken), 401, '9000');
    const late = await issue(sender.token);
    t.clock.advanceSeconds(61);
    expectCode(await exchange('10000001', late.handoverToken), 401, '9000');
    const orphan = await issue(sender.token);
    expectCode(await get(t.app, 'customer/logout', sender.token), 200, 'AG_1000');
    expectCode(await exchange('10000001', orphan.handoverToken), 401, '9000');
    expectCode(await post(t.app, 'login/handoverToken', {}), 401, '9000');
  });
});
