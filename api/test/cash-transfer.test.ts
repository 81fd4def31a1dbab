// Transfers between own accounts, the default deposit account, and idempotency: the same key returns
// the first answer, other parameters are refused, 50 parallel submissions move money once.
import * as v from 'valibot';
import {
  onlinePayAccountListSchema,
  transferSubmitResultSchema,
  transferValidateResultSchema,
  withdrawSubmitResultSchema,
} from './support/contract.ts';
import type { LoginResult } from '@portal/shared-kernel/contract';
import { createTestApp, expectCode, expectOk, get, login, post, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditEvents, balances, expectReconciled, ledgerCount, movementCount, newKey, switchOff, total } from './cash-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectReconciled(t);
  await t.close();
});

const transfer = (s: LoginResult, fields: Record<string, string> = {}) =>
  post(
    t.app,
    'transfer/submit',
    { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '120000', idempotencyKey: newKey(), ...fields },
    s.token,
  );

describe('transfer', () => {
  it('validates and transfers at once: both balances, one movement, two ledger rows, audit', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const ledger = await ledgerCount(t);
    const checked = expectOk(
      await post(t.app, 'transfer/validate', { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '120000' }, s.token),
      transferValidateResultSchema,
    );
    expect(checked).toEqual({
      fromAccountNo: '51000051',
      toAccountNo: '51000053',
      amount: '120000',
      transferableAmount: '2340000',
      fromBalanceAfter: '2220000',
      toBalanceAfter: '580000',
    });
    const done = expectOk(await transfer(s), transferSubmitResultSchema);
    expect(done).toMatchObject({ fromCashBalance: '2220000', toCashBalance: '580000', amount: '120000' });
    expect(done.receiptNo).toMatch(/^TR260401\d{8}$/);
    const after = await balances(t, '10000005');
    expect(after['51000051']).toBe(before['51000051']! - 120000n);
    expect(after['51000053']).toBe(before['51000053']! + 120000n);
    expect(total(after)).toBe(total(before));
    expect(await ledgerCount(t)).toBe(ledger + 2);
    expect((await auditEvents(t, 'cash_transfer')).map((e) => e.detail)).toEqual([
      { receiptNo: done.receiptNo, fromAccountNo: '51000051', toAccountNo: '51000053', amount: '120000' },
    ]);
  });

  it('refuses the same account on both sides, more than the transferable cash, and a disabled switch', async () => {
    const s = await login(t.app, '10000005');
    const res = await post(t.app, 'transfer/validate', { fromAccountNo: '51000051', toAccountNo: '51000051', amount: '1000' }, s.token);
    expect(expectCode(res, 400, 'VAL001').localizedMessage).toBe('振替元と振替先に同じ口座は指定できません。');
    expectCode(await transfer(s, { fromAccountNo: '51000052', amount: '1005001' }), 409, 'CSH003');
    await switchOff(t, 'transfer', 'MT4');
    expectCode(await transfer(s), 403, 'CSH001');
    // Either side counts: into the MT4 account is refused too.
    const refused = expectCode(await transfer(s, { fromAccountNo: '51000053', toAccountNo: '51000051', amount: '1000' }), 403, 'CSH001');
    expect(refused.localizedMessage).toBe('現在、FX（MT4）の口座 51000051 では振替をご利用いただけません。');
  });

  it('account/change/depositAccount: the account’s transfer and deposit switches must be on, checked on the server', async () => {
    const s = await login(t.app, '10000005');
    const list = expectOk(await get(t.app, 'deposit/onlinePayAccountList', s.token), onlinePayAccountListSchema);
    const idOf = (no: string) => list.accountInfos.find((a) => a.accountNo === no)!.accountId;
    const change = (accountNo: string) => post(t.app, 'account/change/depositAccount', { defaultDepositAccountId: idOf(accountNo) }, s.token);
    await switchOff(t, 'deposit', 'GX_CFD');
    const noDeposit = expectCode(await change('51000053'), 403, 'CSH001');
    expect(noDeposit.message).toBe('disableDepositAndWithdrawal');
    expect(noDeposit.localizedMessage).toBe('現在、商品CFD（GX）の口座 51000053 では入金をご利用いただけません。');
    await switchOff(t, 'transfer', 'GX_CFD');
    expect(expectCode(await change('51000052'), 403, 'CSH001').localizedMessage).toBe(
      '現在、FX（GX）の口座 51000052 では振替をご利用いただけません。',
    );
    // Nothing was stored by the refusals; an account whose switches are on (MT4) is taken.
    expect(expectOk(await get(t.app, 'deposit/onlinePayAccountList', s.token), onlinePayAccountListSchema).defaultDepositAccountId).toBe(
      list.defaultDepositAccountId,
    );
    expect(expectOk(await change('51000051'), v.object({ defaultDepositAccountId: v.number() }))).toEqual({
      defaultDepositAccountId: idOf('51000051'),
    });
  });
});

