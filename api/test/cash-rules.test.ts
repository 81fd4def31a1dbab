// Rules every cash endpoint keeps: another customer's account, bank account, receipt or payment in
// any payload is refused (404 CSH002, audited) and moves nothing; bad amounts and missing fields get
// a Japanese message and a spec-shaped code, never a 5xx; every movement and cancel is audited.
import { onlinePayResultSchema, withdrawSubmitResultSchema } from './support/contract.ts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, expectCode, expectOk, get, login, post, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditEvents, balances, expectReconciled, ledgerCount, movementCount, newKey } from './cash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectReconciled(t));

/** 10000005's own movements must not change while a test refuses things. */
async function nothingMoves(run: () => Promise<void>): Promise<void> {
  const before = {
    kenta: await balances(t, '10000005'),
    taro: await balances(t, '10000001'),
    movements: await movementCount(t),
    ledger: await ledgerCount(t),
  };
  await run();
  expect({
    kenta: await balances(t, '10000005'),
    taro: await balances(t, '10000001'),
    movements: await movementCount(t),
    ledger: await ledgerCount(t),
  }).toEqual(before);
}

describe('ownership: another customer’s account, receipt or payment is refused on every endpoint', () => {
  it('refuses 10000001’s account numbers, receipts, payments and account ids in 10000005’s requests', async () => {
    const kenta = await login(t.app, '10000005');
    const taro = await login(t.app, '10000001');
    // Things that belong to 10000001.
    const taroAccounts = (await get(t.app, 'deposit/onlinePayAccountList', taro.token)).json().result.accountInfos as {
      accountNo: string;
      accountId: number;
    }[];
    const taroAccount = taroAccounts[0]!;
    const taroPay = expectOk(
      await post(
        t.app,
        'deposit/onlinePay',
        { accountNo: taroAccount.accountNo, amount: '10000', bankCode: '0001', idempotencyKey: newKey() },
        taro.token,
      ),
      onlinePayResultSchema,
    );
    const taroReceipt = (await get(t.app, 'cash/history', taro.token, { kind: 'withdrawal', limit: '1' })).json().result.items[0].receiptNo as string;
    const own = '51000051';
    const theirs = taroAccount.accountNo;
    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['deposit/validate', () => post(t.app, 'deposit/validate', { accountNo: theirs, amount: '10000', bankCode: '0001' }, kenta.token)],
      [
        'deposit/onlinePay',
        () => post(t.app, 'deposit/onlinePay', { accountNo: theirs, amount: '10000', bankCode: '0001', idempotencyKey: newKey() }, kenta.token),
      ],
      ['deposit/onlinePayStatus', () => post(t.app, 'deposit/onlinePayStatus', { paymentId: taroPay.paymentId }, kenta.token)],
      [
        'deposit/dev/incomingTransfer',
        () => post(t.app, 'deposit/dev/incomingTransfer', { accountNo: theirs, amount: '10000', idempotencyKey: newKey() }, kenta.token),
      ],
      ['withdraw/withdrawableBalance', () => get(t.app, `withdraw/withdrawableBalance/${theirs}`, kenta.token)],
      ['withdraw/validate', () => post(t.app, 'withdraw/validate', { accountNo: theirs, amount: '10000' }, kenta.token)],
      [
        'withdraw/submit',
        async () =>
          post(
            t.app,
            'withdraw/submit',
            { accountNo: theirs, amount: '10000', password: 'Kenta2026', idempotencyKey: newKey() },
            kenta.token,
            await steppedUp(t.app, kenta, 'withdraw'),
          ),
      ],
      ['withdraw/cancel', () => post(t.app, 'withdraw/cancel', { receiptNo: taroReceipt, idempotencyKey: newKey() }, kenta.token)],
      ['transfer/validate (from)', () => post(t.app, 'transfer/validate', { fromAccountNo: theirs, toAccountNo: own, amount: '10000' }, kenta.token)],
      ['transfer/validate (to)', () => post(t.app, 'transfer/validate', { fromAccountNo: own, toAccountNo: theirs, amount: '10000' }, kenta.token)],
      [
        'transfer/submit (from)',
        () => post(t.app, 'transfer/submit', { fromAccountNo: theirs, toAccountNo: own, amount: '10000', idempotencyKey: newKey() }, kenta.token),
      ],
      [
        'transfer/submit (to)',
        () => post(t.app, 'transfer/submit', { fromAccountNo: own, toAccountNo: theirs, amount: '10000', idempotencyKey: newKey() }, kenta.token),
      ],
      [
        'account/change/depositAccount',
        () => post(t.app, 'account/change/depositAccount', { defaultDepositAccountId: taroAccount.accountId }, kenta.token),
      ],
      ['cash/history', () => get(t.app, 'cash/history', kenta.token, { accountNo: theirs })],
      ['cash/history/export', () => post(t.app, 'cash/history/export', { accountNo: theirs, encoding: 'sjis' }, kenta.token)],
      ['cash/history/flow', () => get(t.app, 'cash/history/flow', kenta.token, { accountNo: theirs })],
      [
        'cash/report/downloadToken',
        () => post(t.app, 'cash/report/downloadToken', { accountNo: theirs, period: 'monthly', date: '2026-03' }, kenta.token),
      ],
    ];
    const refusedBefore = (await auditEvents(t, 'cash_ownership_refused')).length;
    await nothingMoves(async () => {
      for (const [name, call] of calls) {
        const res = await call();
        expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status: 404, code: 'CSH002' });
        expect(res.json().localizedMessage).toBe('指定された口座・受付番号はお取り扱いできません。');
      }
      // An unknown account answers the same (no oracle on other customers' numbers).
      expectCode(await post(t.app, 'withdraw/validate', { accountNo: '59999999', amount: '10000' }, kenta.token), 404, 'CSH002');
    });
    const refused = (await auditEvents(t, 'cash_ownership_refused')).slice(refusedBefore);
    expect(refused.length).toBe(calls.length + 1);
    expect(refused.every((r) => r.customer_id !== null)).toBe(true);
    // The bank accounts are only ever the caller's own: the answers carry no one else's.
    const kentaBank = (await get(t.app, 'withdraw/bankAccount', kenta.token)).json().result;
    expect(kentaBank.accountHolderKana).toBe('イトウ ケンタ');
  });
});

