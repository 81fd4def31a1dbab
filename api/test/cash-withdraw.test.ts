// Withdrawals: the registered bank account (masked), withdrawable amounts, validate, submit with the
// withdrawal password and its lockout, the cut-off and payout date, cancel before the cut-off, mails.
import {
  bankAccountSchema,
  withdrawableBalanceSchema,
  withdrawAccountSchema,
  withdrawCancelResultSchema,
  withdrawSubmitResultSchema,
  withdrawValidateResultSchema,
} from './support/contract.ts';
import type { LoginResult } from '@portal/shared-kernel/contract';
import * as v from 'valibot';
import { createTestApp, expectCode, expectOk, get, latestMail, login, post, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditEvents, balances, expectReconciled, movementCount, newKey, pendingWithdrawals, switchOff, total } from './cash-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectReconciled(t);
  await t.close();
});

const KENTA = 'kenta.ito@example.jp';
/** withdraw/submit after a real step-up (the e-mailed code of a customer without a passkey). */
const submit = async (s: LoginResult, fields: Record<string, string> = {}) =>
  post(
    t.app,
    'withdraw/submit',
    { accountNo: '51000051', amount: '100000', password: 'Kenta2026', idempotencyKey: newKey(), ...fields },
    s.token,
    await steppedUp(t.app, s, 'withdraw'),
  );

describe('withdraw: bank account and withdrawable amounts', () => {
  it('shows the registered bank account masked, and per account cash, margin, pending and withdrawable', async () => {
    const s = await login(t.app, '10000005');
    expect(expectOk(await get(t.app, 'withdraw/bankAccount', s.token), bankAccountSchema)).toEqual({
      bankCode: '0038',
      bankName: '住信SBIネット銀行',
      branchCode: '106',
      branchName: 'イチゴ支店',
      accountType: '普通',
      accountNumber: '****901',
      accountHolderKana: 'イトウ ケンタ',
    });
    const list = expectOk(await get(t.app, 'withdraw/withdrawAccountList', s.token, { withdrawAmount: '1000000' }), v.array(withdrawAccountSchema));
    expect(list.map((a) => [a.accountNo, a.cashBalance, a.withdrawableAmount, a.pendingWithdrawal, a.covers])).toEqual([
      ['51000051', '2340000', '2340000', '0', true],
      ['51000052', '1185000', '1005000', '200000', true],
      ['51000053', '460000', '460000', '0', false],
    ]);
    expect(expectOk(await get(t.app, 'withdraw/withdrawableBalance/51000052', s.token), withdrawableBalanceSchema)).toEqual({
      accountNo: '51000052',
      cashBalance: '1185000',
      marginRequirement: '180000',
      pendingWithdrawal: '200000',
      withdrawableAmount: '1005000',
    });
  });

  it('without a registered bank account nothing can be withdrawn (CSH009)', async () => {
    const s = await login(t.app, '10000005');
    await t.app.services.db.deleteFrom('bank_accounts').where('purpose', '=', 'withdrawal').execute();
    expectCode(await get(t.app, 'withdraw/bankAccount', s.token), 409, 'CSH009');
    expectCode(await post(t.app, 'withdraw/validate', { accountNo: '51000051', amount: '10000' }, s.token), 409, 'CSH009');
  });
});

