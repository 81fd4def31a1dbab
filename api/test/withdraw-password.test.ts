// Withdrawal password: status, set, change (wrong tries counted atomically, locked at the 5th),
// reset in three steps, and every server-enforced rule with its own code and Japanese message.
import { codeSentSchema, okSchema, verifiedSchema, withdrawPwdStatusSchema } from './support/contract.ts';
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
  latestMail,
  login,
  mailbox,
  post,
  steppedUp,
  wrongCode,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TARO = 'taro.yamada@example.jp';
const RESET_MAIL = '出金パスワード再設定の認証コード';

const status = async (s: LoginResult) => expectOk(await get(t.app, 'withdraw/isWithdrawPwdSet', s.token), withdrawPwdStatusSchema);
// Setting and resetting the withdrawal password need a step-up: each call below makes a real one.
const setPwd = async (s: LoginResult, password: string, customerId = customerIdOf(s)) =>
  post(t.app, 'withdraw/setWithdrawPwd', { customerId, password }, s.token, await steppedUp(t.app, s, 'withdrawPasswordSet'));
const changePwd = (s: LoginResult, oldPassword: string, password: string) =>
  post(t.app, 'withdraw/changeWithdrawPwd', { customerId: customerIdOf(s), oldPassword, password }, s.token);
const step1 = (s: LoginResult, customerId = customerIdOf(s)) => post(t.app, 'withdraw/forgotPwdStep1', { customerId }, s.token);
const step2 = (s: LoginResult, sessionId: string, verifyCode: string, customerId = customerIdOf(s)) =>
  post(t.app, 'withdraw/forgotPwdStep2', { customerId, sessionId, verifyCode }, s.token);
const step3 = async (s: LoginResult, sessionId: string, password: string) =>
  post(
    t.app,
    'withdraw/forgotPwdStep3',
    { customerId: customerIdOf(s), sessionId, password },
    s.token,
    await steppedUp(t.app, s, 'withdrawPasswordReset'),
  );
const message = (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => expectCode(res, status, code).localizedMessage;

describe('withdraw/setWithdrawPwd and isWithdrawPwdSet', () => {
  it('registers the password once; the status and the login data follow', async () => {
    const taro = await login(t.app, '10000001');
    expect(await status(taro)).toEqual({ isWithdrawPwdSet: false, isWithdrawPwdLock: false });
    expect(expectOk(await setPwd(taro, 'Yamada2026'), okSchema)).toBe('OK');
    expect(await status(taro)).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: false });
    expect((await login(t.app, '10000001')).loginOutput).toMatchObject({ isWithdrawPwdSet: true, isWithdrawPwdLock: false });
    expect(message(await setPwd(taro, 'Other2026x'), 409, 'PW012')).toBe('出金パスワードは登録済みです。変更または再設定をご利用ください。');
    const stored = await t.app.services.db
      .selectFrom('customers')
      .select(['withdraw_pwd_hash'])
      .where('customer_no', '=', '10000001')
      .executeTakeFirstOrThrow();
    expect(stored.withdraw_pwd_hash).toMatch(/^scrypt\$/);
    expect((await latestMail(t.app, TARO, '出金パスワード登録')).text).toContain('出金パスワード登録の手続きが完了しました');
  });

  it('validates with the kernel schema and its drawer messages', async () => {
    const taro = await login(t.app, '10000001');
    const cases: [Record<string, string | number>, string][] = [
      [{ customerId: customerIdOf(taro) }, '登録する出金パスワードを入力してください'],
      [{ customerId: customerIdOf(taro), password: '' }, '登録する出金パスワードを入力してください'],
      [
        { customerId: customerIdOf(taro), password: 'abcdefgh' },
        '出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です',
      ],
      [
        { customerId: customerIdOf(taro), password: 'Abc12!xyz' },
        '出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です',
      ],
      [
        { customerId: customerIdOf(taro), password: `A1${'b'.repeat(31)}` },
        '出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です',
      ],
      [{ password: 'Yamada2026' }, 'お客様IDがありません。'],
      [{ customerId: 'x', password: 'Yamada2026' }, 'お客様IDが正しくありません。'],
    ];
    // Some of these are the service's checks, after the step-up's: one step-up serves them all (a refusal leaves it unused).
    const stepUp = await steppedUp(t.app, taro, 'withdrawPasswordSet');
    for (const [fields, text] of cases) {
      expect(message(await post(t.app, 'withdraw/setWithdrawPwd', fields, taro.token, stepUp), 400, 'VAL001')).toBe(text);
    }
    expect(await status(taro)).toEqual({ isWithdrawPwdSet: false, isWithdrawPwdLock: false });
  });

  it("never trusts customerId: another customer's id is refused (403 CUS002) and audited", async () => {
    const taro = await login(t.app, '10000001');
    const other = await login(t.app, '20000001');
    expect(message(await setPwd(taro, 'Yamada2026', customerIdOf(other)), 403, 'CUS002')).toBe('ログイン中のお客様以外の情報は変更できません。');
    expectCode(await step1(taro, customerIdOf(other)), 403, 'CUS002');
    expectCode(await changePwd({ ...taro, loginOutput: other.loginOutput }, 'Shoji2026', 'Hijack2026'), 403, 'CUS002');
    expect(await status(taro)).toEqual({ isWithdrawPwdSet: false, isWithdrawPwdLock: false });
    const audit = await t.app.services.db.selectFrom('audit_log').selectAll().where('event', '=', 'customer_mismatch').execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ customer_id: customerIdOf(taro), actor: '10000001', ip: '127.0.0.1' });
  });
});

