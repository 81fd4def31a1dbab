// Deposits: partner banks, the customer's deposit account, the quick deposit through the simulated
// bank (approve, cancel; notification before, after, twice, never), the signed notification
// (verified, matched, idempotent on the bank's transaction id) and the simulated incoming transfer.
import {
  bankNotifyResultSchema,
  depositBankAccountSchema,
  depositValidateResultSchema,
  incomingTransferResultSchema,
  onlinePayAccountListSchema,
  onlinePayBankSchema,
  onlinePayPlatformSchema,
  onlinePayResultSchema,
  onlinePayStatusSchema,
} from './support/contract.ts';
import * as v from 'valibot';
import { BankSigner } from '../src/domain/bank-signature.ts';
import { apiUrl, createTestApp, expectCode, expectOk, FORM, formBody, get, login, post, postJson } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditEvents, balances, expectReconciled, movementCount, newKey, switchOff } from './cash-helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectReconciled(t);
  await t.close();
});

const signer = () => new BankSigner(t.app.services.secrets.app);

async function startPayment(token: string, fields: Record<string, string> = {}) {
  const res = await post(
    t.app,
    'deposit/onlinePay',
    { accountNo: '51000051', amount: '50000', bankCode: '0001', idempotencyKey: newKey(), ...fields },
    token,
  );
  return expectOk(res, onlinePayResultSchema);
}

/** Opens the simulator page of a payment and decides there; returns the callback URL the browser is sent to. */
async function decide(redirectUrl: string, decision: 'approve' | 'cancel', delivery: 'before' | 'after' | 'twice' | 'none' = 'before') {
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const query = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams);
  const res = await t.app.inject({
    method: 'POST',
    url: apiUrl('deposit/simulator/decide'),
    headers: FORM,
    payload: formBody({ ...query, decision, delivery }),
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location.startsWith('/portal/cash/callback?')).toBe(true);
  return Object.fromEntries(new URL(location, 'http://x').searchParams);
}

const status = async (token: string, fields: Record<string, string>) =>
  expectOk(await post(t.app, 'deposit/onlinePayStatus', fields, token), onlinePayStatusSchema);

describe('deposit: banks, accounts, the deposit account', () => {
  it('lists partner banks, the PC service, the accounts sorted with the default, and the customer’s own deposit account', async () => {
    const s = await login(t.app, '10000005');
    const banks = expectOk(await post(t.app, 'deposit/onlinePayBankList', {}, s.token), v.array(onlinePayBankSchema));
    expect(banks.map((b) => b.bankName)).toContain('三菱UFJ銀行');
    // 09:00 on a Wednesday (Asia/Tokyo): every bank takes payments.
    expect(banks.every((b) => b.available)).toBe(true);
    expect(expectOk(await get(t.app, 'deposit/onlinePayPlatform/PC', s.token), onlinePayPlatformSchema)).toMatchObject({
      available: true,
      minAmount: '1000',
      maxAmount: '10000000',
    });
    const list = expectOk(await get(t.app, 'deposit/onlinePayAccountList', s.token), onlinePayAccountListSchema);
    expect(list.accountInfos.map((a) => a.accountNo)).toEqual(['51000051', '51000052', '51000053']);
    expect(list.defaultDepositAccountId).toBe(list.accountInfos[0]?.accountId);
    const account = expectOk(await get(t.app, 'deposit/bankAccount', s.token), depositBankAccountSchema);
    expect(account).toMatchObject({ bankName: 'みずほ銀行', accountType: '普通', creditedAccountNo: '51000051', simulatorAvailable: true });
    expect(account.accountNumber).toMatch(/^\d{7}$/);
    // Another customer gets another number; the same customer always the same.
    const other = expectOk(await get(t.app, 'deposit/bankAccount', (await login(t.app, '10000001')).token), depositBankAccountSchema);
    expect(other.accountNumber).not.toBe(account.accountNumber);
    expect(expectOk(await get(t.app, 'deposit/bankAccount', s.token), depositBankAccountSchema).accountNumber).toBe(account.accountNumber);
  });

  it('a bank in its maintenance window is unavailable and refuses payments', async () => {
    // Monday 03:00 Asia/Tokyo: 三菱UFJ銀行 is in maintenance.
    t.clock.advanceSeconds((4 * 24 + 18) * 3600);
    const s = await login(t.app, '10000005');
    const banks = expectOk(await post(t.app, 'deposit/onlinePayBankList', {}, s.token), v.array(onlinePayBankSchema));
    expect(banks.find((b) => b.bankCode === '0005')?.available).toBe(false);
    const res = await post(t.app, 'deposit/validate', { accountNo: '51000051', amount: '10000', bankCode: '0005' }, s.token);
    expect(expectCode(res, 409, 'CSH006').localizedMessage).toContain('三菱UFJ銀行は現在ご利用いただけません');
  });
});

