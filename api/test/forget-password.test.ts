// Forgot password: step 1 answers the same whether or not the account exists; the code is mailed
// only when login ID and e-mail match; step 3 stores the new password and ends every session.
import { endpoints } from '@portal/shared-kernel/contract';
import { okSchema } from './support/contract.ts';
import { codeMailedBy, createTestApp, DEMO_PASSWORD, expectCode, expectOk, get, login, mailbox, post, waitForMail } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// One reset code per customer and 60 s (api/test/hardening-forgot-password.test.ts): each request here comes a minute later.
const step1 = (username: string, email: string) => {
  t.clock.advanceSeconds(61);
  return post(t.app, 'public/user/forgetPwdStep1', { username, email });
};
/** Step 1 and the code it mails (never an older mail of the same customer). */
const step1Code = async (username: string, email: string) => {
  const { result, code } = await codeMailedBy(t.app, email, 'パスワード再設定の認証コード', () => step1(username, email));
  return { sessionId: expectOk(result, endpoints.public.forgetPwdStep1.result).sessionId, code };
};
const normalize = (body: string) => body.replace(/"sessionId":"[^"]+"/, '"sessionId":"…"');

describe('forgot password', () => {
  it('step 1 answers identically for a match, a wrong e-mail and an unknown login ID', async () => {
    const match = await step1('10000001', 'taro.yamada@example.jp');
    const wrongEmail = await step1('10000001', 'someone@example.jp');
    const unknown = await step1('99999999', 'taro.yamada@example.jp');
    for (const res of [match, wrongEmail, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(match.headers).sort());
      expect(normalize(res.body)).toBe(normalize(match.body));
      expect(expectOk(res, endpoints.public.forgetPwdStep1.result)).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 1800 });
    }
    const mails = await waitForMail(t.app, 'taro.yamada@example.jp');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('【マイページ】パスワード再設定の認証コード');
    expect(await mailbox(t.app, 'someone@example.jp')).toEqual([]);
    expect((await mailbox(t.app)).every((m) => m.to === 'taro.yamada@example.jp')).toBe(true);
  });

  it('matches the e-mail address case-insensitively, and a login ID typed full-width with the IME on', async () => {
    const res = await step1('２００００００１', 'Admin@Sample-Shoji.example.jp');
    expectOk(res, endpoints.public.forgetPwdStep1.result);
    await waitForMail(t.app, 'admin@sample-shoji.example.jp');
  });

  it('a session of an unknown account never verifies', async () => {
    const res = await step1('99999999', 'nobody@example.jp');
    const { sessionId } = expectOk(res, endpoints.public.forgetPwdStep1.result);
    for (let i = 0; i < 5; i++)
      expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: String(100000 + i) }), 400, 'VC001');
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: '123456' }), 400, 'VC003');
  });

  it('steps 2 and 3 set the new password and end every session of the customer', async () => {
    const before = await login(t.app, '20000001');
    const { sessionId, code } = await step1Code('20000001', 'admin@sample-shoji.example.jp');
    expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Sample2026x' }), 400, 'VC002');
    expect(
      expectOk(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: code }), endpoints.public.forgetPwdStep2.result),
    ).toEqual({
      verified: true,
    });
    expect(expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'weak' }), 400, 'VAL001').localizedMessage).toBe(
      '8～15文字で大文字、小文字、数字が混在したものが必要です',
    );
    expect(expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId }), 400, 'VAL001').localizedMessage).toBe(
      '新しいパスワードを入力してください',
    );
    expect(expectOk(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Sample2026x' }), okSchema)).toBe('OK');
    expectCode(await get(t.app, 'customer/view', before.token), 401, '1010');
    expectCode(await post(t.app, 'login/auth', { username: '20000001', password: DEMO_PASSWORD }), 401, 'AUTH001');
    expectCode(await post(t.app, 'login/auth', { username: '20000001', password: 'Sample2026x' }), 200, 'AG_1000');
    // The session is finished: neither step can be replayed.
    expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Another2026x' }), 400, 'VC002');
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: code }), 400, 'VC002');
  });

  it('step 3 applies the server rules and keeps the verified session for a corrected password', async () => {
    const { sessionId, code } = await step1Code('20000001', 'admin@sample-shoji.example.jp');
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: code }), 200, 'AG_1000');
    expect(
      expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Corp20091001' }), 400, 'PW003').localizedMessage,
    ).toBe('設立日を含むログインパスワードは設定できません。');
    expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Qwerty123' }), 400, 'PW009');
    expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Shoji2026x' }), 200, 'AG_1000');
  });

  it('step 3 must follow within the code validity', async () => {
    const { sessionId, code } = await step1Code('10000001', 'taro.yamada@example.jp');
    expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode: code }), 200, 'AG_1000');
    t.clock.advanceSeconds(30 * 60 + 1);
    expectCode(await post(t.app, 'public/user/forgetPwdStep3', { sessionId, newPassword: 'Taro2026New' }), 400, 'VC002');
  });

  it('validates step 1 and step 2 input', async () => {
    expect(expectCode(await post(t.app, 'public/user/forgetPwdStep1', { email: 'a@example.jp' }), 400, 'VAL001').localizedMessage).toBe(
      'ログインIDを入力してください。',
    );
    expect(expectCode(await post(t.app, 'public/user/forgetPwdStep1', { username: '10000001' }), 400, 'VAL001').localizedMessage).toBe(
      'メールアドレスを入力してください。',
    );
    expect(expectCode(await step1('10000001', 'not-an-address'), 400, 'VAL001').localizedMessage).toBe('メールアドレスの形式が正しくありません。');
    expect(expectCode(await post(t.app, 'public/user/forgetPwdStep2', { sessionId: 'x' }), 400, 'VAL001').localizedMessage).toBe(
      '認証コードを入力してください。',
    );
    expect(expectCode(await post(t.app, 'public/user/forgetPwdStep2', { verifyCode: '123456' }), 400, 'VAL001').localizedMessage).toBe(
      '認証セッションIDがありません。最初からやり直してください。',
    );
  });
});
