import { endpoints } from '@portal/shared-kernel/contract';
import { loginAuthResultSchema, loginResultSchema } from './support/contract.ts';
import { TOKEN_HEADER } from '@portal/shared-kernel/contract';
import type { LoginResult } from '@portal/shared-kernel/contract';
import { createTestApp, DEMO_PASSWORD, expectCode, expectOk, get, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600;

describe('login/auth', () => {
  it('logs each demo customer in with the states of the README table', async () => {
    const taro = expectOk(
      await post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD, device: 'PC', platform: 'MyPage', autoLogin: 'false' }),
      loginResultSchema,
    );
    expect(taro.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(taro.loginOutput.customerInfo).toMatchObject({
      customerNo: '10000001',
      lastName: '山田',
      firstName: '太郎',
      lastNameKatakana: 'ヤマダ',
      customerType: 'individual',
    });
    expect(taro.loginOutput.customerInfo.accountInfoList.map((a) => `${a.businessType}_${a.tradingPlatform}`)).toEqual([
      'FX_MT4',
      'FX_GX',
      'SEC-CFD_GX',
      'FX-KO_GX',
    ]);
    expect(taro.loginOutput).toMatchObject({
      annualConsent: true,
      secondVerify: false,
      secondVerifyForceOffByCustomer: true,
      isWithdrawPwdSet: false,
    });
    expect(taro).toMatchObject({ enableForceUpdatePwd: false, forceUpdatePwd: false, forceToChgPwdDate: null });

    const hanako = await login(t.app, '10000002');
    expect(hanako.loginOutput).toMatchObject({ annualConsent: false, secondVerify: false, secondVerifyForceOffByCustomer: false });
    expect(hanako).toMatchObject({ enableForceUpdatePwd: true, forceUpdatePwd: true });
    expect(hanako.forceToChgPwdDate! > t.clock.now().toISOString().slice(0, 10)).toBe(true);

    const corp = await login(t.app, '20000001');
    expect(corp.loginOutput.customerInfo).toMatchObject({
      customerType: 'corporate',
      corporateName: '株式会社サンプル商事',
      corporateNameKatakana: 'カブシキガイシャサンプルショウジ',
    });
    expect(corp.loginOutput).toMatchObject({ annualConsent: true, secondVerify: false, secondVerifyForceOffByCustomer: true });
  });

  it('takes the login ID as typed with the IME on (full-width digits, a full-width space) and counts no failure for it', async () => {
    const failuresOf = async () =>
      t.app.services.db
        .selectFrom('customers')
        .select(['failed_login_count', 'locked_until'])
        .where('customer_no', '=', '20000002')
        .executeTakeFirstOrThrow();
    // More right logins than the lockout's five: not one of them may be taken for a failure.
    for (const typed of [
      '２００００００２',
      '２０００\u3000０００２',
      ' ２００００００２ ',
      '２００００００２',
      '2000０００２',
      '２００００００２',
    ]) {
      const result = expectOk(await post(t.app, 'login/auth', { username: typed, password: DEMO_PASSWORD }), loginResultSchema);
      expect(result.loginOutput.customerInfo.customerNo).toBe('20000002');
    }
    expect(await failuresOf()).toEqual({ failed_login_count: 0, locked_until: null });
    const failed = await t.app.services.db
      .selectFrom('audit_log')
      .select('event')
      .where('event', '=', 'login_failed')
      .where('actor', '=', '20000002')
      .execute();
    expect(failed).toEqual([]);
    // A wrong password typed full-width counts against the same customer as one typed in ASCII.
    expectCode(await post(t.app, 'login/auth', { username: '２００００００２', password: 'Wrong1234' }), 401, 'AUTH001');
    expect((await failuresOf()).failed_login_count).toBe(1);
    await login(t.app, '20000002');
    expect((await failuresOf()).failed_login_count).toBe(0);
  });

  it('answers a customer with multi-factor login with a challenge and no token', async () => {
    const result = expectOk(await post(t.app, 'login/auth', { username: '10000003', password: DEMO_PASSWORD }), loginAuthResultSchema);
    expect(result).toMatchObject({
      secondVerifyRequired: true,
      maskedEmail: 'i************@example.jp',
      resendAfterSeconds: 60,
      expiresInSeconds: 1800,
    });
    expect(result).not.toHaveProperty('token');
  });

  it('token lifetime: 2 hours without auto-login, 30 days with it', async () => {
    const now = t.clock.now().getTime();
    const short = await login(t.app, '10000001', { autoLogin: 'false' });
    expect(new Date(short.tokenExpireDate).getTime() - now).toBe(2 * HOUR * 1000);
    const long = await login(t.app, '10000001', { autoLogin: 'true' });
    expect(new Date(long.tokenExpireDate).getTime() - now).toBe(30 * 24 * HOUR * 1000);
  });

  it('shows the previous login as the last login time', async () => {
    t.clock.advanceSeconds(60);
    const firstAt = t.clock.now().toISOString();
    const first = await login(t.app, '20000001');
    t.clock.advanceSeconds(60);
    const second = await login(t.app, '20000001');
    expect(first.loginOutput.lastLoginTime).not.toBe(firstAt);
    expect(second.loginOutput.lastLoginTime).toBe(firstAt);
    expect(second.loginOutput.customerInfo.lastLoginTime).toBe(firstAt);
  });

  it('validates input with Japanese messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ password: DEMO_PASSWORD }, 'ログインIDを入力してください。'],
      [{ username: '10000001' }, 'パスワードを入力してください。'],
      [{ username: '10000001', password: DEMO_PASSWORD, device: 'Watch' }, '端末の種類（device）が正しくありません。'],
      [{ username: '10000001', password: DEMO_PASSWORD, platform: 'Other' }, 'ログイン元（platform）が正しくありません。'],
      [{ username: '10000001', password: DEMO_PASSWORD, autoLogin: 'yes' }, 'ログイン状態を保持する（autoLogin）の指定が正しくありません。'],
      [{ username: '1'.repeat(21), password: DEMO_PASSWORD }, 'ログインIDは20文字以内で入力してください。'],
    ];
    for (const [fields, message] of cases) {
      const body = expectCode(await post(t.app, 'login/auth', fields), 400, 'VAL001');
      expect(body.localizedMessage).toBe(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/fo-jp-web-api/api/login/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"10000001"}',
    });
    expectCode(json, 415, 'VAL001');
  });
});