describe('idempotency', () => {
  it('the same key with the same parameters returns the first answer; with other parameters CSH004', async () => {
    const s = await login(t.app, '10000005');
    const key = newKey();
    const first = expectOk(await transfer(s, { idempotencyKey: key }), transferSubmitResultSchema);
    const count = await movementCount(t);
    const again = expectOk(await transfer(s, { idempotencyKey: key }), transferSubmitResultSchema);
    expect(again).toEqual(first);
    expect(await movementCount(t)).toBe(count);
    const other = await transfer(s, { idempotencyKey: key, amount: '120001' });
    expect(expectCode(other, 409, 'CSH004').localizedMessage).toContain('別の内容');
    // A key is the customer's own: another customer may use the same string.
    const taro = await login(t.app, '10000001');
    expectOk(await transfer(taro, { fromAccountNo: '51000011', toAccountNo: '51000012', idempotencyKey: key }), transferSubmitResultSchema);
  });

  it('a failed call gives its key back: the corrected retry goes through once', async () => {
    const s = await login(t.app, '10000005');
    const key = newKey();
    // One step-up for the submission: the refused call leaves it unused, the retry of the key needs no second one.
    const stepUp = await steppedUp(t.app, s, 'withdraw');
    expectCode(
      await post(t.app, 'withdraw/submit', { accountNo: '51000051', amount: '1000', password: 'Wrong2026x', idempotencyKey: key }, s.token, stepUp),
      400,
      'PW001',
    );
    const count = await movementCount(t);
    const ok = expectOk(
      await post(t.app, 'withdraw/submit', { accountNo: '51000051', amount: '1000', password: 'Kenta2026', idempotencyKey: key }, s.token, stepUp),
      withdrawSubmitResultSchema,
    );
    // A retry after a lost answer (timeout) gets the same receipt and moves nothing.
    const retry = expectOk(
      await post(t.app, 'withdraw/submit', { accountNo: '51000051', amount: '1000', password: 'Kenta2026', idempotencyKey: key }, s.token, stepUp),
      withdrawSubmitResultSchema,
    );
    expect(retry.receiptNo).toBe(ok.receiptNo);
    expect(await movementCount(t)).toBe(count + 1);
  });

  it('50 parallel transfers with one key move money once and all get the same answer', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const count = await movementCount(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(s, { idempotencyKey: key, amount: '10000' })));
    const results = answers.map((res) => expectOk(res, transferSubmitResultSchema));
    expect(new Set(results.map((r) => r.receiptNo)).size).toBe(1);
    expect(await movementCount(t)).toBe(count + 1);
    const after = await balances(t, '10000005');
    expect(after['51000051']).toBe(before['51000051']! - 10000n);
  });

  it('50 parallel withdrawals with one key (password checked once per request, never locked) make one withdrawal', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const key = newKey();
    const stepUp = await steppedUp(t.app, s, 'withdraw');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(t.app, 'withdraw/submit', { accountNo: '51000051', amount: '5000', password: 'Kenta2026', idempotencyKey: key }, s.token, stepUp),
      ),
    );
    const results = answers.map((res) => expectOk(res, withdrawSubmitResultSchema));
    expect(new Set(results.map((r) => r.receiptNo)).size).toBe(1);
    expect((await balances(t, '10000005'))['51000051']).toBe(before['51000051']! - 5000n);
    expect(await auditEvents(t, 'cash_withdrawal_requested')).toHaveLength(1);
    expect((await get(t.app, 'withdraw/isWithdrawPwdSet', s.token)).json().result).toEqual({ isWithdrawPwdSet: true, isWithdrawPwdLock: false });
  });
});
