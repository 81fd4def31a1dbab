// Logging in with a passkey (a discoverable credential, no password, no code) and the second factor
// of a passkey holder's password login, with real ceremonies of the software authenticator: the same
// session, cookie, audit, notice and history as a password login; what is refused (replayed,
// expired or foreign challenges, another origin or RP ID, a tampered signature, a counter going
// backwards, a deleted passkey, a locked customer) and that an unknown passkey answers like a wrong
// signature; 20 parallel uses of one challenge; the passkey recommendation coming back after 7 days.
import { endpoints } from '@portal/shared-kernel/contract';
import {
  codesOf,
  createTestApp,
  customerIdOf,
  DEMO_PASSWORD,
  envelope,
  expectCode,
  expectOk,
  get,
  latestMail,
  login,
  loginFully,
  mailbox,
  post,
  postJson,
  stepUp,
  stepUpHeader,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { loginOptions, newAuthenticator, passkeyLogin, passkeyLoginResponse, registerPasskey } from './support/passkeys.ts';
import type { SoftwareAuthenticator } from './support/software-authenticator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginResult = endpoints.login.passkeyVerify.result;

/** A demo customer with a passkey on a fresh software authenticator. */
async function withPasskey(customerNo: string, settings: Parameters<typeof newAuthenticator>[0] = {}): Promise<SoftwareAuthenticator> {
  const session = await loginFully(t.app, customerNo);
  const authenticator = newAuthenticator(settings);
  await registerPasskey(t.app, session, authenticator);
  return authenticator;
}

const auditEvents = async (customerId: number, event: string) =>
  t.app.services.db
    .selectFrom('audit_log')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('event', '=', event)
    .orderBy('id', 'desc')
    .execute();

describe('login with a passkey', () => {
  let yamada: SoftwareAuthenticator;
  beforeAll(async () => {
    yamada = await withPasskey('10000001');
  });

  it('offers a discoverable request: no allowCredentials, user verification required, the configured RP ID', async () => {
    const ceremony = expectOk(await post(t.app, 'login/passkey/options', {}), endpoints.login.passkeyOptions.result);
    expect(ceremony.options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: 300_000 });
    expect(ceremony.options.allowCredentials).toBeUndefined();
    expect(Buffer.from(ceremony.options.challenge, 'base64url')).toHaveLength(32);
  });

  it('answers exactly what a password login answers: session, stay logged in, device cookie, audit, notice, history', async () => {
    const customerId = customerIdOf(await loginFully(t.app, '10000001'));
    await t.app.services.repos.customers.updateProfile(customerId, { login_notice: 1 }, t.clock.now().toISOString());
    t.clock.advanceSeconds(1);
    const res = await passkeyLoginResponse(
      t.app,
      yamada,
      {},
      { autoLogin: true, device: 'iOS' },
      {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      },
    );
    const result = expectOk(res, loginResult);
    expect(result.secondVerifyRequired).toBe(false);
    expect(result.loginOutput.customerInfo.customerNo).toBe('10000001');
    expect(result.loginOutput.hasPasskey).toBe(true);
    expect(result.loginOutput.passkeyPromptDue).toBe(false);
    // 30 days with autoLogin, like login/auth.
    expect(Date.parse(result.tokenExpireDate) - t.clock.now().getTime()).toBe(30 * 86_400_000);
    expect(String(res.headers['set-cookie'])).toMatch(/^portal_device=.+HttpOnly; SameSite=Strict/);
    const view = await get(t.app, 'customer/view', result.token);
    expectCode(view, 200, 'AG_1000');
    const sessions = expectOk(await get(t.app, 'customer/showAllActiveToken', result.token), endpoints.customer.showAllActiveToken.result);
    expect(sessions.find((s) => s.current)).toMatchObject({ device: 'iOS', autoLogin: true });
    const [audit] = await auditEvents(customerId, 'login_succeeded');
    expect(JSON.parse(audit?.detail ?? '{}')).toMatchObject({ method: 'passkey', autoLogin: true });
    const notice = await latestMail(t.app, 'taro.yamada@example.jp', 'ログインのお知らせ');
    expect(notice.text).toContain('ログイン方法：パスキー');
    expect(notice.text).toContain('端末：iOS\nブラウザ：Safari（iPhone）');
    const history = expectOk(await get(t.app, 'customer/loginHistory', result.token), endpoints.customer.loginHistory.result);
    expect(history[0]).toMatchObject({ id: result.sid, method: 'passkey', deviceName: 'Safari（iPhone）', current: true, reportable: true });
  });

  it('a replayed challenge, an expired one (5 minutes) and one of another purpose are refused (PK002)', async () => {
    const ceremony = await loginOptions(t.app);
    const credential = yamada.assert(ceremony.options);
    expectCode(await postJson(t.app, 'login/passkey/verify', { challengeId: ceremony.challengeId, credential }), 200, 'AG_1000');
    const replay = expectCode(await postJson(t.app, 'login/passkey/verify', { challengeId: ceremony.challengeId, credential }), 400, 'PK002');
    expect(replay.localizedMessage).toBe('パスキーの確認の有効期限が切れました。もう一度お試しください。');

    const late = await loginOptions(t.app);
    t.clock.advanceSeconds(301);
    expectCode(
      await postJson(t.app, 'login/passkey/verify', { challengeId: late.challengeId, credential: yamada.assert(late.options) }),
      400,
      'PK002',
    );
    // A challenge of another ceremony (a registration) is not a login's.
    const session = await passkeyLogin(t.app, yamada);
    const registration = expectOk(await post(t.app, 'passkey/registrationOptions', {}, session.token), endpoints.passkey.registrationOptions.result);
    const options = { ...late.options, challenge: registration.options.challenge };
    expectCode(
      await postJson(t.app, 'login/passkey/verify', { challengeId: registration.challengeId, credential: yamada.assert(options) }),
      400,
      'PK002',
    );
  });

  it('refuses another origin, another RP ID, no user verification, a tampered signature, an unknown passkey — all alike (PK001)', async () => {
    const stranger = newAuthenticator();
    stranger.register(await loginOptionsAsCreation());
    const answers = [
      await passkeyLoginResponse(t.app, yamada, { origin: 'https://mypage-login.example' }),
      await passkeyLoginResponse(t.app, yamada, { rpId: 'example.jp' }),
      await passkeyLoginResponse(t.app, yamada, { flags: 0x01 }),
      await passkeyLoginResponse(t.app, yamada, { tamper: true }),
      await passkeyLoginResponse(t.app, yamada, { userHandle: Buffer.alloc(32, 1).toString('base64url') }),
      await passkeyLoginResponse(t.app, stranger),
    ];
    const bodies = answers.map((res) => ({ status: res.statusCode, ...envelope(res) }));
    for (const body of bodies) expect(body).toEqual(bodies[5]);
    expect(bodies[5]).toMatchObject({ status: 400, code: 'PK001', localizedMessage: 'パスキーを確認できませんでした。もう一度お試しください。' });
    // Those were the customer's 5 failures from unknown devices: the lock they began ends after 15 minutes.
    t.clock.advanceSeconds(15 * 60 + 1);
  });

  it('20 parallel uses of one challenge: exactly one login', async () => {
    const ceremony = await loginOptions(t.app);
    const credential = yamada.assert(ceremony.options);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postJson(t.app, 'login/passkey/verify', { challengeId: ceremony.challengeId, credential })),
    );
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PK002')).toHaveLength(19);
  });
});

