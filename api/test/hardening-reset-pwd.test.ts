// customer/resetPwd limits the checks of the current password per customer, in
// the database: 5 wrong ones (over every session, however parallel) lock the change for 15 minutes
// and mail the customer; a stolen session cannot guess the login password at the per-address rate.
import type { LoginResult } from '@portal/shared-kernel/contract';
import { DEMO_PASSWORD, codesOf, createTestApp, expectCode, login, post, steppedUp, waitForMail } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The step-up of each login session: a refused change leaves it unused, so one serves every attempt up to the change. */
const stepUps = new Map<string, Record<string, string>>();
const stepUpOf = async (session: LoginResult) => {
  const known = stepUps.get(session.sid);
  if (known) return known;
  const headers = await steppedUp(t.app, session, 'loginPasswordChange');
  stepUps.set(session.sid, headers);
  return headers;
};

const change = async (session: LoginResult, oldPwd: string, newPwd = 'Taro2026x') =>
  post(t.app, 'customer/resetPwd', { customerNo: '10000001', oldPwd, newPwd }, session.token, await stepUpOf(session));

describe('customer/resetPwd: checks of the current password', () => {
  it('20 parallel wrong guesses from one session compare 5, then the right password is refused for 15 minutes', async () => {
    const session = await login(t.app, '10000001');
    await stepUpOf(session);
    const { password_hash: hash } = await t.app.services.db
      .selectFrom('customers')
      .select('password_hash')
      .where('customer_no', '=', '10000001')
      .executeTakeFirstOrThrow();
    const verify = jest.spyOn(t.app.services.hasher, 'verify');
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(session, `Guess${i}x1`)));
      expect(verify.mock.calls.filter(([, stored]) => stored === hash)).toHaveLength(5);
    } finally {
      verify.mockRestore();
    }
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 'PW001')).toHaveLength(4);
    expect(codes.filter((c) => c === 'AG_1000')).toHaveLength(0);
    expect(codes.every((c) => ['PW001', 'PW010', 'RL001'].includes(c))).toBe(true);

    const locked = expectCode(await change(session, DEMO_PASSWORD), 423, 'PW010');
    expect(locked.localizedMessage).toBe('旧パスワードの誤入力が続いたため、ログインパスワードの変更を2026/04/01 09:15:00まで停止しています。');
    // The step-up's code came first; the notice of the lock is the newest mail.
    const [notice] = await waitForMail(t.app, 'taro.yamada@example.jp', 2);
    expect(notice!.subject).toBe('【マイページ】ログインパスワード変更の一時停止のお知らせ');
    expect(notice!.text).toContain('2026/04/01 09:15:00 まで停止しました');

    t.clock.advanceSeconds(15 * 60 + 1);
    // The step-up of 15 minutes ago has expired (5 minutes): a fresh one.
    stepUps.delete(session.sid);
    expectCode(await change(session, DEMO_PASSWORD), 200, 'AG_1000');
  });

  it('counts per customer over every session; a wrong answer tells the tries left', async () => {
    const first = await login(t.app, '20000001');
    const second = await login(t.app, '20000001');
    const wrong = async (session: LoginResult) =>
      post(
        t.app,
        'customer/resetPwd',
        { customerNo: '20000001', oldPwd: 'Wrong9999x', newPwd: 'Shoji2026x' },
        session.token,
        await stepUpOf(session),
      );
    expect(expectCode(await wrong(first), 400, 'PW001').localizedMessage).toBe(
      '旧パスワードが正しくありません。あと4回間違えると、ログインパスワードの変更が15分間できなくなります。',
    );
    expectCode(await wrong(second), 400, 'PW001');
    expectCode(await wrong(first), 400, 'PW001');
    expect(expectCode(await wrong(second), 400, 'PW001').localizedMessage).toContain('あと1回');
    expectCode(await wrong(first), 423, 'PW010');
    expectCode(
      await post(
        t.app,
        'customer/resetPwd',
        { customerNo: '20000001', oldPwd: DEMO_PASSWORD, newPwd: 'Shoji2026x' },
        second.token,
        await stepUpOf(second),
      ),
      423,
      'PW010',
    );
  });

  it('a right current password starts the count again', async () => {
    const session = await login(t.app, '10000005');
    const stepUp = await stepUpOf(session);
    const attempt = (oldPwd: string, newPwd: string) =>
      post(t.app, 'customer/resetPwd', { customerNo: '10000005', oldPwd, newPwd }, session.token, stepUp);
    for (let i = 0; i < 4; i++) expectCode(await attempt('Wrong9999x', 'Kenta2027x'), 400, 'PW001');
    // Right current password, refused new one (same as old): the check itself succeeded.
    expectCode(await attempt(DEMO_PASSWORD, DEMO_PASSWORD), 400, 'PW002');
    for (let i = 0; i < 4; i++) expectCode(await attempt('Wrong9999x', 'Kenta2027x'), 400, 'PW001');
    expectCode(await attempt(DEMO_PASSWORD, 'Kenta2027x'), 200, 'AG_1000');
  });
});
