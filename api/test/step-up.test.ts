// The step-up before the important operations, checked by the server: without a fresh token bound to
// the customer, the login session and the operation, each is refused with SU001 (naming the
// operation and the methods) before anything is written; with one it goes through once. The token is
// used in the transaction of the operation: a withdrawal refused for a wrong withdrawal password
// leaves it unused, and a repeat of the same idempotency key needs no second one. Passkey step-ups
// with the software authenticator; e-mailed codes from the dev mailbox.
import { endpoints } from '@portal/shared-kernel/contract';
import {
  codeFrom,
  codeMailedBy,
  codesOf,
  createTestApp,
  customerIdOf,
  DEMO_PASSWORD,
  expectCode,
  expectOk,
  latestMail,
  loginFully,
  post,
  postJson,
  stepUp,
  stepUpHeader,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { movementCount, newKey } from './cash-helpers.ts';
import { newAuthenticator, passkeyStepUp, registerPasskey, startPasskeyStepUp } from './support/passkeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withdraw = (token: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
  post(
    t.app,
    'withdraw/submit',
    { accountNo: '51000051', amount: '10000', password: 'Kenta2026', idempotencyKey: newKey(), ...fields },
    token,
    headers,
  );

describe('withdrawal (withdraw/submit) with the e-mailed code of a customer without a passkey', () => {
  it('is refused without a step-up, before anything is written', async () => {
    const kenta = await loginFully(t.app, '10000005');
    const before = await movementCount(t, '10000005');
    const refused = expectCode(await withdraw(kenta.token, {}), 403, 'SU001');
    expect(refused.result).toEqual({ operation: 'withdraw', methods: ['code'], reason: 'missing' });
    expectCode(await withdraw(kenta.token, { 'X-Step-Up-Token': 'x'.repeat(43) }), 403, 'SU001');
    expect(await movementCount(t, '10000005')).toBe(before);
  });

  it('goes through once with the token; a wrong withdrawal password does not use it; a repeat of the key needs no second one', async () => {
    const kenta = await loginFully(t.app, '10000005');
    const token = await stepUp(t.app, kenta, 'withdraw');
    const before = await movementCount(t, '10000005');
    expectCode(await withdraw(kenta.token, stepUpHeader(token), { password: 'Wrong2026x' }), 400, 'PW001');
    const key = newKey();
    const first = expectOk(await withdraw(kenta.token, stepUpHeader(token), { idempotencyKey: key }), endpoints.withdraw.submit.result);
    // The same request again (a lost answer, a double click): the first answer, with the same token.
    const repeat = expectOk(await withdraw(kenta.token, stepUpHeader(token), { idempotencyKey: key }), endpoints.withdraw.submit.result);
    expect(repeat).toEqual(first);
    expect(await movementCount(t, '10000005')).toBe(before + 1);
    // Another withdrawal with the used token is refused.
    const again = expectCode(await withdraw(kenta.token, stepUpHeader(token)), 403, 'SU001');
    expect(again.result).toMatchObject({ reason: 'used' });
    expect(await movementCount(t, '10000005')).toBe(before + 1);
  });

  it('is bound to the operation, the login session and the customer, and lives 5 minutes', async () => {
    const kenta = await loginFully(t.app, '10000005');
    const elsewhere = await loginFully(t.app, '10000005');
    const shoji = await loginFully(t.app, '20000001');
    const forBank = await stepUp(t.app, kenta, 'bankAccountChange');
    expect(expectCode(await withdraw(kenta.token, stepUpHeader(forBank)), 403, 'SU001').result).toMatchObject({ reason: 'invalid' });
    const token = await stepUp(t.app, kenta, 'withdraw');
    expect(expectCode(await withdraw(elsewhere.token, stepUpHeader(token)), 403, 'SU001').result).toMatchObject({ reason: 'invalid' });
    const shojiWithdraw = await post(
      t.app,
      'withdraw/submit',
      { accountNo: '52000011', amount: '10000', password: 'Shoji2026', idempotencyKey: newKey() },
      shoji.token,
      stepUpHeader(token),
    );
    expect(expectCode(shojiWithdraw, 403, 'SU001').result).toMatchObject({ reason: 'invalid' });
    t.clock.advanceSeconds(301);
    expect(expectCode(await withdraw(kenta.token, stepUpHeader(token)), 403, 'SU001').result).toMatchObject({ reason: 'expired' });
  });

  it('the step-up code is single use, bound to its login session, and answered by VC001/VC002', async () => {
    const kenta = await loginFully(t.app, '10000005');
    const other = await loginFully(t.app, '10000005');
    await t.app.services.db.deleteFrom('code_send_throttle').execute();
    const started = expectOk(await postJson(t.app, 'stepUp/start', { operation: 'withdraw' }, kenta.token), endpoints.stepUp.start.result);
    expect(started).toMatchObject({ method: 'code', operation: 'withdraw', methods: ['code'], maskedEmail: 'k********@example.jp' });
    if (started.method === 'passkey') throw new Error('a code step-up');
    const mail = await latestMail(t.app, 'kenta.ito@example.jp', '出金の本人確認コード');
    expect(mail.text).not.toMatch(/https?:/);
    const code = codeFrom(mail);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectCode(
      await postJson(t.app, 'stepUp/verify', { method: 'code', sessionId: started.sessionId, verifyCode: wrong }, kenta.token),
      400,
      'VC001',
    );
    expectCode(await postJson(t.app, 'stepUp/verify', { method: 'code', sessionId: started.sessionId, verifyCode: code }, other.token), 400, 'VC002');
    expectOk(
      await postJson(t.app, 'stepUp/verify', { method: 'code', sessionId: started.sessionId, verifyCode: code }, kenta.token),
      endpoints.stepUp.verify.result,
    );
    expectCode(await postJson(t.app, 'stepUp/verify', { method: 'code', sessionId: started.sessionId, verifyCode: code }, kenta.token), 400, 'VC002');
    // A second code within 60 s is refused (the mailbox is not flooded); the resend call likewise.
    expectCode(await postJson(t.app, 'stepUp/start', { operation: 'withdraw' }, kenta.token), 429, 'VC004');
  });
});

describe('a customer with a passkey steps up with it', () => {
  let session: Awaited<ReturnType<typeof loginFully>>;
  let authenticator: ReturnType<typeof newAuthenticator>;
  beforeAll(async () => {
    session = await loginFully(t.app, '20000001');
    authenticator = newAuthenticator();
    await registerPasskey(t.app, session, authenticator);
  });

  it('offers only the passkey for a withdrawal; the e-mailed code is not offered (SU002)', async () => {
    const refused = expectCode(
      await post(
        t.app,
        'withdraw/submit',
        { accountNo: '52000011', amount: '10000', password: 'Shoji2026', idempotencyKey: newKey() },
        session.token,
      ),
      403,
      'SU001',
    );
    expect(refused.result).toEqual({ operation: 'withdraw', methods: ['passkey'], reason: 'missing' });
    expectCode(await postJson(t.app, 'stepUp/start', { operation: 'withdraw', method: 'code' }, session.token), 400, 'SU002');
    const token = await passkeyStepUp(t.app, session.token, authenticator, 'withdraw');
    expectCode(
      await post(
        t.app,
        'withdraw/submit',
        { accountNo: '52000011', amount: '10000', password: 'Shoji2026', idempotencyKey: newKey() },
        session.token,
        stepUpHeader(token),
      ),
      200,
      'AG_1000',
    );
  });

  it('the options name the customer’s passkeys with user verification required', async () => {
    const started = await startPasskeyStepUp(t.app, session.token, 'bankAccountChange');
    expect(started.options.userVerification).toBe('required');
    expect(started.options.allowCredentials?.map((c) => c.id)).toEqual(authenticator.credentials.map((c) => c.id));
  });

  it('refuses a replayed, foreign or expired step-up challenge (PK002), a wrong origin or RP ID and a tampered signature (PK001)', async () => {
    const verify = (token: string, stepUpId: string, credential: unknown) =>
      postJson(t.app, 'stepUp/verify', { method: 'passkey', stepUpId, credential }, token);
    const started = await startPasskeyStepUp(t.app, session.token, 'withdraw');
    const credential = authenticator.assert(started.options);
    expectCode(await verify(session.token, started.stepUpId, credential), 200, 'AG_1000');
    expectCode(await verify(session.token, started.stepUpId, credential), 400, 'PK002');
    // Another session of the same customer, another customer.
    const second = await loginFully(t.app, '20000001');
    const fresh = await startPasskeyStepUp(t.app, session.token, 'withdraw');
    expectCode(await verify(second.token, fresh.stepUpId, authenticator.assert(fresh.options)), 400, 'PK002');
    const stranger = await loginFully(t.app, '10000004');
    const theirs = await startPasskeyStepUp(t.app, session.token, 'withdraw');
    expectCode(await verify(stranger.token, theirs.stepUpId, authenticator.assert(theirs.options)), 400, 'PK002');
    // 5 minutes.
    const late = await startPasskeyStepUp(t.app, session.token, 'withdraw');
    t.clock.advanceSeconds(301);
    expectCode(await verify(session.token, late.stepUpId, authenticator.assert(late.options)), 400, 'PK002');
    for (const tweak of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { tamper: true }, { flags: 0x01 }]) {
      const attempt = await startPasskeyStepUp(t.app, session.token, 'withdraw');
      expectCode(await verify(session.token, attempt.stepUpId, authenticator.assert(attempt.options, tweak)), 400, 'PK001');
    }
  });

  it('a step-up challenge is bound to its operation: its token allows that one only', async () => {
    const token = await passkeyStepUp(t.app, session.token, authenticator, 'emailChange');
    const refused = await post(
      t.app,
      'withdraw/submit',
      { accountNo: '52000011', amount: '10000', password: 'Shoji2026', idempotencyKey: newKey() },
      session.token,
      stepUpHeader(token),
    );
    expect(expectCode(refused, 403, 'SU001').result).toMatchObject({ reason: 'invalid' });
  });

  it('20 parallel uses of one step-up challenge: exactly one token', async () => {
    const started = await startPasskeyStepUp(t.app, session.token, 'withdraw');
    const credential = authenticator.assert(started.options);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(t.app, 'stepUp/verify', { method: 'passkey', stepUpId: started.stepUpId, credential }, session.token),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PK002')).toHaveLength(19);
  });
});

