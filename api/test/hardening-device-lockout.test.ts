// The lockout is not a denial of service. A completed login gives the browser a
// signed HttpOnly device cookie; wrong passwords from other devices lock only unknown devices (and
// the customer is mailed), while the customer's known devices keep their own 5 tries.
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '@portal/shared-kernel/contract';
import { loginResultSchema } from './support/contract.ts';
import { apiUrl, codeFrom, createTestApp, DEMO_PASSWORD, expectCode, expectOk, formBody, FORM, mailbox, steppedUp, wrongCode } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TARO = 'taro.yamada@example.jp';

function loginAs(username: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: apiUrl('login/auth'),
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    payload: formBody({ username, password }),
  });
}

/** The `portal_device=…` pair the answer sets, and its attributes. */
function deviceCookie(res: LightMyRequestResponse): { pair: string; attributes: string } {
  const header = res.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header]).find((h) => h?.startsWith('portal_device='));
  if (!value) throw new Error('no device cookie set');
  const [pair, ...attributes] = value.split('; ');
  return { pair: pair!, attributes: attributes.join('; ') };
}

describe('device cookies', () => {
  it('a completed login sets a signed HttpOnly cookie for the login endpoints only', async () => {
    const res = await loginAs('10000001', DEMO_PASSWORD);
    expectOk(res, loginResultSchema);
    const { pair, attributes } = deviceCookie(res);
    expect(pair).toMatch(/^portal_device=[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(attributes).toBe(`Path=${API_PREFIX}/login; Max-Age=31536000; HttpOnly; SameSite=Strict`);
    // The same device keeps its id.
    expect(deviceCookie(await loginAs('10000001', DEMO_PASSWORD, pair)).pair).toBe(pair);
    // A failed login sets nothing.
    expect((await loginAs('10000001', 'Wrong1234x')).headers['set-cookie']).toBeUndefined();
  });

  it('5 wrong passwords from elsewhere lock unknown devices only; the customer is mailed; the known device logs in', async () => {
    const { pair: known } = deviceCookie(await loginAs('10000001', DEMO_PASSWORD));
    for (let i = 0; i < 5; i++) expectCode(await loginAs('10000001', `Attack${i}x1`), 401, 'AUTH001');
    // The attacker's right password, a forged cookie and another customer's device are all unknown devices.
    expectCode(await loginAs('10000001', DEMO_PASSWORD), 401, 'AUTH001');
    const [id] = known.slice('portal_device='.length).split('.');
    expectCode(await loginAs('10000001', DEMO_PASSWORD, `portal_device=${id}.${'A'.repeat(43)}`), 401, 'AUTH001');
    const { pair: otherCustomersDevice } = deviceCookie(await loginAs('20000001', DEMO_PASSWORD));
    expectCode(await loginAs('10000001', DEMO_PASSWORD, otherCustomersDevice), 401, 'AUTH001');

    expectOk(await loginAs('10000001', DEMO_PASSWORD, known), loginResultSchema);
    const [notice] = await mailbox(t.app, TARO);
    expect(notice!.subject).toBe('【マイページ】ログインの一時停止のお知らせ');
    expect(notice!.text).toContain('これまでにログインしたことのある端末からは、引き続きログインできます。');
    expect(notice!.text).toContain('2026/04/01 09:15:00 まで停止しました');
    // The known device's login did not lift the lock of the others.
    expectCode(await loginAs('10000001', DEMO_PASSWORD), 401, 'AUTH001');
  });

  it('a known device has 5 tries of its own, claimed before comparing; locking it leaves the customer’s other devices alone', async () => {
    const { pair: stolen } = deviceCookie(await loginAs('10000001', DEMO_PASSWORD));
    const { pair: own } = deviceCookie(await loginAs('10000001', DEMO_PASSWORD));
    expect(stolen).not.toBe(own);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => loginAs('10000001', `Guess${i}x1`, stolen)));
    for (const answer of answers) expectCode(answer, 401, 'AUTH001');
    expectCode(await loginAs('10000001', DEMO_PASSWORD, stolen), 401, 'AUTH001');
    expectOk(await loginAs('10000001', DEMO_PASSWORD, own), loginResultSchema);
    expectOk(await loginAs('10000001', DEMO_PASSWORD), loginResultSchema);
    const events = await t.app.services.db.selectFrom('audit_log').select(['event', 'detail']).where('actor', '=', '10000001').execute();
    expect(events.filter((e) => e.event === 'login_failed' && e.detail?.includes('bad_password'))).toHaveLength(5);
    expect(events.filter((e) => e.event === 'login_device_locked')).toHaveLength(1);
    expect((await mailbox(t.app, TARO))[0]!.text).toContain('この端末からのログインを 2026/04/01 09:15:00 まで停止しました。');
    t.clock.advanceSeconds(15 * 60);
    expectOk(await loginAs('10000001', DEMO_PASSWORD, stolen), loginResultSchema);
  });

  it('the second factor completes the login and makes the device known', async () => {
    const start = await loginAs('10000003', DEMO_PASSWORD);
    const { sessionId } = expectCode(start, 200, 'AG_1000').result as { sessionId: string };
    expect(start.headers['set-cookie']).toBeUndefined();
    const code = codeFrom((await mailbox(t.app, 'ichiro.suzuki@example.jp'))[0]);
    expectCode(
      await t.app.inject({ method: 'GET', url: apiUrl('login/verifySecondVerifyCode'), query: { sessionId, verifyCode: wrongCode(code) } }),
      400,
      'VC001',
    );
    const done = await t.app.inject({ method: 'GET', url: apiUrl('login/verifySecondVerifyCode'), query: { sessionId, verifyCode: code } });
    expectOk(done, loginResultSchema);
    const { pair } = deviceCookie(done);
    for (let i = 0; i < 5; i++) expectCode(await loginAs('10000003', `Attack${i}x1`), 401, 'AUTH001');
    expectCode(await loginAs('10000003', DEMO_PASSWORD, pair), 200, 'AG_1000');
  });

  it('a new login password ends the trust in every device', async () => {
    const { pair } = deviceCookie(await loginAs('20000001', DEMO_PASSWORD));
    const session = expectOk(await loginAs('20000001', DEMO_PASSWORD, pair), loginResultSchema);
    expectCode(
      await t.app.inject({
        method: 'POST',
        url: apiUrl('customer/resetPwd'),
        headers: { ...FORM, 'gw-Token': session.token, ...(await steppedUp(t.app, session, 'loginPasswordChange')) },
        payload: formBody({ customerNo: '20000001', oldPwd: DEMO_PASSWORD, newPwd: 'Shoji2026x' }),
      }),
      200,
      'AG_1000',
    );
    for (let i = 0; i < 5; i++) expectCode(await loginAs('20000001', `Attack${i}x1`), 401, 'AUTH001');
    expectCode(await loginAs('20000001', 'Shoji2026x', pair), 401, 'AUTH001');
  });
});