/** Creation options for a passkey of an RP the portal never registered (a stranger's authenticator). */
async function loginOptionsAsCreation() {
  const { options } = await loginOptions(t.app);
  return {
    challenge: options.challenge,
    rp: { id: 'localhost', name: 'x' },
    user: { id: Buffer.alloc(32, 7).toString('base64url'), name: 'someone', displayName: 'someone' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
    timeout: 300_000,
    attestation: 'none' as const,
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required' as const, requireResidentKey: true, userVerification: 'required' as const },
    hints: [],
    extensions: { credProps: true },
  };
}

describe('the signature counter', () => {
  it('must move forward when the authenticator keeps one (a cloned authenticator is refused)', async () => {
    const counting = await withPasskey('10000005', { counter: 'increment' });
    await passkeyLogin(t.app, counting);
    await passkeyLogin(t.app, counting);
    // The stored counter is 2 now: 1 (backwards) and 2 (standing still) are refused, 3 goes through.
    expectCode(await passkeyLoginResponse(t.app, counting, { counter: 1 }), 400, 'PK001');
    expectCode(await passkeyLoginResponse(t.app, counting, { counter: 2 }), 400, 'PK001');
    expectCode(await passkeyLoginResponse(t.app, counting, { counter: 3 }), 200, 'AG_1000');
    const [row] = await t.app.services.repos.passkeyCredentials.listByCustomer(customerIdOf(await passkeyLogin(t.app, counting)));
    expect(Number(row?.sign_count)).toBeGreaterThanOrEqual(4);
  });
});

describe('a passkey that is gone, a customer who is locked', () => {
  it('a deleted passkey no longer logs in', async () => {
    const authenticator = await withPasskey('20000001');
    const session = await passkeyLogin(t.app, authenticator);
    const { passkeys } = expectOk(await get(t.app, 'passkey/list', session.token), endpoints.passkey.list.result);
    const token = await stepUp(t.app, session, 'passkeyDelete', { method: 'passwordAndCode' });
    expectCode(await postJson(t.app, 'passkey/delete', { id: passkeys[0]?.id }, session.token, stepUpHeader(token)), 200, 'AG_1000');
    expectCode(await passkeyLoginResponse(t.app, authenticator), 400, 'PK001');
  });

  it('failed assertions count with the login lockout, and a locked customer cannot log in with a passkey either', async () => {
    const authenticator = await withPasskey('10000004');
    const customer = await t.app.services.repos.customers.findByNo('10000004');
    // Five failures from unknown devices lock the customer's unknown devices (15 minutes).
    for (let i = 0; i < 5; i++) expectCode(await passkeyLoginResponse(t.app, authenticator, { tamper: true }), 400, 'PK001');
    expect((await auditEvents(customer?.id as number, 'login_locked')).length).toBe(1);
    // The right passkey now answers like any failure, and so does the right password.
    expectCode(await passkeyLoginResponse(t.app, authenticator), 400, 'PK001');
    expectCode(await post(t.app, 'login/auth', { username: '10000004', password: DEMO_PASSWORD }), 401, 'AUTH001');
    const mail = await latestMail(t.app, 'misaki.takahashi@example.jp', 'ログインの一時停止');
    expect(mail.text).toContain('パスキーによるログインの失敗');
    t.clock.advanceSeconds(15 * 60 + 1);
    expectCode(await passkeyLoginResponse(t.app, authenticator), 200, 'AG_1000');
  });
});

describe('the second factor of a passkey holder’s password login', () => {
  let ito: SoftwareAuthenticator;
  beforeAll(async () => {
    ito = await withPasskey('10000002');
  });

  const passwordLogin = async () => {
    const res = await post(t.app, 'login/auth', { username: '10000002', password: DEMO_PASSWORD, autoLogin: 'true' });
    return expectOk(res, endpoints.login.auth.result);
  };

  it('asks for the passkey first and mails no code until the customer asks for one', async () => {
    const before = (await mailbox(t.app, 'hanako.sato@example.jp')).filter((m) => m.subject.includes('ログイン認証コード')).length;
    const challenge = await passwordLogin();
    if (!challenge.secondVerifyRequired || !challenge.passkey) throw new Error('no passkey challenge');
    expect(challenge.resendAfterSeconds).toBe(0);
    expect(challenge.passkey.options.userVerification).toBe('required');
    expect(challenge.passkey.options.allowCredentials?.map((c) => c.id)).toEqual([ito.credentials[0]?.id]);
    expect((await mailbox(t.app, 'hanako.sato@example.jp')).filter((m) => m.subject.includes('ログイン認証コード')).length).toBe(before);
    // The code of a challenge never mailed cannot be guessed at.
    expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId: challenge.sessionId, verifyCode: '123456' }), 400, 'VC002');
    const credential = ito.assert(challenge.passkey.options);
    t.clock.advanceSeconds(1);
    const res = await postJson(t.app, 'login/passkey/secondFactor', {
      sessionId: challenge.sessionId,
      challengeId: challenge.passkey.challengeId,
      credential,
    });
    const result = expectOk(res, loginResult);
    expect(Date.parse(result.tokenExpireDate) - t.clock.now().getTime()).toBe(30 * 86_400_000);
    const history = expectOk(await get(t.app, 'customer/loginHistory', result.token), endpoints.customer.loginHistory.result);
    expect(history[0]?.method).toBe('passwordPasskey');
    // The challenge's code is spent with it.
    expectCode(await get(t.app, 'login/sendSecondVerifyCode', undefined, { sessionId: challenge.sessionId }), 400, 'VC002');
  });

  it('the e-mailed code instead: mailed at once when asked, and the notice says the weaker path was used', async () => {
    const customerId = customerIdOf(await passkeyLogin(t.app, ito));
    await t.app.services.repos.customers.updateProfile(customerId, { login_notice: 1 }, t.clock.now().toISOString());
    t.clock.advanceSeconds(1);
    const result = await loginFully(t.app, '10000002');
    const history = expectOk(await get(t.app, 'customer/loginHistory', result.token), endpoints.customer.loginHistory.result);
    expect(history[0]?.method).toBe('passwordCode');
    const notice = await latestMail(t.app, 'hanako.sato@example.jp', 'ログインのお知らせ');
    expect(notice.text).toContain('ログイン方法：パスワード＋確認コード');
    expect(notice.text).toContain('パスキーではなく、パスワードとメールの認証コードで本人確認を行いました');
  });

  it('refuses the challenge of another login, and another customer’s passkey', async () => {
    const first = await passwordLogin();
    const second = await passwordLogin();
    if (!first.secondVerifyRequired || !first.passkey || !second.secondVerifyRequired || !second.passkey) throw new Error('no passkey challenge');
    const credential = ito.assert(first.passkey.options);
    expectCode(
      await postJson(t.app, 'login/passkey/secondFactor', { sessionId: second.sessionId, challengeId: first.passkey.challengeId, credential }),
      400,
      'PK002',
    );
    const other = await withPasskey('20000002');
    const foreign = other.assert({ ...second.passkey.options, allowCredentials: undefined });
    expectCode(
      await postJson(t.app, 'login/passkey/secondFactor', {
        sessionId: second.sessionId,
        challengeId: second.passkey.challengeId,
        credential: foreign,
      }),
      400,
      'PK001',
    );
  });
});

