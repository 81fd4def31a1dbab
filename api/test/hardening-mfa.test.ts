// The second factor at login is capped per customer. Wrong codes count over every
// challenge — a new login with the right password or a resend does not reset them — and the 10th
// stops code logins for 30 minutes (no new challenge, no mail but the notice). Parallel guesses are
// claimed before they are compared.
import { DEMO_PASSWORD, codesOf, createTestApp, expectCode, get, mailbox, post, startMfaLogin, wrongCode } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const verify = (sessionId: string, verifyCode: string) => get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode });
const resend = (sessionId: string) => get(t.app, 'login/sendSecondVerifyCode', undefined, { sessionId });
const ICHIRO = 'ichiro.suzuki@example.jp';

describe('second factor at login, per customer', () => {
  it('neither a new login nor a resend resets the count: the 10th wrong code locks code logins for 30 minutes', async () => {
    const first = await startMfaLogin(t.app);
    for (let i = 0; i < 4; i++) expectCode(await verify(first.sessionId, wrongCode(first.code)), 400, 'VC001');
    // A resend gives the challenge 5 fresh tries, but the customer's count goes on.
    t.clock.advanceSeconds(60);
    expectCode(await resend(first.sessionId), 200, 'AG_1000');
    const resent = (await mailbox(t.app, ICHIRO))[0]!.text.match(/認証コード：(\d{6})/)![1]!;
    for (let i = 0; i < 3; i++) expectCode(await verify(first.sessionId, wrongCode(resent)), 400, 'VC001');
    // The right password opens a new challenge; its wrong codes count on.
    t.clock.advanceSeconds(60);
    const second = await startMfaLogin(t.app);
    expectCode(await verify(second.sessionId, wrongCode(second.code)), 400, 'VC001');
    expectCode(await verify(second.sessionId, wrongCode(second.code)), 400, 'VC001');
    const locked = expectCode(await verify(second.sessionId, wrongCode(second.code)), 400, 'VC003');
    expect(locked.localizedMessage).toBe('認証コードの誤入力が続いたため、2026/04/01 09:32:00まで認証コードによるログインを停止しています。');

    // Locked: the right code of the open challenge, a resend and a new login all fail, and no code is mailed.
    const mailsBefore = (await mailbox(t.app, ICHIRO)).length;
    expectCode(await verify(second.sessionId, second.code), 400, 'VC003');
    t.clock.advanceSeconds(60);
    expectCode(await resend(second.sessionId), 400, 'VC003');
    expectCode(await post(t.app, 'login/auth', { username: '10000003', password: DEMO_PASSWORD }), 401, 'AUTH001');
    const mails = await mailbox(t.app, ICHIRO);
    expect(mails).toHaveLength(mailsBefore);
    expect(mails[0]!.subject).toBe('【マイページ】多要素認証によるログインの一時停止のお知らせ');
    expect(mails[0]!.text).not.toMatch(/認証コード：\d{6}/);

    t.clock.advanceSeconds(30 * 60);
    const third = await startMfaLogin(t.app);
    expectCode(await verify(third.sessionId, third.code), 200, 'AG_1000');
  });

  it('20 parallel wrong codes over 4 challenges compare 10 at most', async () => {
    const challenges = [];
    for (let i = 0; i < 4; i++) {
      challenges.push(await startMfaLogin(t.app));
      t.clock.advanceSeconds(1);
    }
    const answers = await Promise.all(
      challenges.flatMap(({ sessionId, code }) => Array.from({ length: 5 }, () => verify(sessionId, wrongCode(code)))),
    );
    const codes = codesOf(answers);
    // VC001 only after a comparison; the 10th wrong one answers VC003 (locked), the rest never compare.
    expect(codes.filter((c) => c === 'VC001')).toHaveLength(9);
    expect(codes.every((c) => c === 'VC001' || c === 'VC003' || c === 'RL001')).toBe(true);
    for (const { sessionId, code } of challenges) expect(codesOf([await verify(sessionId, code)])).not.toContain('AG_1000');
  });

  it('a right code starts the count again', async () => {
    for (let round = 0; round < 3; round++) {
      const { sessionId, code } = await startMfaLogin(t.app);
      for (let i = 0; i < 4; i++) expectCode(await verify(sessionId, wrongCode(code)), 400, 'VC001');
      expectCode(await verify(sessionId, code), 200, 'AG_1000');
      t.clock.advanceSeconds(61);
    }
  });
});