describe('bad input: a Japanese message and a spec-shaped code, never a 5xx, nothing moved', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['zero', { amount: '0' }, '出金金額は1,000円以上で入力してください。'],
    ['negative', { amount: '-5000' }, '出金金額は1,000円以上で入力してください。'],
    ['fractional', { amount: '1000.5' }, '出金金額は1円単位の半角数字で入力してください。'],
    ['exponent', { amount: '1e5' }, '出金金額は1円単位の半角数字で入力してください。'],
    ['words', { amount: 'たくさん' }, '出金金額は1円単位の半角数字で入力してください。'],
    ['full-width digits', { amount: '１０００' }, '出金金額は1円単位の半角数字で入力してください。'],
    ['blank', { amount: '' }, '出金金額を入力してください。'],
    ['below the minimum', { amount: '999' }, '出金金額は1,000円以上で入力してください。'],
    ['over the limit', { amount: '50000001' }, '出金金額は50,000,000円以下で入力してください。'],
    ['huge', { amount: '99999999999999999999999999' }, '出金金額は50,000,000円以下で入力してください。'],
    ['no account', { accountNo: '' }, '出金する口座を選択してください。'],
    ['bad account', { accountNo: '5100005X' }, '口座番号が正しくありません。'],
    ['no password', { password: '' }, '出金パスワードを入力してください。'],
    ['no key', { idempotencyKey: '' }, '受付キー（idempotencyKey）がありません。画面を再読み込みしてやり直してください。'],
    ['bad key', { idempotencyKey: 'short' }, '受付キー（idempotencyKey）が正しくありません。画面を再読み込みしてやり直してください。'],
  ];

  it.each(cases)('withdraw/submit: %s', async (_name, fields, message) => {
    const s = await login(t.app, '10000005');
    await nothingMoves(async () => {
      const res = await post(
        t.app,
        'withdraw/submit',
        { accountNo: '51000051', amount: '10000', password: 'Kenta2026', idempotencyKey: newKey(), ...fields },
        s.token,
      );
      expect(expectCode(res, 400, 'VAL001').localizedMessage).toBe(message);
    });
  });

  it('missing fields, strings instead of numbers, over the withdrawable amount, JSON numbers, wrong content type', async () => {
    const s = await login(t.app, '10000005');
    await nothingMoves(async () => {
      expect(expectCode(await post(t.app, 'transfer/submit', { idempotencyKey: newKey() }, s.token), 400, 'VAL001').localizedMessage).toBe(
        '振替元の口座を選択してください。',
      );
      expect(
        expectCode(
          await post(t.app, 'transfer/submit', { fromAccountNo: '51000051', toAccountNo: '51000052', idempotencyKey: newKey() }, s.token),
          400,
          'VAL001',
        ).localizedMessage,
      ).toBe('振替金額を入力してください。');
      expect(
        expectCode(
          await post(
            t.app,
            'transfer/submit',
            { fromAccountNo: '51000051', toAccountNo: '51000052', amount: '0.5', idempotencyKey: newKey() },
            s.token,
          ),
          400,
          'VAL001',
        ).localizedMessage,
      ).toBe('振替金額は1円単位の半角数字で入力してください。');
      expect(
        expectCode(
          await post(
            t.app,
            'transfer/submit',
            { fromAccountNo: '51000051', toAccountNo: '51000052', amount: '100000001', idempotencyKey: newKey() },
            s.token,
          ),
          400,
          'VAL001',
        ).localizedMessage,
      ).toBe('振替金額は100,000,000円以下で入力してください。');
      expectCode(
        await post(
          t.app,
          'transfer/submit',
          { fromAccountNo: '51000053', toAccountNo: '51000052', amount: '460001', idempotencyKey: newKey() },
          s.token,
        ),
        409,
        'CSH003',
      );
      expect(
        expectCode(await post(t.app, 'deposit/validate', { accountNo: '51000051', amount: '999', bankCode: '0001' }, s.token), 400, 'VAL001')
          .localizedMessage,
      ).toBe('入金金額は1,000円以上で入力してください。');
      expect(
        expectCode(await post(t.app, 'deposit/validate', { accountNo: '51000051', amount: '6000000', bankCode: '9900' }, s.token), 400, 'VAL001')
          .localizedMessage,
      ).toBe('ゆうちょ銀行からの入金金額は5,000,000円以下で入力してください。');
      expect(
        expectCode(await post(t.app, 'deposit/validate', { accountNo: '51000051', amount: '10000', bankCode: '1234' }, s.token), 400, 'VAL001')
          .localizedMessage,
      ).toBe('選択された金融機関はクイック入金に対応していません。');
      expectCode(await post(t.app, 'deposit/validate', { accountNo: '51000051', amount: '10000' }, s.token), 400, 'VAL001');
      // The form routes take form bodies only.
      const json = await t.app.inject({
        method: 'POST',
        url: '/fo-jp-web-api/api/withdraw/submit',
        headers: { 'content-type': 'application/json', 'gw-Token': s.token },
        payload: JSON.stringify({ accountNo: '51000051', amount: 10000, password: 'Kenta2026', idempotencyKey: newKey() }),
      });
      expectCode(json, 415, 'VAL001');
      // The history's own parameters.
      expectCode(await get(t.app, 'cash/history', s.token, { from: '2026-03-31', to: '2026-03-01' }), 400, 'VAL001');
      expectCode(await get(t.app, 'cash/history', s.token, { limit: '1000' }), 400, 'VAL001');
      expectCode(await get(t.app, 'cash/history', s.token, { cursor: 'not-a-cursor' }), 400, 'VAL001');
      expectCode(await get(t.app, 'cash/history', s.token, { kind: 'salary' }), 400, 'VAL001');
      expectCode(
        await post(t.app, 'cash/report/downloadToken', { accountNo: '51000051', period: 'monthly', date: '2026-3' }, s.token),
        400,
        'VAL001',
      );
      expectCode(await post(t.app, 'cash/report/downloadToken', { accountNo: '51000051', period: 'annual', date: '2019' }, s.token), 400, 'VAL001');
      expectCode(
        await post(t.app, 'cash/report/downloadToken', { accountNo: '51000051', period: 'daily', date: '2026-13-40' }, s.token),
        400,
        'VAL001',
      );
    });
  });
});