describe('server-enforced rules (spec §5 "Displayed but not enforced")', () => {
  it.each([
    ['Birth19850412', 'PW003', '生年月日を含む出金パスワードは設定できません。'],
    ['Yy850412', 'PW003', '生年月日を含む出金パスワードは設定できません。'],
    ['Pass0412ab', 'PW003', '生年月日を含む出金パスワードは設定できません。'],
    ['No10000001', 'PW004', 'お客様番号（ログインID）を含む出金パスワードは設定できません。'],
    ['Acct51000014', 'PW005', '口座番号を含む出金パスワードは設定できません。'],
    ['Tel09012345678', 'PW006', '電話番号を含む出金パスワードは設定できません。'],
    ['Tel12345678', 'PW006', '電話番号を含む出金パスワードは設定できません。'],
    ['Password1', 'PW009', '推測されやすい出金パスワードは設定できません。別の出金パスワードを入力してください。'],
    ['QWERTY123', 'PW009', '推測されやすい出金パスワードは設定できません。別の出金パスワードを入力してください。'],
    ['Demo1234', 'PW007', 'ログインパスワードを含む出金パスワードは設定できません。'],
    ['myDEMO1234pin', 'PW007', 'ログインパスワードを含む出金パスワードは設定できません。'],
  ])('%s → %s', async (password, code, text) => {
    const taro = await login(t.app, '10000001');
    expect(message(await setPwd(taro, password), 400, code)).toBe(text);
    expect(await status(taro)).toEqual({ isWithdrawPwdSet: false, isWithdrawPwdLock: false });
  });

  it('uses the founding date for a corporation', async () => {
    const corp = await login(t.app, '20000001');
    const reset = expectOk(await step1(corp), codeSentSchema);
    expectOk(await step2(corp, reset.sessionId, await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL)), verifiedSchema);
    expect(message(await step3(corp, reset.sessionId, 'Found20091001'), 400, 'PW003')).toBe('設立日を含む出金パスワードは設定できません。');
  });

  it('the login password rule follows a changed login password (kept as length + lower-case hash only)', async () => {
    const taro = await login(t.app, '10000001');
    expectCode(
      await post(
        t.app,
        'customer/resetPwd',
        { customerNo: '10000001', oldPwd: DEMO_PASSWORD, newPwd: 'NewLogin2026' },
        taro.token,
        await steppedUp(t.app, taro, 'loginPasswordChange'),
      ),
      200,
      'AG_1000',
    );
    const again = expectCode(await post(t.app, 'login/auth', { username: '10000001', password: 'NewLogin2026' }), 200, 'AG_1000')
      .result as LoginResult;
    expectCode(await setPwd(again, 'xnewlogin2026'), 400, 'PW007');
    expectCode(await setPwd(again, 'Demo1234x'), 200, 'AG_1000');
    const history = await t.app.services.db.selectFrom('password_history').selectAll().where('customer_id', '=', customerIdOf(taro)).execute();
    expect(JSON.stringify(history)).not.toMatch(/NewLogin2026|newlogin2026|Demo1234x/i);
  });

  it('answers the login-password rule at most 5 times an hour per customer (it is an oracle on the login password)', async () => {
    const taro = await login(t.app, '10000001');
    for (let i = 0; i < 5; i++) expectCode(await setPwd(taro, `Demo1234z${i}`), 400, 'PW007');
    expectCode(await setPwd(taro, 'Demo1234zz'), 429, 'RL001');
    expectCode(await setPwd(taro, 'Unrelated2026'), 429, 'RL001');
    t.clock.advanceSeconds(3601);
    expectCode(await setPwd(taro, 'Unrelated2026'), 200, 'AG_1000');
  });
});

