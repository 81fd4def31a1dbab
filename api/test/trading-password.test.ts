// Trading password (securities CFD): the same flows as the withdrawal password with the trading
// messages, only for customers holding a SEC-CFD account.
import { codeSentSchema, okSchema, tradingPwdStatusSchema, verifiedSchema } from './support/contract.ts';
import type { LoginResult } from '@portal/shared-kernel/contract';
import { codesOf, createTestApp, customerIdOf, expectCode, expectOk, get, latestCode, login, post, steppedUp, wrongCode } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const MISAKI = 'misaki.takahashi@example.jp';
const RESET_MAIL = '取引パスワード再設定の認証コード';
const status = async (s: LoginResult) => expectOk(await get(t.app, 'tradingPwd/isTradingPwdSet', s.token), tradingPwdStatusSchema);
const call = (s: LoginResult, path: string, fields: Record<string, string | number> = {}) =>
  post(t.app, `tradingPwd/${path}`, { customerId: customerIdOf(s), ...fields }, s.token);
const message = (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => expectCode(res, status, code).localizedMessage;

describe('applicability', () => {
  it('refuses every trading password call of a customer without a SEC-CFD account (403 PW013)', async () => {
    for (const no of ['10000002', '20000001']) {
      const s = await login(t.app, no);
      const text = '取引パスワードは証券CFD口座をお持ちのお客様のみご利用いただけます。';
      expect(message(await get(t.app, 'tradingPwd/isTradingPwdSet', s.token), 403, 'PW013')).toBe(text);
      for (const path of ['setTrdPwd', 'changeTrdPwd', 'forgotTrdPwdStep1', 'forgotTrdPwdStep2', 'forgotTrdPwdStep3']) {
        const res = await call(s, path, { password: 'Trading2026', oldPassword: 'Trading2025', sessionId: 'x', verifyCode: '123456' });
        expect({ path, status: res.statusCode, code: res.json().code }).toEqual({ path, status: 403, code: 'PW013' });
      }
    }
  });
});

describe('set and change', () => {
  it('registers, then changes with the trading messages', async () => {
    const taro = await login(t.app, '10000001');
    expect(await status(taro)).toEqual({ isTradeSecCfdPwdSet: false, isTradeSecCfdPwdLocked: false });
    expect(message(await call(taro, 'setTrdPwd', { password: '' }), 400, 'VAL001')).toBe('登録する取引パスワードを入力してください');
    expect(message(await call(taro, 'setTrdPwd', { password: 'tradingpw' }), 400, 'VAL001')).toBe(
      '取引パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です',
    );
    expect(message(await call(taro, 'setTrdPwd', { password: 'Sec19850412' }), 400, 'PW003')).toBe('生年月日を含む取引パスワードは設定できません。');
    expect(message(await call(taro, 'setTrdPwd', { password: 'Abcd1234' }), 400, 'PW009')).toBe(
      '推測されやすい取引パスワードは設定できません。別の取引パスワードを入力してください。',
    );
    expectOk(await call(taro, 'setTrdPwd', { password: 'Kabu2026x' }), okSchema);
    expect(await status(taro)).toEqual({ isTradeSecCfdPwdSet: true, isTradeSecCfdPwdLocked: false });
    expect((await login(t.app, '10000001')).loginOutput).toMatchObject({ isTradeSecCfdPwdSet: true, isTradeSecCfdPwdLocked: false });
    expectCode(await call(taro, 'setTrdPwd', { password: 'Kabu2027x' }), 409, 'PW012');
    expect(message(await call(taro, 'changeTrdPwd', { oldPassword: 'Kabu2026x', password: 'Kabu2026x' }), 400, 'PW002')).toBe(
      '現在の取引パスワードと同じものは設定できません',
    );
    expect(message(await call(taro, 'changeTrdPwd', { password: 'Kabu2027x' }), 400, 'VAL001')).toBe('現在の取引パスワードを入力してください');
    expect(message(await call(taro, 'changeTrdPwd', { oldPassword: 'Nope2026x', password: 'Kabu2027x' }), 400, 'PW001')).toBe(
      '現在の取引パスワードが正しくありません。あと4回間違えると取引パスワードがロックされます。',
    );
    expectOk(await call(taro, 'changeTrdPwd', { oldPassword: 'Kabu2026x', password: 'Kabu2027x' }), okSchema);
    // The withdrawal password is a separate secret.
    expect(expectCode(await get(t.app, 'withdraw/isWithdrawPwdSet', taro.token), 200, 'AG_1000').result).toEqual({
      isWithdrawPwdSet: false,
      isWithdrawPwdLock: false,
    });
  });

  it('locks at the 5th wrong current password, independently of the withdrawal password', async () => {
    const misaki = await login(t.app, '10000004');
    for (let i = 0; i < 4; i++) expectCode(await call(misaki, 'changeTrdPwd', { oldPassword: 'Wrong2026', password: 'Sapporo2026' }), 400, 'PW001');
    expectCode(await call(misaki, 'changeTrdPwd', { oldPassword: 'Wrong2026', password: 'Sapporo2026' }), 423, 'PW010');
    expect(message(await call(misaki, 'changeTrdPwd', { oldPassword: 'Trade2026', password: 'Sapporo2026' }), 423, 'PW010')).toBe(
      '取引パスワードはロックされています。取引パスワードを再設定してください。',
    );
    expect(await status(misaki)).toEqual({ isTradeSecCfdPwdSet: true, isTradeSecCfdPwdLocked: true });
    expect((await login(t.app, '10000004')).loginOutput).toMatchObject({ isTradeSecCfdPwdLocked: true, isWithdrawPwdLock: true });
    // 50 parallel guesses on a locked password: none is compared.
    const verify = jest.spyOn(t.app.services.hasher, 'verify');
    const codes = codesOf(
      await Promise.all(Array.from({ length: 50 }, (_, i) => call(misaki, 'changeTrdPwd', { oldPassword: `Guess${i}x`, password: 'Sapporo2026' }))),
    );
    expect(verify.mock.calls.filter(([candidate]) => candidate.startsWith('Guess'))).toHaveLength(0);
    verify.mockRestore();
    expect(new Set(codes)).toEqual(new Set(['PW010']));
  });
});

describe('reset', () => {
  it('mails a code, verifies it and sets the new password, which unlocks it', async () => {
    const misaki = await login(t.app, '10000004');
    for (let i = 0; i < 5; i++) await call(misaki, 'changeTrdPwd', { oldPassword: 'Wrong2026', password: 'Sapporo2026' });
    const sent = expectOk(await call(misaki, 'forgotTrdPwdStep1'), codeSentSchema);
    const code = await latestCode(t.app, MISAKI, RESET_MAIL);
    expectCode(await call(misaki, 'forgotTrdPwdStep2', { sessionId: sent.sessionId, verifyCode: wrongCode(code) }), 400, 'VC001');
    expectOk(await call(misaki, 'forgotTrdPwdStep2', { sessionId: sent.sessionId, verifyCode: code }), verifiedSchema);
    expect(message(await call(misaki, 'forgotTrdPwdStep3', { sessionId: sent.sessionId, password: 'TRADE2026' }), 400, 'PW008')).toBe(
      '前回と同じ取引パスワードは設定できません（大文字・小文字の違いは同じとみなします）。',
    );
    expect(message(await call(misaki, 'forgotTrdPwdStep3', { sessionId: sent.sessionId, password: '' }), 400, 'VAL001')).toBe(
      '新しい取引パスワードを入力してください',
    );
    expectOk(await call(misaki, 'forgotTrdPwdStep3', { sessionId: sent.sessionId, password: 'Sapporo2026' }), okSchema);
    expect(await status(misaki)).toEqual({ isTradeSecCfdPwdSet: true, isTradeSecCfdPwdLocked: false });
    t.clock.advanceSeconds(59);
    expectCode(await call(misaki, 'forgotTrdPwdStep1'), 429, 'VC004');
  });

  it('a trading reset code never works for the withdrawal reset, and the reverse', async () => {
    const misaki = await login(t.app, '10000004');
    const trading = expectOk(await call(misaki, 'forgotTrdPwdStep1'), codeSentSchema);
    const tradingCode = await latestCode(t.app, MISAKI, RESET_MAIL);
    const withdraw = expectOk(await post(t.app, 'withdraw/forgotPwdStep1', { customerId: customerIdOf(misaki) }, misaki.token), codeSentSchema);
    const withdrawCode = await latestCode(t.app, MISAKI, '出金パスワード再設定の認証コード');
    const withdrawStep2 = (sessionId: string, verifyCode: string) =>
      post(t.app, 'withdraw/forgotPwdStep2', { customerId: customerIdOf(misaki), sessionId, verifyCode }, misaki.token);
    expectCode(await withdrawStep2(trading.sessionId, tradingCode), 400, 'VC002');
    expectCode(await call(misaki, 'forgotTrdPwdStep2', { sessionId: withdraw.sessionId, verifyCode: withdrawCode }), 400, 'VC002');
    expectOk(await call(misaki, 'forgotTrdPwdStep2', { sessionId: trading.sessionId, verifyCode: tradingCode }), verifiedSchema);
    expectCode(
      await post(
        t.app,
        'withdraw/forgotPwdStep3',
        { customerId: customerIdOf(misaki), sessionId: trading.sessionId, password: 'Sapporo2026' },
        misaki.token,
        await steppedUp(t.app, misaki, 'withdrawPasswordReset'),
      ),
      400,
      'VC002',
    );
    expectOk(await withdrawStep2(withdraw.sessionId, withdrawCode), verifiedSchema);
  });
});