describe('the passkey recommendation (loginOutput.passkeyPromptDue)', () => {
  it('is due for 10000008 only among the demo customers, postponed for 7 days, and comes back', async () => {
    for (const customerNo of ['10000004', '10000005', '20000001']) {
      const session = await loginFully(t.app, customerNo);
      expect(session.loginOutput.passkeyPromptDue).toBe(false);
    }
    const nakamura = await login(t.app, '10000008');
    expect(nakamura.loginOutput).toMatchObject({ hasPasskey: false, passkeyPromptDue: true });
    const postponed = expectOk(await post(t.app, 'passkey/postponePrompt', {}, nakamura.token), endpoints.passkey.postponePrompt.result);
    expect(Date.parse(postponed.postponedUntil) - t.clock.now().getTime()).toBe(7 * 86_400_000);
    expect((await login(t.app, '10000008')).loginOutput.passkeyPromptDue).toBe(false);
    t.clock.advanceSeconds(7 * 86_400 - 60);
    expect((await login(t.app, '10000008')).loginOutput.passkeyPromptDue).toBe(false);
    t.clock.advanceSeconds(61);
    expect((await login(t.app, '10000008')).loginOutput.passkeyPromptDue).toBe(true);
    // A customer with a passkey is never asked.
    const session = await login(t.app, '10000008');
    await registerPasskey(t.app, session, newAuthenticator());
    const after = await loginFully(t.app, '10000008');
    expect(after.loginOutput).toMatchObject({ hasPasskey: true, passkeyPromptDue: false, secondVerify: true });
  });
});
