import { endpoints } from '@portal/shared-kernel/contract';
import {
  accountInfoSchema,
  annualConsentDocumentSchema,
  corpInfoSchema,
  customerInfoSchema,
  extraAcknowledgementItemSchema,
  okSchema,
} from './support/contract.ts';
import * as v from 'valibot';
import { sha256Hex } from '../src/lib/crypto.ts';
import { createTestApp, DEMO_PASSWORD, expectCode, expectOk, get, login, mailbox, post, postJson, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const viewSchema = v.strictObject({ customerInfo: customerInfoSchema, accountInfoList: v.array(accountInfoSchema) });

describe('customer/view', () => {
  it('returns the accounts sorted by accountNo with their JPY cash balances as decimal strings', async () => {
    const { token } = await login(t.app, '10000001');
    const view = expectOk(await get(t.app, 'customer/view', token), viewSchema);
    expect(view.accountInfoList.map((a) => [a.accountNo, a.businessType, a.tradingPlatform, a.accountCurrency, a.cashBalance])).toEqual([
      ['51000011', 'FX', 'MT4', 'JPY', '1254300'],
      ['51000012', 'FX', 'GX', 'JPY', '3870215'],
      ['51000013', 'SEC-CFD', 'GX', 'JPY', '500000'],
      ['51000014', 'FX-KO', 'GX', 'JPY', '96420'],
    ]);
    expect(view.customerInfo.accountInfoList).toEqual(view.accountInfoList);
  });

  it('keeps balances exact beyond double precision', async () => {
    await t.app.services.db.updateTable('accounts').set({ cash_balance: '9007199254740993' }).where('account_no', '=', '52000012').execute();
    const { token } = await login(t.app, '20000001');
    const view = expectOk(await get(t.app, 'customer/view', token), viewSchema);
    expect(view.accountInfoList.map((a) => a.cashBalance)).toEqual(['25600000', '9007199254740993']);
  });
});

describe('customer/corpInfo', () => {
  it('answers corporate customers with their company data', async () => {
    const { token } = await login(t.app, '20000001');
    expect(expectOk(await get(t.app, 'customer/corpInfo', token), corpInfoSchema)).toMatchObject({
      corporateName: '株式会社サンプル商事',
      corporateNameKatakana: 'カブシキガイシャサンプルショウジ',
      representativeName: '山本 健一',
      foundingDate: '2009-10-01',
    });
  });

  it('refuses individuals with a clear error', async () => {
    const { token } = await login(t.app, '10000001');
    const body = expectCode(await get(t.app, 'customer/corpInfo', token), 403, 'CUS001');
    expect(body.localizedMessage).toBe('法人のお客様専用の機能です。');
  });
});

describe('customer/resetPwd (login password change)', () => {
  it('changes the password and ends every session of the customer at once', async () => {
    const a = await login(t.app, '10000002');
    const b = await login(t.app, '10000002', { device: 'iOS' });
    const other = await login(t.app, '10000001');
    const stepUp = await steppedUp(t.app, a, 'loginPasswordChange');
    expect(
      expectOk(
        await post(t.app, 'customer/resetPwd', { customerNo: '10000002', oldPwd: DEMO_PASSWORD, newPwd: 'Hanako2026' }, a.token, stepUp),
        okSchema,
      ),
    ).toBe('OK');
    expectCode(await get(t.app, 'customer/view', a.token), 401, '1010');
    expectCode(await get(t.app, 'customer/view', b.token), 401, '1010');
    expectCode(await get(t.app, 'customer/view', other.token), 200, 'AG_1000');
    expectCode(await post(t.app, 'login/auth', { username: '10000002', password: DEMO_PASSWORD }), 401, 'AUTH001');
    const again = expectCode(await post(t.app, 'login/auth', { username: '10000002', password: 'Hanako2026' }), 200, 'AG_1000').result as {
      forceUpdatePwd: boolean;
    };
    expect(again.forceUpdatePwd).toBe(false);
    const [notice] = await mailbox(t.app, 'hanako.sato@example.jp');
    expect(notice?.subject).toBe('【マイページ】ログインパスワード変更完了のお知らせ');
    const stored = await t.app.services.db
      .selectFrom('customers')
      .select('password_hash')
      .where('customer_no', '=', '10000002')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('Hanako2026');
  });

  it('rejects a wrong old password (PW001), an unchanged one (PW002) and bad input', async () => {
    const session = await login(t.app, '10000001');
    const { token } = session;
    // Refusals leave the step-up unused: one does for every case.
    const stepUp = await steppedUp(t.app, session, 'loginPasswordChange');
    expectCode(
      await post(t.app, 'customer/resetPwd', { customerNo: '10000001', oldPwd: 'Wrong1234', newPwd: 'Taro20260' }, token, stepUp),
      400,
      'PW001',
    );
    expectCode(
      await post(t.app, 'customer/resetPwd', { customerNo: '10000001', oldPwd: DEMO_PASSWORD, newPwd: DEMO_PASSWORD }, token, stepUp),
      400,
      'PW002',
    );
    const cases: [Record<string, string>, string][] = [
      [{ customerNo: '10000001', oldPwd: DEMO_PASSWORD, newPwd: 'short1A' }, '8～15文字で大文字、小文字、数字が混在したものが必要です'],
      [{ customerNo: '10000001', oldPwd: DEMO_PASSWORD, newPwd: 'alllowercase12' }, '8～15文字で大文字、小文字、数字が混在したものが必要です'],
      [{ customerNo: '10000001', oldPwd: DEMO_PASSWORD }, '新しいパスワードを入力してください'],
      [{ customerNo: '10000001', newPwd: 'Taro20260' }, '旧パスワードを入力してください'],
      [{ oldPwd: DEMO_PASSWORD, newPwd: 'Taro20260' }, 'お客様番号がありません。'],
      [{ customerNo: '10000002', oldPwd: DEMO_PASSWORD, newPwd: 'Taro20260' }, 'お客様番号がログイン中のお客様と一致しません。'],
    ];
    for (const [fields, message] of cases) {
      expect(expectCode(await post(t.app, 'customer/resetPwd', fields, token, stepUp), 400, 'VAL001').localizedMessage).toBe(message);
    }
    expectCode(await get(t.app, 'customer/view', token), 200, 'AG_1000');
  });
});

describe('customer/resetPwd: server-enforced rules', () => {
  it.each([
    ['Taro19850412', 'PW003', '生年月日を含むログインパスワードは設定できません。'],
    ['Taro0412x', 'PW003', '生年月日を含むログインパスワードは設定できません。'],
    ['Id10000001', 'PW004', 'お客様番号（ログインID）を含むログインパスワードは設定できません。'],
    ['Ac51000012', 'PW005', '口座番号を含むログインパスワードは設定できません。'],
    ['Tel12345678', 'PW006', '電話番号を含むログインパスワードは設定できません。'],
    ['Password123', 'PW009', '推測されやすいログインパスワードは設定できません。別のログインパスワードを入力してください。'],
  ])('%s → %s, and the password and sessions stay', async (newPwd, code, text) => {
    const session = await login(t.app, '10000001');
    const { token } = session;
    const stepUp = await steppedUp(t.app, session, 'loginPasswordChange');
    expect(
      expectCode(await post(t.app, 'customer/resetPwd', { customerNo: '10000001', oldPwd: DEMO_PASSWORD, newPwd }, token, stepUp), 400, code)
        .localizedMessage,
    ).toBe(text);
    expectCode(await get(t.app, 'customer/view', token), 200, 'AG_1000');
  });
});

describe('annual consent', () => {
  it('lists the documents that apply to the customer, sorted by order', async () => {
    const taro = await login(t.app, '10000001');
    const docs = expectOk(await get(t.app, 'customer/listAnnualConsent', taro.token), v.array(annualConsentDocumentSchema));
    expect(docs.map((d) => d.order)).toEqual([...docs.map((d) => d.order)].sort((a, b) => a - b));
    expect(docs.map((d) => d.nameJp)).toEqual(
      expect.arrayContaining(['取引約款（GX）', '証券CFD取引説明書（GX）', 'MT4取引説明書', '取引約款（MT4）', '個人情報保護方針']),
    );
    expect(docs.map((d) => d.nameJp)).not.toContain('商品CFD取引説明書（GX）');
    const groups = new Set(docs.map((d) => d.tradingPlatform ?? 'others'));
    expect([...groups].sort()).toEqual(['GX', 'MT4', 'others']);
    for (const doc of docs) expect(doc.link).toMatch(/^https:\/\//);

    const hanako = await login(t.app, '20000001');
    const corpDocs = expectOk(await get(t.app, 'customer/listAnnualConsent', hanako.token), v.array(annualConsentDocumentSchema));
    expect(corpDocs.some((d) => d.tradingPlatform === 'MT4')).toBe(false);
  });

  it('records the consent when the answer is OK', async () => {
    await t.app.services.db
      .updateTable('customers')
      .set({ annual_consent_given: 0, annual_consent_at: null })
      .where('customer_no', '=', '10000001')
      .execute();
    const before = await login(t.app, '10000001');
    expect(before.loginOutput.annualConsent).toBe(false);
    expect(expectOk(await postJson(t.app, 'customer/update/annualConsent', { answer: 'OK' }, before.token), okSchema)).toBe('OK');
    const after = await login(t.app, '10000001');
    expect(after.loginOutput.annualConsent).toBe(true);
    const record = await t.app.services.db.selectFrom('annual_consents').selectAll().where('customer_id', '=', 1).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ answer: 'OK', ip: '127.0.0.1', consented_at: t.clock.now().toISOString() });
    expect(JSON.parse(record.document_codes)).toEqual(expect.arrayContaining(['gx_terms', 'mt4_explanation']));
  });

  it('refuses any other answer', async () => {
    const { token } = await login(t.app, '10000001');
    const message = '書面の内容をご確認のうえ、同意する（answer: "OK"）を送信してください。';
    expect(expectCode(await postJson(t.app, 'customer/update/annualConsent', { answer: 'NG' }, token), 400, 'VAL001').localizedMessage).toBe(message);
    expect(expectCode(await postJson(t.app, 'customer/update/annualConsent', {}, token), 400, 'VAL001').localizedMessage).toBe(message);
    expectCode(await postJson(t.app, 'customer/update/annualConsent', 'OK', token), 400, 'VAL001');
    expectCode(await post(t.app, 'customer/update/annualConsent', { answer: 'OK' }, token), 415, 'VAL001');
  });
});