describe('lockout and failed logins', () => {
  it('answers unknown user, wrong password and a locked account with the same status and body', async () => {
    const unknown = await post(t.app, 'login/auth', { username: '99999999', password: DEMO_PASSWORD });
    const wrong = await post(t.app, 'login/auth', { username: '10000002', password: 'Wrong1234' });
    expectCode(wrong, 401, 'AUTH001');
    // 4 more wrong passwords: the 5th consecutive failure locks the account for 15 minutes.
    for (let i = 0; i < 4; i++) expectCode(await post(t.app, 'login/auth', { username: '10000002', password: 'Wrong1234' }), 401, 'AUTH001');
    const locked = await post(t.app, 'login/auth', { username: '10000002', password: DEMO_PASSWORD });
    for (const res of [unknown, wrong, locked]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(wrong.body);
    }
    expect(JSON.parse(locked.body)).toEqual({
      code: 'AUTH001',
      result: null,
      message: 'login failed',
      localizedMessage: 'ログインIDまたはパスワードが正しくありません。',
    });

    t.clock.advanceSeconds(15 * 60 - 1);
    expectCode(await post(t.app, 'login/auth', { username: '10000002', password: DEMO_PASSWORD }), 401, 'AUTH001');
    t.clock.advanceSeconds(2);
    await login(t.app, '10000002');

    const events = await t.app.services.db
      .selectFrom('audit_log')
      .select(['event', 'detail'])
      .where('event', 'in', ['login_failed', 'login_locked'])
      .execute();
    expect(events.filter((e) => e.event === 'login_locked')).toHaveLength(1);
    expect(events.map((e) => e.detail ?? '').join(' ')).not.toContain('Wrong1234');
  });

  it('a successful login resets the failure count', async () => {
    for (let i = 0; i < 4; i++) expectCode(await post(t.app, 'login/auth', { username: '20000001', password: 'Nope12345' }), 401, 'AUTH001');
    await login(t.app, '20000001');
    for (let i = 0; i < 4; i++) expectCode(await post(t.app, 'login/auth', { username: '20000001', password: 'Nope12345' }), 401, 'AUTH001');
    await login(t.app, '20000001');
  });
});

