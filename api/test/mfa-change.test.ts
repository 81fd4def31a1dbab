// Multi-factor change: 「データの変更はありません。」 without a code when nothing changes, the e-mailed
// code for the chosen value, turning off only when the settings allow it, and every other session
// ended at once while the caller's continues.
import { codeSentSchema, okSchema } from './support/contract.ts';
import type { LoginResult } from '@portal/shared-kernel/contract';
import {
  codesOf,
  createTestApp,
  customerIdOf,
  DEMO_PASSWORD,
  expectCode,
  expectOk,
  get,
  latestCode,
  login,
  mailbox,
  post,
  postJson,
  startMfaLogin,
  wrongCode,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TARO = 'taro.yamada@example.jp';
const ICHIRO = 'ichiro.suzuki@example.jp';
const MFA_MAIL = '多要素認証の設定変更の認証コード';

const send = (s: LoginResult, secondVeri: boolean, extra: Record<string, string> = {}) =>
  post(t.app, 'customer/sendUpdateMfaVerifyEmail', { secondVeri: String(secondVeri), ...extra }, s.token);
const update = (s: LoginResult, body: Record<string, unknown>) => postJson(t.app, 'customer/update/secondVerfication', body, s.token);
const setSwitch = (code: 'alwaysOn' | 'changeOff', enabled: boolean) =>
  t.app.services.db
    .updateTable('feature_switches')
    .set({ enabled: enabled ? 1 : 0 })
    .where('group_name', '=', 'secondVerify')
    .where('code', '=', code)
    .execute();

/** Logs in 10000003 (MFA on) through the e-mailed code. */
async function loginIchiro(): Promise<LoginResult> {
  const { sessionId, code } = await startMfaLogin(t.app);
  return expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode: code }), 200, 'AG_1000')
    .result as LoginResult;
}

describe('customer/sendUpdateMfaVerifyEmail', () => {
  it('refuses an unchanged value with 「データの変更はありません。」 and sends no code, unless forced', async () => {
    const taro = await login(t.app, '10000001');
    expect(expectCode(await send(taro, false), 400, 'MFA001').localizedMessage).toBe('データの変更はありません。');
    expect(await mailbox(t.app, TARO)).toEqual([]);
    expectOk(await send(taro, false, { force: 'true' }), codeSentSchema);
    expect(await mailbox(t.app, TARO)).toHaveLength(1);
  });

  it('validates the choice', async () => {
    const taro = await login(t.app, '10000001');
    for (const fields of [{}, { secondVeri: 'yes' }] as Record<string, string>[]) {
      const res = await post(t.app, 'customer/sendUpdateMfaVerifyEmail', fields, taro.token);
      expect(expectCode(res, 400, 'VAL001').localizedMessage).toBe('多要素認証を利用するかどうか（secondVeri）を選択してください。');
    }
  });

  it('refuses turning it off when the settings do not allow it (changeOff off, or alwaysOn on)', async () => {
    const ichiro = await loginIchiro();
    await setSwitch('changeOff', false);
    expect(expectCode(await send(ichiro, false), 403, 'MFA002').localizedMessage).toBe('多要素認証を「利用しない」に変更することはできません。');
    await setSwitch('changeOff', true);
    await setSwitch('alwaysOn', true);
    expectCode(await send(ichiro, false), 403, 'MFA002');
    await setSwitch('alwaysOn', false);
    expectOk(await send(ichiro, false), codeSentSchema);
  });

  it('refuses a new code within 60 s', async () => {
    const taro = await login(t.app, '10000001');
    expectOk(await send(taro, true), codeSentSchema);
    t.clock.advanceSeconds(59);
    expectCode(await send(taro, true), 429, 'VC004');
    t.clock.advanceSeconds(1);
    expectOk(await send(taro, true), codeSentSchema);
  });
});