describe('quick deposit through the simulated bank', () => {
  it('validate, pay, approve at the bank: credited once, completed, in the history, audited', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const checked = expectOk(
      await post(t.app, 'deposit/validate', { accountNo: '51000051', amount: '50000', bankCode: '0001' }, s.token),
      depositValidateResultSchema,
    );
    expect(checked).toEqual({
      accountNo: '51000051',
      amount: '50000',
      bankCode: '0001',
      bankName: 'みずほ銀行',
      balanceAfter: String(before['51000051']! + 50000n),
    });
    const pay = await startPayment(s.token);
    expect(pay.redirectUrl).toMatch(/^\/fo-jp-web-api\/api\/deposit\/simulator\/pay\?/);
    expect(pay.receiptNo).toMatch(/^QD\d{14}$/);
    // Processing until the bank answers.
    expect(await status(s.token, { paymentId: pay.paymentId })).toMatchObject({ status: 'processing', cashBalance: String(before['51000051']) });
    const back = await decide(pay.redirectUrl, 'approve', 'before');
    expect((await balances(t, '10000005'))['51000051']).toBe(before['51000051']! + 50000n);
    // The browser returns with the signed result: nothing more is credited.
    const result = await status(s.token, back);
    expect(result).toMatchObject({ status: 'completed', amount: '50000', accountNo: '51000051', bankName: 'みずほ銀行', receiptNo: pay.receiptNo });
    expect(result.cashBalance).toBe(String(before['51000051']! + 50000n));
    expect(await status(s.token, back)).toMatchObject({ status: 'completed' });
    expect((await balances(t, '10000005'))['51000051']).toBe(before['51000051']! + 50000n);
    expect((await auditEvents(t, 'cash_deposit_credited')).map((e) => e.detail)).toEqual([
      expect.objectContaining({ receiptNo: pay.receiptNo, amount: '50000', via: 'notification' }),
    ]);
  });

  it.each(['after', 'twice', 'none'] as const)('credits exactly once when the notification comes %s the browser', async (delivery) => {
    const s = await login(t.app, '10000005');
    const before = (await balances(t, '10000005'))['51000051']!;
    const pay = await startPayment(s.token, { amount: '123456' });
    const back = await decide(pay.redirectUrl, 'approve', delivery);
    expect(await status(s.token, back)).toMatchObject({ status: 'completed', cashBalance: String(before + 123456n) });
    // The late notification(s) of the simulator, sent by hand with the same transaction id.
    const message = {
      paymentId: pay.paymentId,
      bankTransactionId: back.bankTransactionId!,
      bankCode: '0001',
      accountNo: '51000051',
      amount: '123456',
      result: 'approved' as const,
      notifiedAt: t.clock.now().toISOString(),
    };
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t.app, 'deposit/notify', { ...message, signature: signer().notification(message) });
      expect(expectOk(res, bankNotifyResultSchema)).toEqual({ received: true, status: 'completed' });
    }
    expect((await balances(t, '10000005'))['51000051']).toBe(before + 123456n);
    expect(await auditEvents(t, 'cash_deposit_credited')).toHaveLength(1);
  });

  it('parallel notifications and returns of one payment credit once', async () => {
    const s = await login(t.app, '10000005');
    const before = (await balances(t, '10000005'))['51000051']!;
    const pay = await startPayment(s.token, { amount: '70000' });
    const back = await decide(pay.redirectUrl, 'approve', 'none');
    const message = {
      paymentId: pay.paymentId,
      bankTransactionId: back.bankTransactionId!,
      bankCode: '0001',
      accountNo: '51000051',
      amount: '70000',
      result: 'approved' as const,
      notifiedAt: t.clock.now().toISOString(),
    };
    const notification = { ...message, signature: signer().notification(message) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? postJson(t.app, 'deposit/notify', notification) : post(t.app, 'deposit/onlinePayStatus', back, s.token),
      ),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect((await balances(t, '10000005'))['51000051']).toBe(before + 70000n);
  });

  it('cancelled at the bank: nothing credited, the deposit shows as cancelled', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const pay = await startPayment(s.token);
    const back = await decide(pay.redirectUrl, 'cancel');
    expect(await status(s.token, back)).toMatchObject({ status: 'cancelled', completedAt: null });
    expect(await balances(t, '10000005')).toEqual(before);
    expect(await auditEvents(t, 'cash_deposit_cancelled')).toHaveLength(1);
    const history = (await get(t.app, 'cash/history', s.token, { kind: 'deposit' })).json().result.items;
    expect(history[0]).toMatchObject({ receiptNo: pay.receiptNo, status: 'cancelled', kind: 'quickDeposit' });
  });

  it('refuses a forged notification, one that does not match its payment, and a second transaction for a settled payment', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const pay = await startPayment(s.token, { amount: '30000' });
    const base = {
      paymentId: pay.paymentId,
      bankTransactionId: 'BANKTX-0001',
      bankCode: '0001',
      accountNo: '51000051',
      amount: '30000',
      result: 'approved' as const,
      notifiedAt: t.clock.now().toISOString(),
    };
    // Forged: signed with another secret.
    const forged = { ...base, signature: new BankSigner('not-the-secret').notification(base) };
    expectCode(await postJson(t.app, 'deposit/notify', forged), 401, 'CSH007');
    // Tampered amount, signature of the original.
    expectCode(await postJson(t.app, 'deposit/notify', { ...base, amount: '3000000', signature: signer().notification(base) }), 401, 'CSH007');
    // Correctly signed but for another amount / account than the payment.
    const bigger = { ...base, amount: '3000000' };
    expectCode(await postJson(t.app, 'deposit/notify', { ...bigger, signature: signer().notification(bigger) }), 409, 'CSH008');
    const otherAccount = { ...base, accountNo: '51000052' };
    expectCode(await postJson(t.app, 'deposit/notify', { ...otherAccount, signature: signer().notification(otherAccount) }), 409, 'CSH008');
    expect(await balances(t, '10000005')).toEqual(before);
    // The real one, then another transaction id for the same payment.
    expectOk(await postJson(t.app, 'deposit/notify', { ...base, signature: signer().notification(base) }), bankNotifyResultSchema);
    const second = { ...base, bankTransactionId: 'BANKTX-0002' };
    expectCode(await postJson(t.app, 'deposit/notify', { ...second, signature: signer().notification(second) }), 409, 'CSH008');
    expect((await balances(t, '10000005'))['51000051']).toBe(before['51000051']! + 30000n);
    // A forged browser return is refused too.
    const ret = {
      paymentId: pay.paymentId,
      bankTransactionId: 'BANKTX-0001',
      bankCode: '0001',
      accountNo: '51000051',
      amount: '30000',
      result: 'approved' as const,
    };
    expectCode(await post(t.app, 'deposit/onlinePayStatus', { ...ret, signature: 'A'.repeat(43) }, s.token), 400, 'CSH007');
    expect((await auditEvents(t, 'cash_bank_message_rejected')).length).toBeGreaterThanOrEqual(5);
  });

  it('the same idempotency key starts one payment; with other parameters it is refused', async () => {
    const s = await login(t.app, '10000005');
    const key = newKey();
    const fields = { accountNo: '51000051', amount: '20000', bankCode: '0001', idempotencyKey: key };
    const first = expectOk(await post(t.app, 'deposit/onlinePay', fields, s.token), onlinePayResultSchema);
    const again = expectOk(await post(t.app, 'deposit/onlinePay', fields, s.token), onlinePayResultSchema);
    expect(again).toEqual(first);
    expectCode(await post(t.app, 'deposit/onlinePay', { ...fields, amount: '20001' }, s.token), 409, 'CSH004');
  });

  it('a deposit without an account goes to the default deposit account', async () => {
    const s = await login(t.app, '10000005');
    const list = expectOk(await get(t.app, 'deposit/onlinePayAccountList', s.token), onlinePayAccountListSchema);
    const cfd = list.accountInfos.find((a) => a.accountNo === '51000053')!;
    expectOk(
      await post(t.app, 'account/change/depositAccount', { defaultDepositAccountId: cfd.accountId }, s.token),
      v.object({ defaultDepositAccountId: v.number() }),
    );
    const pay = await startPayment(s.token, { accountNo: '' });
    expect(new URL(pay.redirectUrl, 'http://x').searchParams.get('accountNo')).toBe('51000053');
    const before = (await balances(t, '10000005'))['51000053']!;
    await decide(pay.redirectUrl, 'approve');
    expect((await balances(t, '10000005'))['51000053']).toBe(before + 50000n);
  });

  it('refuses when the account’s deposit switch is off (MT4), on the server', async () => {
    const s = await login(t.app, '10000005');
    await switchOff(t, 'deposit', 'MT4');
    const res = await post(
      t.app,
      'deposit/onlinePay',
      { accountNo: '51000051', amount: '20000', bankCode: '0001', idempotencyKey: newKey() },
      s.token,
    );
    const body = expectCode(res, 403, 'CSH001');
    expect(body.message).toBe('disableDepositAndWithdrawal');
    expect(body.localizedMessage).toContain('入金をご利用いただけません');
    // GX accounts are not affected.
    expectOk(
      await post(t.app, 'deposit/validate', { accountNo: '51000052', amount: '20000', bankCode: '0001' }, s.token),
      depositValidateResultSchema,
    );
  });
});

