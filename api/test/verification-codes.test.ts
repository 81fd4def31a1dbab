// E-mailed codes: single use, at most 5 checks, 30 minutes, resend after 60 s, bound to purpose and customer.
import { codeSentSchema, loginResultSchema } from './support/contract.ts';
import { codeFrom, createTestApp, expectCode, expectOk, get, mailbox, post, startMfaLogin, waitForMail } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (sessionId: string, verifyCode: string) => get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode });
const resend = (sessionId: string) => get(t.app, 'login/sendSecondVerifyCode', undefined, { sessionId });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const triesOf = async (id: string) =>
  (await t.app.services.db.selectFrom('verification_codes').select('tries').where('id', '=', id).executeTakeFirstOrThrow()).tries;

describe('multi-factor login', () => {
  it('mails a 6-digit code; the code completes the login and creates the session', async () => {
    const { sessionId, code } = await startMfaLogin(t.app, { autoLogin: 'true', device: 'iOS' });
    const [mail] = await mailbox(t.app, 'ichiro.suzuki@example.jp');
    expect(mail).toMatchObject({ to: 'ichiro.suzuki@example.jp', subject: '【マイページ】ログイン認証コードのお知らせ' });
    expect(mail!.text).toContain('鈴木 一郎 様');
    const result = expectOk(await verify(sessionId, code), loginResultSchema);
    expect(result.loginOutput.secondVerify).toBe(true);
    expect(new Date(result.tokenExpireDate).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);
    const sessions = await get(t.app, 'customer/showAllActiveToken', result.token);
    expect(expectCode(sessions, 200, 'AG_1000').result).toEqual([
      expect.objectContaining({ jti: result.sid, device: 'iOS', autoLogin: true, current: true }),
    ]);
    // Single use.
    expectCode(await verify(sessionId, code), 400, 'VC002');
  });

  it('stores only a hash of the code', async () => {
    const { sessionId, code } = await startMfaLogin(t.app);
    const row = await t.app.services.db.selectFrom('verification_codes').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('validates the query', async () => {
    expect(expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId: 'abc' }), 400, 'VAL001').localizedMessage).toBe(
      '認証コードを入力してください。',
    );
    expect(expectCode(await verify('abc', '12ab56'), 400, 'VAL001').localizedMessage).toBe('認証コードは6桁の数字で入力してください。');
    expectCode(await get(t.app, 'login/sendSecondVerifyCode'), 400, 'VAL001');
    expectCode(await verify('no-such-session', '123456'), 400, 'VC002');
  });

  it('a wrong code answers VC001; after 5 checks even the right code answers VC003', async () => {
    const { sessionId, code } = await startMfaLogin(t.app);
    for (let i = 0; i < 5; i++) expectCode(await verify(sessionId, wrongCodeFor(code)), 400, 'VC001');
    expectCode(await verify(sessionId, code), 400, 'VC003');
    expect(await triesOf(sessionId)).toBe(5);
  });

  it('the code is valid for 30 minutes: accepted at 30:00 - 1 s, refused at 30:00 + 1 s', async () => {
    const first = await startMfaLogin(t.app);
    t.clock.advanceSeconds(30 * 60 - 1);
    expectOk(await verify(first.sessionId, first.code), loginResultSchema);
    t.clock.advanceSeconds(61);
    const second = await startMfaLogin(t.app);
    t.clock.advanceSeconds(30 * 60 + 1);
    expectCode(await verify(second.sessionId, second.code), 400, 'VC002');
  });

  it('refuses a resend within 60 s; afterwards a new code replaces the old one', async () => {
    const { sessionId, code } = await startMfaLogin(t.app);
    t.clock.advanceSeconds(59);
    expectCode(await resend(sessionId), 429, 'VC004');
    t.clock.advanceSeconds(1);
    const sent = expectOk(await resend(sessionId), codeSentSchema);
    expect(sent).toEqual({ sessionId, maskedEmail: 'i************@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 });
    const newCode = codeFrom((await mailbox(t.app, 'ichiro.suzuki@example.jp'))[0]);
    if (newCode !== code) expectCode(await verify(sessionId, code), 400, 'VC001');
    expectOk(await verify(sessionId, newCode), loginResultSchema);
    expectCode(await resend(sessionId), 400, 'VC002');
  });

  it('caps resends per verification session', async () => {
    const { sessionId } = await startMfaLogin(t.app);
    for (let i = 0; i < 4; i++) {
      t.clock.advanceSeconds(60);
      expectCode(await resend(sessionId), 200, 'AG_1000');
    }
    t.clock.advanceSeconds(60);
    expectCode(await resend(sessionId), 400, 'VC003');
  });
});

describe('races', () => {
  it('16 parallel uses of one valid code: exactly 1 succeeds', async () => {
    const { sessionId, code } = await startMfaLogin(t.app);
    const responses = await Promise.all(Array.from({ length: 16 }, () => verify(sessionId, code)));
    const codes = responses.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'AG_1000').every((c) => ['VC002', 'VC003'].includes(c))).toBe(true);
    const sessions = await t.app.services.db.selectFrom('sessions').select('jti').where('customer_id', '=', 3).execute();
    const successes = responses.filter((r) => r.statusCode === 200).map((r) => r.json().result.sid as string);
    expect(sessions.map((s) => s.jti)).toEqual(expect.arrayContaining(successes));
  });

  it('50 parallel wrong guesses: at most 5 are checked', async () => {
    const { sessionId, code } = await startMfaLogin(t.app);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(sessionId, wrongCodeFor(code))));
    const codes = responses.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'VC001').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'VC003').length).toBeGreaterThanOrEqual(45);
    expect(await triesOf(sessionId)).toBe(5);
    expectCode(await verify(sessionId, code), 400, 'VC003');
  });
});

