// The audit log of security events: drives logins and failures, lockouts, password changes, sets and
// resets (login, withdrawal, trading), wrong secondary passwords and locks, MFA changes and ended
// sessions, then checks who, when, what and from where — and that no password, code or token is in it.
import type { LoginResult } from '@portal/shared-kernel/contract';
import {
  codeFrom,
  createTestApp,
  customerIdOf,
  DEMO_PASSWORD,
  expectCode,
  get,
  latestCode,
  login,
  post,
  postJson,
  startMfaLogin,
  stepUp,
  stepUpHeader,
  waitForMail,
  wrongCode,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records every security event with who, when, what and from where, and never a secret', async () => {
    const secrets: string[] = [DEMO_PASSWORD, DEMO_PASSWORD.toLowerCase()];
    const remember = <T extends string>(value: T): T => (secrets.push(value), value);
    const tokens = (s: LoginResult) => (secrets.push(s.token), s);

    // Logins: failures (wrong password, unknown ID), the lockout, a success, the MFA login with a wrong code.
    for (let i = 0; i < 5; i++)
      expectCode(await post(t.app, 'login/auth', { username: '10000002', password: remember(`Wrong${i}Pass`) }), 401, 'AUTH001');
    expectCode(await post(t.app, 'login/auth', { username: '99999999', password: remember('Guess1234') }), 401, 'AUTH001');
    const taro = tokens(await login(t.app, '10000001'));
    const mfa = await startMfaLogin(t.app);
    remember(mfa.code);
    expectCode(
      await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId: mfa.sessionId, verifyCode: remember(wrongCode(mfa.code)) }),
      400,
      'VC001',
    );
    tokens(
      expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId: mfa.sessionId, verifyCode: mfa.code }), 200, 'AG_1000')
        .result as LoginResult,
    );

    // Sessions ended: logout and terminateToken.
    const extra = tokens(await login(t.app, '10000001', { device: 'iOS' }));
    const extra2 = tokens(await login(t.app, '10000001', { device: 'Android' }));
    expectCode(await get(t.app, 'customer/logout', extra.token), 200, 'AG_1000');
    expectCode(await postJson(t.app, 'customer/terminateToken', [extra2.sid], taro.token), 200, 'AG_1000');

    // Withdrawal password: a refused one, the set, a payload for another customer (each after a step-up, whose token is a secret too).
    const corp = tokens(await login(t.app, '20000001'));
    const setStepUp = stepUpHeader(remember(await stepUp(t.app, taro, 'withdrawPasswordSet')));
    expectCode(
      await post(t.app, 'withdraw/setWithdrawPwd', { customerId: customerIdOf(taro), password: remember('Taro19850412') }, taro.token, setStepUp),
      400,
      'PW003',
    );
    expectCode(
      await post(t.app, 'withdraw/setWithdrawPwd', { customerId: customerIdOf(taro), password: remember('Yamada2026') }, taro.token, setStepUp),
      200,
      'AG_1000',
    );
    expectCode(
      await post(
        t.app,
        'withdraw/setWithdrawPwd',
        { customerId: customerIdOf(corp), password: remember('Hijack2026') },
        taro.token,
        stepUpHeader(remember(await stepUp(t.app, taro, 'withdrawPasswordSet'))),
      ),
      403,
      'CUS002',
    );
    // Wrong current withdrawal passwords until it locks, then the reset.
    for (let i = 0; i < 5; i++) {
      await post(
        t.app,
        'withdraw/changeWithdrawPwd',
        { customerId: customerIdOf(corp), oldPassword: remember(`Bad${i}word`), password: remember('Marunouchi8') },
        corp.token,
      );
    }
    const reset = expectCode(await post(t.app, 'withdraw/forgotPwdStep1', { customerId: customerIdOf(corp) }, corp.token), 200, 'AG_1000').result as {
      sessionId: string;
    };
    remember(reset.sessionId);
    const resetCode = remember(await latestCode(t.app, 'admin@sample-shoji.example.jp', '出金パスワード再設定'));
    const resetStep = (path: string, fields: Record<string, string>) =>
      post(t.app, `withdraw/${path}`, { customerId: customerIdOf(corp), sessionId: reset.sessionId, ...fields }, corp.token);
    expectCode(await resetStep('forgotPwdStep2', { verifyCode: remember(wrongCode(resetCode)) }), 400, 'VC001');
    expectCode(await resetStep('forgotPwdStep2', { verifyCode: resetCode }), 200, 'AG_1000');
    const resetStepUp = stepUpHeader(remember(await stepUp(t.app, corp, 'withdrawPasswordReset')));
    expectCode(
      await post(
        t.app,
        'withdraw/forgotPwdStep3',
        { customerId: customerIdOf(corp), sessionId: reset.sessionId, password: remember('Unlocked2026') },
        corp.token,
        resetStepUp,
      ),
      200,
      'AG_1000',
    );

    // Trading password change (10000004).
    const misaki = tokens(await login(t.app, '10000004'));
    remember('Trade2026');
    expectCode(
      await post(
        t.app,
        'tradingPwd/changeTrdPwd',
        { customerId: customerIdOf(misaki), oldPassword: 'Trade2026', password: remember('Sapporo2026') },
        misaki.token,
      ),
      200,
      'AG_1000',
    );

    // MFA change: ends the other sessions of 10000001.
    const sent = expectCode(await post(t.app, 'customer/sendUpdateMfaVerifyEmail', { secondVeri: 'true' }, taro.token), 200, 'AG_1000').result as {
      sessionId: string;
    };
    remember(sent.sessionId);
    const mfaCode = remember(await latestCode(t.app, 'taro.yamada@example.jp', '多要素認証の設定変更'));
    tokens(await login(t.app, '10000001', { device: 'others' }));
    expectCode(
      await postJson(t.app, 'customer/update/secondVerfication', { secondVeri: true, sessionId: sent.sessionId, verifyCode: mfaCode }, taro.token),
      200,
      'AG_1000',
    );

    // Login password: a wrong current one, then the change (ends every session).
    const changeStepUp = stepUpHeader(remember(await stepUp(t.app, corp, 'loginPasswordChange')));
    expectCode(
      await post(
        t.app,
        'customer/resetPwd',
        { customerNo: '20000001', oldPwd: remember('NotMine123'), newPwd: remember('Shoji2026Corp') },
        corp.token,
        changeStepUp,
      ),
      400,
      'PW001',
    );
    expectCode(
      await post(t.app, 'customer/resetPwd', { customerNo: '20000001', oldPwd: DEMO_PASSWORD, newPwd: 'Shoji2026Corp' }, corp.token, changeStepUp),
      200,
      'AG_1000',
    );

    // Forgotten login password.
    const forgot = expectCode(
      await post(t.app, 'public/user/forgetPwdStep1', { username: '10000004', email: 'misaki.takahashi@example.jp' }),
      200,
      'AG_1000',
    ).result as { sessionId: string };
    remember(forgot.sessionId);
    const forgotMail = (await waitForMail(t.app, 'misaki.takahashi@example.jp', 2)).find(
      (m) => m.subject.includes('パスワード再設定の認証コード') && !m.subject.includes('出金'),
    );
    const forgotCode = remember(codeFrom(forgotMail));
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId: forgot.sessionId, verifyCode: forgotCode }), 200, 'AG_1000');
    expectCode(
      await post(t.app, 'public/user/forgetPwdStep3', { sessionId: forgot.sessionId, newPassword: remember('Hokkaido2026') }),
      200,
      'AG_1000',
    );

    const rows = await t.app.services.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const events = new Set(rows.map((r) => r.event));
    for (const event of [
      'login_failed',
      'login_locked',
      'login_succeeded',
      'login_mfa_challenge',
      'login_mfa_failed',
      'logout',
      'sessions_terminated',
      'sessions_ended',
      'password_change_failed',
      'password_changed',
      'password_reset_requested',
      'password_reset_verified',
      'password_reset_completed',
      'withdraw_pwd_rejected',
      'withdraw_pwd_set',
      'withdraw_pwd_wrong',
      'withdraw_pwd_locked',
      'withdraw_pwd_reset_requested',
      'withdraw_pwd_reset_failed',
      'withdraw_pwd_reset_verified',
      'withdraw_pwd_reset_completed',
      'trading_pwd_changed',
      'mfa_change_requested',
      'mfa_changed',
      'customer_mismatch',
      'step_up_started',
      'step_up_verified',
    ]) {
      expect({ event, recorded: events.has(event) }).toEqual({ event, recorded: true });
    }

    // Who, when, from where.
    for (const row of rows) {
      expect({ event: row.event, who: row.customer_id !== null || row.actor !== null }).toEqual({ event: row.event, who: true });
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(row.ip).toBe('127.0.0.1');
      expect(row.user_agent).toBe('lightMyRequest');
    }
    expect(rows.find((r) => r.event === 'login_failed' && r.actor === '99999999')).toMatchObject({
      customer_id: null,
      detail: '{"reason":"unknown_user"}',
    });
    expect(rows.filter((r) => r.event === 'withdraw_pwd_wrong')).toHaveLength(5);
    const ended = rows.filter((r) => r.event === 'sessions_ended').map((r) => JSON.parse(r.detail ?? '{}') as { reason: string; count: number });
    expect(ended).toEqual(
      expect.arrayContaining([
        { reason: 'mfa_changed', count: 1, keptCaller: true },
        { reason: 'password_changed', count: 1, keptCaller: false },
        { reason: 'password_reset', count: 1, keptCaller: false },
      ]),
    );
    expect(rows.find((r) => r.event === 'withdraw_pwd_rejected')?.detail).toBe('{"kind":"withdrawal","rule":"birth_date","result":"PW003"}');

    // No secrets: no password, code, verification session id or token appears anywhere.
    const dump = JSON.stringify(rows);
    for (const secret of new Set(secrets)) expect({ secret, found: dump.includes(secret) }).toEqual({ secret, found: false });
  });
});