describe('bank simulator and simulated incoming transfer: development only', () => {
  it('the simulator refuses a tampered payment request', async () => {
    const s = await login(t.app, '10000005');
    const pay = await startPayment(s.token);
    const tampered = pay.redirectUrl.replace('amount=50000', 'amount=5');
    const page = await t.app.inject({ method: 'GET', url: tampered });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('お手続きを確認できません');
  });

  it('a simulated transfer into the deposit account is credited and listed; another customer’s account is refused', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const res = await post(
      t.app,
      'deposit/dev/incomingTransfer',
      { accountNo: '51000052', amount: '300000', senderKana: 'イトウ ケンタ', idempotencyKey: newKey() },
      s.token,
    );
    const done = expectOk(res, incomingTransferResultSchema);
    expect(done).toMatchObject({ accountNo: '51000052', amount: '300000', cashBalance: String(before['51000052']! + 300000n) });
    const history = (await get(t.app, 'cash/history', s.token, { kind: 'deposit', limit: '1' })).json().result.items;
    expect(history[0]).toMatchObject({ receiptNo: done.receiptNo, kind: 'bankDeposit', status: 'completed', reference: 'イトウ ケンタ' });
    expectCode(
      await post(t.app, 'deposit/dev/incomingTransfer', { accountNo: '51000011', amount: '300000', idempotencyKey: newKey() }, s.token),
      404,
      'CSH002',
    );
  });

  it('answer 404 with the simulators off (production)', async () => {
    const off = await createTestApp({ config: { devSimulators: false } });
    try {
      const s = await login(off.app, '10000005');
      const count = await movementCount(off);
      expectCode(await post(off.app, 'deposit/dev/incomingTransfer', { amount: '1000', idempotencyKey: newKey() }, s.token), 404, 'NF001');
      expect((await off.app.inject({ method: 'GET', url: apiUrl('deposit/simulator/pay?paymentId=x') })).statusCode).toBe(404);
      expect(
        (await off.app.inject({ method: 'POST', url: apiUrl('deposit/simulator/decide'), headers: FORM, payload: 'decision=approve' })).statusCode,
      ).toBe(404);
      // Without a bank gateway the quick deposit is unavailable.
      expect(expectOk(await get(off.app, 'deposit/onlinePayPlatform/PC', s.token), onlinePayPlatformSchema).available).toBe(false);
      expectCode(
        await post(off.app, 'deposit/onlinePay', { accountNo: '51000051', amount: '20000', bankCode: '0001', idempotencyKey: newKey() }, s.token),
        409,
        'CSH006',
      );
      expect(expectOk(await get(off.app, 'deposit/bankAccount', s.token), depositBankAccountSchema).simulatorAvailable).toBe(false);
      expect(await movementCount(off)).toBe(count);
    } finally {
      await off.close();
    }
  });
});
