// Public account-opening helpers (issue 11) on a real database: verifyEkycCustomerData answers only
// matched or not (an unknown number like a mismatch), normalises half-width kana; test/email sends a
// mail through the mailer; bad input is a clear Japanese message; both are rate-limited.
import * as v from 'valibot';
import { createTestApp, expectCode, expectOk, mailbox, post, postJson } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const matched = v.strictObject({ matched: v.boolean() });
const taro = { customerNo: '10000001', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', birthDate: '1985-04-12', postalCode: '150-0002' };

describe('public/accountopen/verifyEkycCustomerData', () => {
  it('matches the customer’s record, with half-width kana and a postcode without hyphen', async () => {
    expect(expectOk(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', taro), matched)).toEqual({ matched: true });
    const halfWidth = { ...taro, lastNameKana: 'ﾔﾏﾀﾞ', postalCode: '1500002' };
    expect(expectOk(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', halfWidth), matched)).toEqual({ matched: true });
  });

  it('a wrong field and an unknown customer number answer the same: not matched', async () => {
    expect(expectOk(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', { ...taro, birthDate: '1985-04-13' }), matched).matched).toBe(
      false,
    );
    expect(expectOk(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', { ...taro, customerNo: '19999999' }), matched).matched).toBe(
      false,
    );
    // Another customer's data against 10000001 does not match either.
    const hanako = { ...taro, lastNameKana: 'サトウ', firstNameKana: 'ハナコ' };
    expect(expectOk(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', hanako), matched).matched).toBe(false);
  });

  it('bad input: a clear Japanese message, never a 5xx', async () => {
    expect(
      expectCode(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', { ...taro, birthDate: '12/04/1985' }), 400, 'VAL001')
        .localizedMessage,
    ).toBe('生年月日の形式が正しくありません（YYYY-MM-DD）。');
    expectCode(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', { ...taro, lastNameKana: 'ヤマダ\u0000' }), 400, 'VAL001');
    expectCode(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', { ...taro, postalCode: '12' }), 400, 'VAL001');
    expectCode(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', 'x'), 400, 'VAL001');
  });
});

describe('public/accountopen/test/email', () => {
  it('sends a test mail to the address', async () => {
    expectOk(await post(t.app, 'public/accountopen/test/email', { email: 'applicant@example.jp' }), v.strictObject({ sent: v.literal(true) }));
    const mails = await mailbox(t.app, 'applicant@example.jp');
    expect(mails.at(-1)?.subject).toBe('【マイページ】メールアドレス確認のためのテストメール');
  });

  it('refuses a malformed address and sends nothing', async () => {
    const before = (await mailbox(t.app)).length;
    expect(expectCode(await post(t.app, 'public/accountopen/test/email', { email: 'not-an-address' }), 400, 'VAL001').localizedMessage).toMatch(
      /メールアドレス/,
    );
    expect((await mailbox(t.app)).length).toBe(before);
  });
});

describe('rate limits', () => {
  it('each answers RL001 once its public code bucket is used up', async () => {
    const limited = await createTestApp({ config: { rateLimit: { enabled: true, windowMs: 60_000, loginMax: 100, codeMax: 3 } } });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await post(limited.app, 'public/accountopen/test/email', { email: 'applicant@example.jp' });
        codes.push((res.json() as { code: string }).code);
      }
      expect(codes.slice(0, 3)).toEqual(['AG_1000', 'AG_1000', 'AG_1000']);
      expect(codes.slice(3)).toEqual(['RL001', 'RL001']);
      const ekyc: string[] = [];
      for (let i = 0; i < 5; i += 1)
        ekyc.push(((await postJson(limited.app, 'public/accountopen/verifyEkycCustomerData', taro)).json() as { code: string }).code);
      expect(ekyc.slice(3)).toEqual(['RL001', 'RL001']);
    } finally {
      await limited.close();
    }
  });
});