describe('audit', () => {
  it('every movement and every cancel is in the audit log with its receipt number', async () => {
    const s = await login(t.app, '10000005');
    const transfer = (
      await post(t.app, 'transfer/submit', { fromAccountNo: '51000051', toAccountNo: '51000052', amount: '1000', idempotencyKey: newKey() }, s.token)
    ).json().result;
    const withdrawal = expectOk(
      await post(
        t.app,
        'withdraw/submit',
        { accountNo: '51000051', amount: '1000', password: 'Kenta2026', idempotencyKey: newKey() },
        s.token,
        await steppedUp(t.app, s, 'withdraw'),
      ),
      withdrawSubmitResultSchema,
    );
    await post(t.app, 'withdraw/cancel', { receiptNo: withdrawal.receiptNo, idempotencyKey: newKey() }, s.token);
    const incoming = (await post(t.app, 'deposit/dev/incomingTransfer', { amount: '1000', idempotencyKey: newKey() }, s.token)).json().result;
    const logged = async (event: string) => (await auditEvents(t, event)).map((e) => e.detail.receiptNo);
    expect(await logged('cash_transfer')).toContain(transfer.receiptNo);
    expect(await logged('cash_withdrawal_requested')).toContain(withdrawal.receiptNo);
    expect(await logged('cash_withdrawal_cancelled')).toContain(withdrawal.receiptNo);
    expect(await logged('cash_incoming_transfer')).toContain(incoming.receiptNo);
    // Every movement the API made (not the seed's) has its audit entry.
    const made = await t.app.services.db.selectFrom('cash_movements').select('receipt_no').where('receipt_no', 'not like', '________9%').execute();
    const audited = new Set(
      (
        await Promise.all(
          ['cash_transfer', 'cash_withdrawal_requested', 'cash_incoming_transfer', 'cash_deposit_started'].map((event) => logged(event)),
        )
      ).flat(),
    );
    for (const row of made) expect(audited.has(row.receipt_no)).toBe(true);
  });
});