describe('every operation of the list needs its step-up', () => {
  const bank = { bankCode: '0005', branchCode: '001', accountType: '普通', accountNumber: '7654321' };

  it('bank account change (individual and corporate)', async () => {
    const hanako = await loginFully(t.app, '10000002');
    const body = { ...bank, holderKana: 'サトウ ハナコ' };
    expectCode(await postJson(t.app, 'customer/update/bank', body, hanako.token), 403, 'SU001');
    const requests = async (customerId: number) =>
      (
        await t.app.services.db
          .selectFrom('modification_requests')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('kind', '=', 'bank')
          .execute()
      ).length;
    expect(await requests(customerIdOf(hanako))).toBe(0);
    // A refused request (another holder) leaves the token unused.
    const token = await stepUp(t.app, hanako, 'bankAccountChange');
    expectCode(
      await postJson(t.app, 'customer/update/bank', { ...body, holderKana: 'ヤマダ タロウ' }, hanako.token, stepUpHeader(token)),
      400,
      'VAL001',
    );
    expectCode(await postJson(t.app, 'customer/update/bank', body, hanako.token, stepUpHeader(token)), 200, 'AG_1000');
    expect(await requests(customerIdOf(hanako))).toBe(1);
    expect((await latestMail(t.app, 'hanako.sato@example.jp', '出金先口座の変更申請')).text).not.toMatch(/https?:/);

    const corp = await loginFully(t.app, '20000002');
    const corpBody = { ...bank, holderKana: 'カ デモブッサン' };
    expectCode(await postJson(t.app, 'customer/update/bank', corpBody, corp.token), 403, 'SU001');
    const corpToken = await stepUp(t.app, corp, 'bankAccountChange');
    expectCode(await postJson(t.app, 'customer/update/bank', corpBody, corp.token, stepUpHeader(corpToken)), 200, 'AG_1000');
  });

  it('login password change (customer/resetPwd): a wrong current password leaves the token unused', async () => {
    const ichiro = await loginFully(t.app, '10000003');
    const form = (oldPwd: string) => ({ customerNo: '10000003', oldPwd, newPwd: 'Ichiro2026x' });
    expectCode(await post(t.app, 'customer/resetPwd', form(DEMO_PASSWORD), ichiro.token), 403, 'SU001');
    const token = await stepUp(t.app, ichiro, 'loginPasswordChange');
    expectCode(await post(t.app, 'customer/resetPwd', form('Wrong1234x'), ichiro.token, stepUpHeader(token)), 400, 'PW001');
    expectCode(await post(t.app, 'customer/resetPwd', form(DEMO_PASSWORD), ichiro.token, stepUpHeader(token)), 200, 'AG_1000');
  });

  it('withdrawal password set and reset (the forgotten-password steps’ last one)', async () => {
    const taro = await loginFully(t.app, '10000001');
    const set = (headers: Record<string, string>) =>
      post(t.app, 'withdraw/setWithdrawPwd', { customerId: customerIdOf(taro), password: 'Yamada2026' }, taro.token, headers);
    expectCode(await set({}), 403, 'SU001');
    expect((await t.app.services.repos.customers.getById(customerIdOf(taro))).withdraw_pwd_hash).toBeNull();
    expectCode(await set(stepUpHeader(await stepUp(t.app, taro, 'withdrawPasswordSet'))), 200, 'AG_1000');

    const misaki = await loginFully(t.app, '10000004');
    const id = customerIdOf(misaki);
    const { result: sent, code } = await codeMailedBy(t.app, 'misaki.takahashi@example.jp', '出金パスワード再設定', () =>
      post(t.app, 'withdraw/forgotPwdStep1', { customerId: id }, misaki.token),
    );
    const step1 = expectOk(sent, endpoints.withdraw.forgotPwdStep1.result);
    expectCode(
      await post(t.app, 'withdraw/forgotPwdStep2', { customerId: id, sessionId: step1.sessionId, verifyCode: code }, misaki.token),
      200,
      'AG_1000',
    );
    const step3 = (headers: Record<string, string>) =>
      post(t.app, 'withdraw/forgotPwdStep3', { customerId: id, sessionId: step1.sessionId, password: 'Misaki2027x' }, misaki.token, headers);
    expectCode(await step3({}), 403, 'SU001');
    expectCode(await step3(stepUpHeader(await stepUp(t.app, misaki, 'withdrawPasswordReset'))), 200, 'AG_1000');
  });

  it('the trading password is not a step-up operation (it moves no money)', async () => {
    const misaki = await loginFully(t.app, '10000004');
    const res = await post(
      t.app,
      'tradingPwd/changeTrdPwd',
      { customerId: customerIdOf(misaki), oldPassword: 'Trade2026', password: 'Trade2027x' },
      misaki.token,
    );
    expectCode(res, 200, 'AG_1000');
  });
});