describe('refresh and session checks', () => {
  let session: LoginResult;
  beforeEach(async () => {
    session = await login(t.app, '10000001', { autoLogin: 'true' });
  });

  it('login/auth with refresh=true returns fresh data for the same session and extends it', async () => {
    t.clock.advanceSeconds(HOUR);
    const res = await t.app.inject({
      method: 'POST',
      url: '/fo-jp-web-api/api/login/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [TOKEN_HEADER]: session.token },
      payload: 'username=10000001&refresh=true&autoLogin=true',
    });
    const refreshed = expectOk(res, loginResultSchema);
    expect(refreshed.token).toBe(session.token);
    expect(refreshed.sid).toBe(session.sid);
    expect(new Date(refreshed.tokenExpireDate).getTime()).toBe(t.clock.now().getTime() + 30 * 24 * HOUR * 1000);
  });

  it('login/auth with refresh=true needs a live token and the same user', async () => {
    expectCode(await post(t.app, 'login/auth', { refresh: 'true' }), 401, '9000');
    expectCode(await post(t.app, 'login/auth', { username: '10000002', refresh: 'true' }, session.token), 401, '9000');
    expectCode(await get(t.app, 'customer/logout', session.token), 200, 'AG_1000');
    expectCode(await post(t.app, 'login/auth', { username: '10000001', refresh: 'true' }, session.token), 401, '1010');
  });

  it('login/refreshToken extends the token; TAL002 when expired, TAL003 when unknown or ended', async () => {
    const short = await login(t.app, '10000001', { autoLogin: 'false' });
    t.clock.advanceSeconds(HOUR);
    const refreshed = expectOk(
      await t.app.inject({ method: 'POST', url: '/fo-jp-web-api/api/login/refreshToken', headers: { [TOKEN_HEADER]: short.token } }),
      endpoints.login.refreshToken.result,
    );
    expect(refreshed.token).toBe(short.token);
    expect(new Date(refreshed.tokenExpireDate).getTime()).toBe(t.clock.now().getTime() + 2 * HOUR * 1000);

    expectCode(await t.app.inject({ method: 'POST', url: '/fo-jp-web-api/api/login/refreshToken' }), 401, 'TAL003');
    expectCode(
      await t.app.inject({ method: 'POST', url: '/fo-jp-web-api/api/login/refreshToken', headers: { [TOKEN_HEADER]: 'unknown-token' } }),
      401,
      'TAL003',
    );
    t.clock.advanceSeconds(2 * HOUR + 1);
    expectCode(
      await t.app.inject({ method: 'POST', url: '/fo-jp-web-api/api/login/refreshToken', headers: { [TOKEN_HEADER]: short.token } }),
      401,
      'TAL002',
    );
    expectCode(await get(t.app, 'customer/view', short.token), 401, '9000');
    expectCode(await get(t.app, 'customer/logout', session.token), 200, 'AG_1000');
    expectCode(
      await t.app.inject({ method: 'POST', url: '/fo-jp-web-api/api/login/refreshToken', headers: { [TOKEN_HEADER]: session.token } }),
      401,
      'TAL003',
    );
  });

  it('sessions without auto-login slide: each call extends them by 2 hours', async () => {
    const short = await login(t.app, '10000001', { autoLogin: 'false' });
    for (let i = 0; i < 3; i++) {
      t.clock.advanceSeconds(HOUR + 50 * 60);
      expectCode(await get(t.app, 'customer/view', short.token), 200, 'AG_1000');
    }
    t.clock.advanceSeconds(2 * HOUR + 1);
    expectCode(await get(t.app, 'customer/view', short.token), 401, '9000');
  });

  it('login/checkLoginSessionValid reports validity without extending', async () => {
    expect(
      expectOk(await post(t.app, 'login/checkLoginSessionValid', { token: session.token }), endpoints.login.checkLoginSessionValid.result),
    ).toEqual({
      valid: true,
    });
    expect(expectOk(await post(t.app, 'login/checkLoginSessionValid', {}, session.token), endpoints.login.checkLoginSessionValid.result)).toEqual({
      valid: true,
    });
    expect(expectOk(await post(t.app, 'login/checkLoginSessionValid', { token: 'nope' }), endpoints.login.checkLoginSessionValid.result)).toEqual({
      valid: false,
    });
    expect(expectOk(await post(t.app, 'login/checkLoginSessionValid', {}), endpoints.login.checkLoginSessionValid.result)).toEqual({ valid: false });
    expectCode(await post(t.app, 'login/checkLoginSessionValid', { token: 'x'.repeat(201) }), 400, 'VAL001');
  });
});

describe('rate limit', () => {
  it('answers 429 RL001 in the envelope when an IP logs in too often', async () => {
    const limited = await createTestApp({ config: { rateLimit: { enabled: true, windowMs: 60_000, loginMax: 3, codeMax: 3 } } });
    try {
      for (let i = 0; i < 3; i++) expectCode(await post(limited.app, 'login/auth', { username: '99999999', password: 'x' }), 401, 'AUTH001');
      const res = await post(limited.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD });
      expectCode(res, 429, 'RL001');
      expect(res.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 3; i++) await post(limited.app, 'public/user/forgetPwdStep1', { username: '99999999', email: 'a@example.jp' });
      expectCode(await post(limited.app, 'public/user/forgetPwdStep1', { username: '99999999', email: 'a@example.jp' }), 429, 'RL001');
    } finally {
      await limited.close();
    }
  });
});