describe('customer/acknowledgementAdditional', () => {
  it('returns a JSON string of the extra acknowledgement items sorted by order', async () => {
    const { token } = await login(t.app, '10000001');
    const text = expectOk(await get(t.app, 'customer/acknowledgementAdditional', token), v.string());
    const items = v.parse(v.array(extraAcknowledgementItemSchema), JSON.parse(text));
    expect(items.map((i) => i.type)).toEqual(['text_before', 'acknowledgement_others', 'acknowledgement_others', 'text_after']);
    expect(items.map((i) => i.order)).toEqual([10, 20, 30, 40]);
  });
});

describe('web trading UI codes', () => {
  it('customer/publishOTP issues a single-use short-lived code and the configured URL carrying it', async () => {
    const { token, sid } = await login(t.app, '10000001');
    const first = expectOk(await post(t.app, 'customer/publishOTP', {}, token), endpoints.customer.publishOTP.result);
    const second = expectOk(await post(t.app, 'customer/publishOTP', {}, token), endpoints.customer.publishOTP.result);
    expect(first.otp).not.toBe(second.otp);
    expect(first.url).toBe(`https://trade.example.jp/webtrader/login?otp=${first.otp}`);
    expect(new Date(first.expiresAt).getTime() - t.clock.now().getTime()).toBe(120_000);
    const row = await t.app.services.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('code_hash', '=', sha256Hex(first.otp))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'web_trading_otp', customer_id: 1, session_jti: sid, used_at: null });
  });

  it('the web trading UI address is configuration, not code', async () => {
    await t.app.services.db
      .updateTable('tool_links')
      .set({ url: 'https://webui.example.jp/start' })
      .where('category', '=', 'site')
      .where('code', '=', 'webTradingUi')
      .execute();
    const { token } = await login(t.app, '10000001');
    expect(expectOk(await post(t.app, 'customer/publishOTP', {}, token), endpoints.customer.publishOTP.result).url).toMatch(
      /^https:\/\/webui\.example\.jp\/start\?otp=/,
    );
  });

  it('customer/publicWebToken issues a short-lived token; a gw-token query must match the header', async () => {
    const { token } = await login(t.app, '10000001');
    const result = expectOk(await get(t.app, 'customer/publicWebToken', token, { 'gw-token': token }), endpoints.customer.publicWebToken.result);
    expect(result.webToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(result.expiresAt).getTime() - t.clock.now().getTime()).toBe(300_000);
    expectOk(await get(t.app, 'customer/publicWebToken', token), endpoints.customer.publicWebToken.result);
    expectCode(await get(t.app, 'customer/publicWebToken', token, { 'gw-token': 'other' }), 400, 'VAL001');
  });
});