describe('withdraw/validate and submit', () => {
  it('validates, then submits with the password: the cash leaves at once, receipt, cut-off 15:00 and next business day, mail, audit', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const checked = expectOk(
      await post(t.app, 'withdraw/validate', { accountNo: '51000051', amount: '100000' }, s.token),
      withdrawValidateResultSchema,
    );
    // 2026-04-01 09:00 Asia/Tokyo (Wednesday): cut-off 15:00 the same day, paid out Thursday 2 April.
    expect(checked).toMatchObject({
      amount: '100000',
      withdrawableAmount: '2340000',
      balanceAfter: '2240000',
      cutoffAt: '2026-04-01T06:00:00.000Z',
      scheduledDate: '2026-04-02',
    });
    expect(checked.bankAccount.accountNumber).toBe('****901');
    const done = expectOk(await submit(s), withdrawSubmitResultSchema);
    expect(done).toMatchObject({
      accountNo: '51000051',
      amount: '100000',
      cutoffAt: '2026-04-01T06:00:00.000Z',
      scheduledDate: '2026-04-02',
      cashBalance: '2240000',
    });
    expect(done.receiptNo).toMatch(/^WD260401\d{8}$/);
    expect((await balances(t, '10000005'))['51000051']).toBe(before['51000051']! - 100000n);
    const mail = await latestMail(t.app, KENTA, '出金依頼受付');
    expect(mail.text).toContain(`受付番号：${done.receiptNo}`);
    expect(mail.text).toContain('出金金額：100,000円');
    expect(mail.text).toContain('出金予定日：2026/04/02');
    expect(mail.text).toContain('取消期限：2026/04/01 15:00:00');
    expect((await auditEvents(t, 'cash_withdrawal_requested')).map((e) => e.detail)).toEqual([
      { receiptNo: done.receiptNo, accountNo: '51000051', amount: '100000', scheduledDate: '2026-04-02' },
    ]);
    const history = (await get(t.app, 'cash/history', s.token, { kind: 'withdrawal', limit: '1' })).json().result.items;
    expect(history[0]).toMatchObject({ receiptNo: done.receiptNo, status: 'accepted', cancellable: true });
  });

  it('after 15:00 on a Friday before a holiday Monday the payout moves to Tuesday', async () => {
    // 2026-07-17 (Friday) 15:30 Asia/Tokyo; 20 July is 海の日.
    t.clock.advanceSeconds((Date.parse('2026-07-17T06:30:00Z') - t.clock.now().getTime()) / 1000);
    const s = await login(t.app, '10000005');
    const checked = expectOk(
      await post(t.app, 'withdraw/validate', { accountNo: '51000051', amount: '100000' }, s.token),
      withdrawValidateResultSchema,
    );
    expect(checked).toMatchObject({ cutoffAt: '2026-07-21T06:00:00.000Z', scheduledDate: '2026-07-22' });
  });

  it('a wrong password moves nothing and counts toward the lockout; the right one then goes through', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const count = await movementCount(t);
    const wrong = expectCode(await submit(s, { password: 'Wrong2026x' }), 400, 'PW001');
    expect(wrong.localizedMessage).toBe('出金パスワードが正しくありません。あと4回間違えると出金パスワードがロックされます。');
    expect(await balances(t, '10000005')).toEqual(before);
    expect(await movementCount(t)).toBe(count);
    expectOk(await submit(s), withdrawSubmitResultSchema);
    expect(await movementCount(t)).toBe(count + 1);
  });

  it('the 5th wrong password locks it (PW010) — the same lockout as the password drawer', async () => {
    const s = await login(t.app, '10000005');
    for (let i = 0; i < 4; i++) expectCode(await submit(s, { password: `Wrong2026${i}` }), 400, 'PW001');
    expectCode(await submit(s, { password: 'Wrong2026x' }), 423, 'PW010');
    expectCode(await submit(s), 423, 'PW010');
    const status = (await get(t.app, 'withdraw/isWithdrawPwdSet', s.token)).json().result;
    expect(status).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: true });
    expect(await auditEvents(t, 'withdraw_pwd_locked')).toHaveLength(1);
  });

  it('refuses a locked (10000004) or unset (10000001) withdrawal password', async () => {
    const misaki = await login(t.app, '10000004');
    expectCode(await submit(misaki, { accountNo: '51000041', password: 'Misaki2026' }), 423, 'PW010');
    const taro = await login(t.app, '10000001');
    expectCode(await submit(taro, { accountNo: '51000011', password: 'Whatever2026' }), 409, 'PW011');
  });

  it('refuses more than the withdrawable amount (margin held, pending already deducted)', async () => {
    const s = await login(t.app, '10000005');
    const res = await post(t.app, 'withdraw/validate', { accountNo: '51000052', amount: '1005001' }, s.token);
    expect(expectCode(res, 409, 'CSH003').localizedMessage).toBe('出金金額が出金可能額を超えています。');
    expectOk(await post(t.app, 'withdraw/validate', { accountNo: '51000052', amount: '1005000' }, s.token), withdrawValidateResultSchema);
    expectCode(await submit(s, { accountNo: '51000052', amount: '1005001' }), 409, 'CSH003');
  });

  it('refuses when the withdrawal switch of the account is off', async () => {
    const s = await login(t.app, '10000005');
    await switchOff(t, 'withdrawal', 'GX_CFD');
    const refused = expectCode(await submit(s, { accountNo: '51000052', amount: '10000' }), 403, 'CSH001');
    // The product's Japanese name, never the switch key (GX_CFD).
    expect(refused.localizedMessage).toBe('現在、FX（GX）の口座 51000052 では出金をご利用いただけません。');
    expectOk(await submit(s, { accountNo: '51000051', amount: '10000' }), withdrawSubmitResultSchema);
  });
});