describe('withdraw/changeWithdrawPwd', () => {
  it('changes with the right current password; refuses the same one (PW002) and a case variant of it (PW008)', async () => {
    const corp = await login(t.app, '20000001');
    expect(message(await changePwd(corp, 'Shoji2026', 'Shoji2026'), 400, 'PW002')).toBe('現在の出金パスワードと同じものは設定できません');
    expect(message(await changePwd(corp, 'Shoji2026', 'SHOJI2026'), 400, 'PW008')).toBe(
      '前回と同じ出金パスワードは設定できません（大文字・小文字の違いは同じとみなします）。',
    );
    expect(
      message(await post(t.app, 'withdraw/changeWithdrawPwd', { customerId: customerIdOf(corp), password: 'Osaka2026x' }, corp.token), 400, 'VAL001'),
    ).toBe('現在の出金パスワードを入力してください');
    expect(
      message(
        await post(t.app, 'withdraw/changeWithdrawPwd', { customerId: customerIdOf(corp), oldPassword: 'Shoji2026' }, corp.token),
        400,
        'VAL001',
      ),
    ).toBe('変更後の出金パスワードを入力してください');
    expectOk(await changePwd(corp, 'Shoji2026', 'Marunouchi8'), okSchema);
    expectCode(await changePwd(corp, 'Shoji2026', 'Another2026'), 400, 'PW001');
    expectOk(await changePwd(corp, 'Marunouchi8', 'Another2026'), okSchema);
  });

  it('refuses a change when no password is set', async () => {
    const taro = await login(t.app, '10000001');
    expect(message(await changePwd(taro, 'Whatever1', 'Yamada2026'), 409, 'PW011')).toBe(
      '出金パスワードが登録されていません。先に出金パスワードを登録してください。',
    );
  });

  it('counts wrong current passwords: tries left, the 5th locks it, further tries are refused until a reset', async () => {
    const corp = await login(t.app, '20000001');
    for (let left = 4; left >= 1; left--) {
      expect(message(await changePwd(corp, `Wrong${left}pass`, 'Marunouchi8'), 400, 'PW001')).toBe(
        `現在の出金パスワードが正しくありません。あと${left}回間違えると出金パスワードがロックされます。`,
      );
    }
    // A right password resets the count.
    expectCode(await changePwd(corp, 'Shoji2026', 'Shoji2026'), 400, 'PW002');
    expectOk(await changePwd(corp, 'Shoji2026', 'Marunouchi8'), okSchema);
    for (let i = 0; i < 4; i++) expectCode(await changePwd(corp, 'Wrong1234', 'Another2026'), 400, 'PW001');
    expect(message(await changePwd(corp, 'Wrong1234', 'Another2026'), 423, 'PW010')).toBe(
      '現在の出金パスワードが正しくありません。入力回数の上限に達したため、出金パスワードをロックしました。出金パスワードを再設定してください。',
    );
    expect(message(await changePwd(corp, 'Marunouchi8', 'Another2026'), 423, 'PW010')).toBe(
      '出金パスワードはロックされています。出金パスワードを再設定してください。',
    );
    expect(await status(corp)).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: true });
    expect((await login(t.app, '20000001')).loginOutput).toMatchObject({
      isWithdrawPwdLock: true,
      customerInfo: expect.objectContaining({ withdrawPwdLock: true }),
    });

    // The reset unlocks.
    const reset = expectOk(await step1(corp), codeSentSchema);
    expectOk(await step2(corp, reset.sessionId, await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL)), verifiedSchema);
    expectOk(await step3(corp, reset.sessionId, 'Unlocked2026'), okSchema);
    expect(await status(corp)).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: false });
    expectOk(await changePwd(corp, 'Unlocked2026', 'Another2026'), okSchema);
  });

  it('50 parallel wrong current passwords: at most 5 are compared, and the password ends locked', async () => {
    const corp = await login(t.app, '20000001');
    const verify = jest.spyOn(t.app.services.hasher, 'verify');
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => changePwd(corp, `Guess${i}abc`, 'Another2026')));
    const compared = verify.mock.calls.filter(([candidate]) => candidate.startsWith('Guess')).length;
    verify.mockRestore();
    expect(compared).toBeLessThanOrEqual(5);
    const codes = codesOf(responses);
    expect(codes.filter((c) => c === 'PW001').length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 'PW001' || c === 'PW010')).toBe(true);
    expect(await status(corp)).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: true });
    const row = await t.app.services.db
      .selectFrom('customers')
      .select(['withdraw_pwd_failed_count'])
      .where('customer_no', '=', '20000001')
      .executeTakeFirstOrThrow();
    expect(row.withdraw_pwd_failed_count).toBe(5);
    expect(await t.app.services.db.selectFrom('audit_log').select('id').where('event', '=', 'withdraw_pwd_wrong').execute()).toHaveLength(5);
    expect(await t.app.services.db.selectFrom('audit_log').select('id').where('event', '=', 'withdraw_pwd_locked').execute()).toHaveLength(1);
  });
});