describe('customer/update/secondVerfication', () => {
  it('turns it on with the code; every other session ends at once, the caller continues', async () => {
    const taro = await login(t.app, '10000001');
    const otherPc = await login(t.app, '10000001', { autoLogin: 'true' });
    const phone = await login(t.app, '10000001', { device: 'iOS', platform: 'GX_App' });
    const someoneElse = await login(t.app, '20000001');
    const sent = expectOk(await send(taro, true), codeSentSchema);
    expect(sent).toMatchObject({ maskedEmail: 't**********@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 });
    const code = await latestCode(t.app, TARO, MFA_MAIL);
    expect(expectCode(await update(taro, { secondVeri: true, sessionId: sent.sessionId }), 400, 'VAL001').localizedMessage).toBe('必須');
    expect(expectCode(await update(taro, { secondVeri: false, sessionId: sent.sessionId, verifyCode: code }), 400, 'VAL001').localizedMessage).toBe(
      '認証コードを送信したときの選択と変更内容が一致しません。最初からやり直してください。',
    );
    expectCode(await update(taro, { secondVeri: true, sessionId: sent.sessionId, verifyCode: wrongCode(code) }), 400, 'VC001');
    expect(expectOk(await update(taro, { secondVeri: true, remark: '利用開始', sessionId: sent.sessionId, verifyCode: code }), okSchema)).toBe('OK');

    expectCode(await get(t.app, 'customer/view', otherPc.token), 401, '1010');
    expectCode(await get(t.app, 'customer/view', phone.token), 401, '1010');
    expectCode(await get(t.app, 'customer/view', taro.token), 200, 'AG_1000');
    expectCode(await get(t.app, 'customer/view', someoneElse.token), 200, 'AG_1000');
    const refreshed = expectCode(await post(t.app, 'login/auth', { refresh: 'true' }, taro.token), 200, 'AG_1000').result as LoginResult;
    expect(refreshed.loginOutput).toMatchObject({ secondVerify: true, secondVerifyForceOffByCustomer: false });
    // The next login asks for the e-mailed code.
    const next = expectCode(await post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD }), 200, 'AG_1000').result as {
      secondVerifyRequired: boolean;
    };
    expect(next.secondVerifyRequired).toBe(true);
    // Used up.
    expectCode(await update(taro, { secondVeri: true, sessionId: sent.sessionId, verifyCode: code }), 400, 'VC002');
    const revoked = await t.app.services.db
      .selectFrom('sessions')
      .select(['jti', 'revoked_reason'])
      .where('customer_id', '=', customerIdOf(taro))
      .where('revoked_at', 'is not', null)
      .execute();
    expect(revoked.map((r) => r.revoked_reason)).toEqual(['mfa_changed', 'mfa_changed']);
    // the customer's remark is kept with the change (audit log), the code never is
    const changed = await t.app.services.db.selectFrom('audit_log').select(['detail']).where('event', '=', 'mfa_changed').executeTakeFirstOrThrow();
    expect(JSON.parse(String(changed.detail))).toEqual({ enabled: true, remark: '利用開始' });
    expect(String(changed.detail)).not.toContain(code);
  });

  it('turns it off (recording the customer choice) when allowed, and re-checks the settings at the update', async () => {
    const ichiro = await loginIchiro();
    const sent = expectOk(await send(ichiro, false), codeSentSchema);
    const code = await latestCode(t.app, ICHIRO, MFA_MAIL);
    await setSwitch('alwaysOn', true);
    expectCode(await update(ichiro, { secondVeri: false, sessionId: sent.sessionId, verifyCode: code }), 403, 'MFA002');
    await setSwitch('alwaysOn', false);
    expectOk(await update(ichiro, { secondVeri: 'false', sessionId: sent.sessionId, verifyCode: code }), okSchema);
    const row = await t.app.services.db
      .selectFrom('customers')
      .select(['mfa_enabled', 'mfa_forced_off'])
      .where('customer_no', '=', '10000003')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mfa_enabled: 0, mfa_forced_off: 1 });
    const plain = await login(t.app, '10000003');
    expect(plain.loginOutput).toMatchObject({ secondVerify: false, secondVerifyForceOffByCustomer: true });
  });

  it('a code is refused at 30 minutes + 1 s; 16 parallel uses of a valid code: exactly 1 succeeds', async () => {
    const taro = await login(t.app, '10000001', { autoLogin: 'true' });
    const late = expectOk(await send(taro, true), codeSentSchema);
    const lateCode = await latestCode(t.app, TARO, MFA_MAIL);
    t.clock.advanceSeconds(30 * 60 + 1);
    expectCode(await update(taro, { secondVeri: true, sessionId: late.sessionId, verifyCode: lateCode }), 400, 'VC002');

    const sent = expectOk(await send(taro, true), codeSentSchema);
    const code = await latestCode(t.app, TARO, MFA_MAIL);
    const codes = codesOf(
      await Promise.all(Array.from({ length: 16 }, () => update(taro, { secondVeri: true, sessionId: sent.sessionId, verifyCode: code }))),
    );
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    // The others: the code was used (VC002), or the value is already set (MFA001, checked before the code).
    expect(codes.filter((c) => c !== 'AG_1000').every((c) => ['VC002', 'VC003', 'MFA001'].includes(c))).toBe(true);
  });

  it('an MFA-change code never works for another purpose, customer or login session', async () => {
    const taro = await login(t.app, '10000001');
    const sent = expectOk(await send(taro, true), codeSentSchema);
    const code = await latestCode(t.app, TARO, MFA_MAIL);
    // Another purpose: the withdrawal and trading resets, the forgotten login password, the login challenge.
    const id = customerIdOf(taro);
    expectCode(
      await post(t.app, 'withdraw/forgotPwdStep2', { customerId: id, sessionId: sent.sessionId, verifyCode: code }, taro.token),
      400,
      'VC002',
    );
    expectCode(
      await post(t.app, 'tradingPwd/forgotTrdPwdStep2', { customerId: id, sessionId: sent.sessionId, verifyCode: code }, taro.token),
      400,
      'VC002',
    );
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId: sent.sessionId, verifyCode: code }), 400, 'VC002');
    expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId: sent.sessionId, verifyCode: code }), 400, 'VC002');
    // Another customer; the same customer from another login session.
    const corp = await login(t.app, '20000001');
    expectCode(await update(corp, { secondVeri: true, sessionId: sent.sessionId, verifyCode: code }), 400, 'VC002');
    const taroElsewhere = await login(t.app, '10000001', { device: 'Android' });
    expectCode(await update(taroElsewhere, { secondVeri: true, sessionId: sent.sessionId, verifyCode: code }), 400, 'VC002');
    // And a login challenge code never changes the MFA setting.
    const challenge = await startMfaLogin(t.app);
    expectCode(await update(taro, { secondVeri: true, sessionId: challenge.sessionId, verifyCode: challenge.code }), 400, 'VC002');
    expectOk(await update(taro, { secondVeri: true, sessionId: sent.sessionId, verifyCode: code }), okSchema);
  });
});