describe('withdraw/cancel', () => {
  it('cancels before the cut-off: the amount comes back, mail and audit; a second cancel is refused', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const done = expectOk(await submit(s, { amount: '250000' }), withdrawSubmitResultSchema);
    const cancelled = expectOk(
      await post(t.app, 'withdraw/cancel', { receiptNo: done.receiptNo, idempotencyKey: newKey() }, s.token),
      withdrawCancelResultSchema,
    );
    expect(cancelled).toMatchObject({ receiptNo: done.receiptNo, amount: '250000', cashBalance: String(before['51000051']) });
    expect(await balances(t, '10000005')).toEqual(before);
    expect((await latestMail(t.app, KENTA, '出金依頼取消')).text).toContain(`受付番号：${done.receiptNo}`);
    expect(await auditEvents(t, 'cash_withdrawal_cancelled')).toHaveLength(1);
    expectCode(await post(t.app, 'withdraw/cancel', { receiptNo: done.receiptNo, idempotencyKey: newKey() }, s.token), 409, 'CSH005');
    const history = (await get(t.app, 'cash/history', s.token, { kind: 'withdrawal', limit: '1' })).json().result.items;
    expect(history[0]).toMatchObject({ receiptNo: done.receiptNo, status: 'cancelled', cancellable: false });
  });

  it('the seeded pending withdrawal can be cancelled; past its cut-off it cannot and it is processing, then completed', async () => {
    const s = await login(t.app, '10000005', { autoLogin: 'true' });
    const pending = (await get(t.app, 'cash/history', s.token, { kind: 'withdrawal', limit: '1' })).json().result.items[0];
    expect(pending).toMatchObject({ amount: '200000', status: 'accepted', cancellable: true, accountNo: '51000052' });
    const done = expectOk(await submit(s, { amount: '30000' }), withdrawSubmitResultSchema);
    // 15:00 passes.
    t.clock.advanceSeconds(6 * 3600 + 1);
    expectCode(await post(t.app, 'withdraw/cancel', { receiptNo: done.receiptNo, idempotencyKey: newKey() }, s.token), 409, 'CSH005');
    let history = (await get(t.app, 'cash/history', s.token, { kind: 'withdrawal', limit: '1' })).json().result.items;
    expect(history[0]).toMatchObject({ receiptNo: done.receiptNo, status: 'processing', cancellable: false });
    // Thursday 10:00: paid out.
    t.clock.advanceSeconds(19 * 3600);
    history = (await get(t.app, 'cash/history', s.token, { kind: 'withdrawal', limit: '1' })).json().result.items;
    expect(history[0]).toMatchObject({ receiptNo: done.receiptNo, status: 'completed', completedAt: '2026-04-02T01:00:00.000Z' });
    expect(await pendingWithdrawals(t, '10000005')).toBe(0n);
  });

  it('the sum of the balances plus the pending withdrawals does not change with a request or a cancel', async () => {
    const s = await login(t.app, '10000005');
    const sum = async () => total(await balances(t, '10000005')) + (await pendingWithdrawals(t, '10000005'));
    const start = await sum();
    const done = expectOk(await submit(s, { amount: '50000' }), withdrawSubmitResultSchema);
    expect(await sum()).toBe(start);
    expectOk(await post(t.app, 'withdraw/cancel', { receiptNo: done.receiptNo, idempotencyKey: newKey() }, s.token), withdrawCancelResultSchema);
    expect(await sum()).toBe(start);
  });
});
