// 「心当たりがない」 on a login of the last 30 days: every session of the customer ends at once, login
// with every method and withdrawals stop, an audit row and a mail — until the login password is
// reset through the forgotten-password flow, which lifts the lock. And the notices: plain text, no
// link to a page that asks for a password.
import { endpoints } from '@portal/shared-kernel/contract';
import {
  codeMailedBy,
  createTestApp,
  customerIdOf,
  DEMO_PASSWORD,
  expectCode,
  expectOk,
  get,
  latestMail,
  login,
  loginFully,
  mailbox,
  post,
  postJson,
  stepUpHeader,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newKey } from './cash-helpers.ts';
import { newAuthenticator, passkeyLogin, passkeyLoginResponse, passkeyStepUp, registerPasskey } from './support/passkeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = async (token: string) => expectOk(await get(t.app, 'customer/loginHistory', token), endpoints.customer.loginHistory.result);

describe('the login history', () => {
  it('shows how each login was made, from where, and which may be reported (the last 30 days)', async () => {
    const old = await login(t.app, '20000002');
    t.clock.advanceSeconds(31 * 86_400);
    const session = await login(t.app, '20000002', { device: 'Android' });
    const entries = await history(session.token);
    expect(entries[0]).toMatchObject({ id: session.sid, method: 'password', device: 'Android', current: true, reportable: true, reportedAt: null });
    expect(entries.find((e) => e.id === old.sid)).toMatchObject({ method: 'password', reportable: false });
    expectCode(await postJson(t.app, 'customer/loginHistory/report', { id: old.sid }, session.token), 400, 'SEC002');
    // Another customer's login is not this customer's to report.
    const stranger = await login(t.app, '10000008');
    expectCode(await postJson(t.app, 'customer/loginHistory/report', { id: stranger.sid }, session.token), 400, 'SEC002');
  });
});

describe('「心当たりがない」', () => {
  it('ends every session, stops login with every method and withdrawals, audits and mails, until the password is reset', async () => {
    // Kenta: a passkey, a withdrawal password, two browsers.
    const first = await loginFully(t.app, '10000005');
    const authenticator = newAuthenticator();
    await registerPasskey(t.app, first, authenticator);
    t.clock.advanceSeconds(1);
    const second = await passkeyLogin(t.app, authenticator);
    const customerId = customerIdOf(first);
    // A withdrawal step-up obtained before the report.
    const token = await passkeyStepUp(t.app, second.token, authenticator, 'withdraw');

    const reported = expectOk(
      await postJson(t.app, 'customer/loginHistory/report', { id: first.sid }, second.token),
      endpoints.customer.reportLogin.result,
    );
    expect(reported.sessionsEnded).toBe(2);
    // Every session ended at once, the caller's too.
    for (const session of [first, second]) expectCode(await get(t.app, 'customer/view', session.token), 401, '1010');
    const audit = await t.app.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('event', '=', 'login_reported')
      .execute();
    expect(audit).toHaveLength(1);
    const mail = await latestMail(t.app, 'kenta.ito@example.jp', 'ログインと出金の停止のお知らせ');
    expect(mail.text).toContain('「パスワードをお忘れの方」');
    expect(mail.text).not.toMatch(/https?:|www\./);

    // Login with every method is refused: the password answers like a wrong one, the passkey says why.
    expectCode(await post(t.app, 'login/auth', { username: '10000005', password: DEMO_PASSWORD }), 401, 'AUTH001');
    const passkey = expectCode(await passkeyLoginResponse(t.app, authenticator), 423, 'SEC001');
    expect(passkey.localizedMessage).toContain('パスワードをお忘れの方');
    // A session that existed anyway (issued behind the API's back) cannot withdraw.
    const stray = await t.app.services.sessions.issue({
      customerId,
      device: 'PC',
      platform: 'MyPage',
      autoLogin: false,
      meta: { ip: null, userAgent: null },
    });
    const straySession = { ...second, token: stray.token, sid: stray.jti };
    const strayToken = await passkeyStepUp(t.app, straySession.token, authenticator, 'withdraw');
    const withdrawal = await post(
      t.app,
      'withdraw/submit',
      { accountNo: '51000051', amount: '10000', password: 'Kenta2026', idempotencyKey: newKey() },
      straySession.token,
      stepUpHeader(strayToken),
    );
    expectCode(withdrawal, 423, 'SEC001');
    expect(token).not.toBe(strayToken);

    // The forgotten-password flow lifts the lock.
    const { result: step1, code } = await codeMailedBy(t.app, 'kenta.ito@example.jp', 'パスワード再設定の認証コード', () =>
      post(t.app, 'public/user/forgetPwdStep1', { username: '10000005', email: 'kenta.ito@example.jp' }),
    );
    const { sessionId } = expectOk(step1, endpoints.public.forgetPwdStep1.result);
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: code }), 200, 'AG_1000');
    expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Kenta2027x' }), 200, 'AG_1000');
    expect((await t.app.services.repos.customers.getById(customerId)).security_locked_at).toBeNull();
    expectCode(await passkeyLoginResponse(t.app, authenticator), 200, 'AG_1000');
    const back = await post(t.app, 'login/auth', { username: '10000005', password: 'Kenta2027x' });
    expect(expectCode(back, 200, 'AG_1000').result).toMatchObject({ secondVerifyRequired: true });
  });

  it('a password login on its way when the report comes in is ended too', async () => {
    const taro = await loginFully(t.app, '10000001');
    // Another browser is between the password and the code of its login.
    await t.app.services.repos.customers.updateProfile(customerIdOf(taro), { mfa_enabled: 1 }, t.clock.now().toISOString());
    const { result: challenge, code } = await codeMailedBy(t.app, 'taro.yamada@example.jp', 'ログイン認証コード', () =>
      post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD }),
    );
    const { sessionId } = expectCode(challenge, 200, 'AG_1000').result as { sessionId: string };
    expectOk(await postJson(t.app, 'customer/loginHistory/report', { id: taro.sid }, taro.token), endpoints.customer.reportLogin.result);
    expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode: code }), 401, 'AUTH001');
    const sessions = await t.app.services.db
      .selectFrom('sessions')
      .select(['revoked_at'])
      .where('customer_id', '=', customerIdOf(taro))
      .where('revoked_at', 'is', null)
      .execute();
    expect(sessions).toEqual([]);
  });
});

describe('the notices', () => {
  it('carry no link: no URL in any mail a customer was sent in this file', async () => {
    const mails = await mailbox(t.app);
    expect(mails.length).toBeGreaterThan(5);
    for (const mail of mails)
      expect({ subject: mail.subject, url: /https?:\/\/|www\./.test(mail.text) }).toEqual({ subject: mail.subject, url: false });
  });
});