describe('isolation', () => {
  it('a code for one purpose never works for another', async () => {
    const mfa = await startMfaLogin(t.app);
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId: mfa.sessionId, verifyCode: mfa.code }), 400, 'VC002');

    const step1 = await post(t.app, 'public/user/forgetPwdStep1', { username: '10000003', email: 'ichiro.suzuki@example.jp' });
    const forgetSession = (expectCode(step1, 200, 'AG_1000').result as { sessionId: string }).sessionId;
    // Other mails to this customer are already there (the login codes): wait for the reset code's.
    let resetMail: Awaited<ReturnType<typeof waitForMail>>[number] | undefined;
    for (let i = 0; i < 100 && !resetMail; i++) {
      resetMail = (await waitForMail(t.app, 'ichiro.suzuki@example.jp')).find((m) => m.subject.includes('パスワード再設定'));
      if (!resetMail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const resetCode = codeFrom(resetMail);
    expectCode(await verify(forgetSession, resetCode), 400, 'VC002');
    // Both still work for their own purpose.
    expectOk(await verify(mfa.sessionId, mfa.code), loginResultSchema);
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId: forgetSession, verifyCode: resetCode }), 200, 'AG_1000');
  });

  it('a code bound to one customer never works for another', async () => {
    const codes = t.app.services.codes;
    const issued = await codes.issue({ purpose: 'withdraw_pwd_reset', customerId: 1 });
    await expect(codes.verify({ id: issued.id, purpose: 'withdraw_pwd_reset', customerId: 4, code: issued.code })).rejects.toMatchObject({
      code: 'VC002',
    });
    await expect(codes.verify({ id: issued.id, purpose: 'trading_pwd_reset', customerId: 1, code: issued.code })).rejects.toMatchObject({
      code: 'VC002',
    });
    await expect(codes.verify({ id: issued.id, purpose: 'withdraw_pwd_reset', customerId: 1, code: issued.code })).resolves.toMatchObject({
      customer_id: 1,
    });
  });
});