describe('withdraw/forgotPwdStep1-3 (reset)', () => {
  it('mails a code, verifies it, sets the new password once; the session is bound to the customer and used up', async () => {
    const misaki = await login(t.app, '10000004');
    expect(await status(misaki)).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: true });
    const sent = expectOk(await step1(misaki), codeSentSchema);
    expect(sent).toMatchObject({ maskedEmail: 'm***************@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 });
    const mail = await latestMail(t.app, 'misaki.takahashi@example.jp', RESET_MAIL);
    expect(mail.text).toContain('高橋 美咲 様');
    const code = await latestCode(t.app, 'misaki.takahashi@example.jp', RESET_MAIL);
    // Step 3 before step 2: refused.
    expectCode(await step3(misaki, sent.sessionId, 'Sapporo2026'), 400, 'VC002');
    expect(message(await step2(misaki, sent.sessionId, ''), 400, 'VAL001')).toBe('必須');
    expect(message(await step2(misaki, sent.sessionId, '12ab56'), 400, 'VAL001')).toBe('認証コードは6桁の数字で入力してください');
    expectCode(await step2(misaki, sent.sessionId, wrongCode(code)), 400, 'VC001');
    expectOk(await step2(misaki, sent.sessionId, code), verifiedSchema);
    expectCode(await step2(misaki, sent.sessionId, code), 400, 'VC002');
    // A refused password leaves the verified session open for a corrected one.
    expectCode(await step3(misaki, sent.sessionId, 'Misaki2026'), 400, 'PW008');
    expectCode(await step3(misaki, sent.sessionId, 'misaki2026'), 400, 'PW008');
    expectCode(await step3(misaki, sent.sessionId, 'Tel87654321'), 400, 'PW006');
    expect(message(await step3(misaki, sent.sessionId, ''), 400, 'VAL001')).toBe('新しい出金パスワードを入力してください');
    expectOk(await step3(misaki, sent.sessionId, 'Sapporo2026'), okSchema);
    expectCode(await step3(misaki, sent.sessionId, 'Another2026'), 400, 'VC002');
    expect(await status(misaki)).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: false });
    expectOk(await changePwd(misaki, 'Sapporo2026', 'Another2026'), okSchema);
  });

  it('refuses a reset of a password that was never set', async () => {
    const taro = await login(t.app, '10000001');
    expectCode(await step1(taro), 409, 'PW011');
    expect(await mailbox(t.app, TARO)).toEqual([]);
  });

  it('refuses a new code within 60 s (VC004); a later one replaces the earlier session', async () => {
    const corp = await login(t.app, '20000001');
    const first = expectOk(await step1(corp), codeSentSchema);
    const firstCode = await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL);
    t.clock.advanceSeconds(59);
    expect(message(await step1(corp), 429, 'VC004')).toBe('認証コードは60秒後に再送信できます。');
    t.clock.advanceSeconds(1);
    const second = expectOk(await step1(corp), codeSentSchema);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await mailbox(t.app, 'admin@sample-shoji.example.jp')).toHaveLength(2);
    expectCode(await step2(corp, first.sessionId, firstCode), 400, 'VC002');
    expectOk(await step2(corp, second.sessionId, await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL)), verifiedSchema);
  });

  it('concurrent sends within 60 s: exactly one mail', async () => {
    const corp = await login(t.app, '20000001');
    const codes = codesOf(await Promise.all(Array.from({ length: 8 }, () => step1(corp))));
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'VC004')).toHaveLength(7);
    expect(await mailbox(t.app, 'admin@sample-shoji.example.jp')).toHaveLength(1);
  });

  it('a code is refused at 30 minutes + 1 s (injected clock); step 3 too', async () => {
    const corp = await login(t.app, '20000001', { autoLogin: 'true' });
    const sent = expectOk(await step1(corp), codeSentSchema);
    const code = await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL);
    t.clock.advanceSeconds(30 * 60 + 1);
    expectCode(await step2(corp, sent.sessionId, code), 400, 'VC002');

    t.clock.advanceSeconds(60);
    const again = expectOk(await step1(corp), codeSentSchema);
    expectOk(await step2(corp, again.sessionId, await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL)), verifiedSchema);
    t.clock.advanceSeconds(30 * 60 + 1);
    expectCode(await step3(corp, again.sessionId, 'Marunouchi8'), 400, 'VC002');
  });

  it('16 parallel uses of one valid code: exactly 1 succeeds; 50 parallel wrong guesses: at most 5 checked', async () => {
    const corp = await login(t.app, '20000001');
    const sent = expectOk(await step1(corp), codeSentSchema);
    const code = await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL);
    const uses = codesOf(await Promise.all(Array.from({ length: 16 }, () => step2(corp, sent.sessionId, code))));
    expect(uses.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(uses.filter((c) => c !== 'AG_1000').every((c) => c === 'VC002' || c === 'VC003')).toBe(true);

    t.clock.advanceSeconds(60);
    const next = expectOk(await step1(corp), codeSentSchema);
    const nextCode = await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL);
    const guesses = codesOf(await Promise.all(Array.from({ length: 50 }, () => step2(corp, next.sessionId, wrongCode(nextCode)))));
    expect(guesses.filter((c) => c === 'VC001').length).toBeLessThanOrEqual(5);
    expect(guesses.filter((c) => c === 'VC003').length).toBeGreaterThanOrEqual(45);
    expectCode(await step2(corp, next.sessionId, nextCode), 400, 'VC003');
  });

  it('a reset session never works for another customer or another login session', async () => {
    const corp = await login(t.app, '20000001');
    const misaki = await login(t.app, '10000004');
    const sent = expectOk(await step1(corp), codeSentSchema);
    const code = await latestCode(t.app, 'admin@sample-shoji.example.jp', RESET_MAIL);
    // Another customer with their own customerId and the foreign session and code.
    expectCode(await step2(misaki, sent.sessionId, code), 400, 'VC002');
    // The same customer from another login session.
    const corpElsewhere = await login(t.app, '20000001', { device: 'iOS' });
    expectCode(await step2(corpElsewhere, sent.sessionId, code), 400, 'VC002');
    // Still good where it was requested (the foreign attempts were refused before any check).
    expectOk(await step2(corp, sent.sessionId, code), verifiedSchema);
    expectCode(
      await post(
        t.app,
        'withdraw/forgotPwdStep3',
        { customerId: customerIdOf(misaki), sessionId: sent.sessionId, password: 'Hijack2026' },
        misaki.token,
        await steppedUp(t.app, misaki, 'withdrawPasswordReset'),
      ),
      400,
      'VC002',
    );
    expectOk(await step3(corp, sent.sessionId, 'Marunouchi8'), okSchema);
  });
});
