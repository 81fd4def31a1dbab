// The corporate customer pages' API (/portal/customer/corp/*) on a real database: the
// corporate part of customer/check/maskedData, every corporate change as a modification request with
// the documents it needs (the trader's document by uploadTraderConfirmationDoc), the development
// approval applying it, the corporate bank account with the e-mailed code, ownership (an individual
// gets CUS001 on every corporate endpoint, another corporation's request id 404), and bad input.
import { endpoints } from '@portal/shared-kernel/contract';
import { maskedProfileSchema, modifyRequestSummarySchema, okSchema } from './support/contract.ts';
import { apiUrl, createTestApp, expectCode, expectOk, get, latestMail, login, post, postJson, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeJpeg, multipart } from './support/documents.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = 'admin@sample-shoji.example.jp';
const profileOf = async (token: string) => expectOk(await get(t.app, 'customer/check/maskedData', token), maskedProfileSchema);
const JPEG = makeJpeg();

const corpInfo1 = {
  corporateName: '株式会社サンプル商事',
  corporateNameKana: 'カブシキガイシャサンプルショウジ',
  corporateNumber: '4010001123456',
  headOffice: { postalCode: '100-0005', area: '東京都千代田区丸の内', street: '二丁目7番3号', building: '東京ビルディング 20階' },
  phone: '03-6789-0123',
};
const corpInfo2 = { industry: 'it', description: 'ソフトウェアの開発・販売', capitalManYen: 8000, annualSales: 'sales_1b_10b', fiscalMonth: 9 };
const rep = { lastName: '山本', firstName: '健二', lastNameKana: 'ﾔﾏﾓﾄ', firstNameKana: 'けんじ', title: '代表取締役', birthDate: '1975/01/31' };
const trader = {
  lastName: '佐々木',
  firstName: '葵',
  lastNameKana: 'ササキ',
  firstNameKana: 'アオイ',
  department: '財務部',
  title: '係長',
  birthDate: '1990-02-14',
  phone: '090-1111-2222',
  email: 'aoi.sasaki@sample-shoji.example.jp',
};
const owner = {
  lastName: '山本',
  firstName: '健一',
  lastNameKana: 'ヤマモト',
  firstNameKana: 'ケンイチ',
  birthDate: '1970-05-20',
  address: '東京都世田谷区成城六丁目1番1号',
  basis: 'voting',
  votingRatio: 51,
  pep: false,
};

describe('customer/check/maskedData for a corporation', () => {
  it('answers the corporate part: 法人番号, business, representative, trader masked, beneficial owners', async () => {
    const { token } = await login(t.app, '20000001');
    const p = await profileOf(token);
    expect(p.customerType).toBe('corporate');
    expect(p.corporate).toMatchObject({
      corporateName: '株式会社サンプル商事',
      corporateNumber: '4010001123456',
      foundingDate: '2009-10-01',
      business: { industry: 'retail', capitalManYen: 5000, fiscalMonth: 3 },
      representative: { lastName: '山本', title: '代表取締役', birthDate: '1970-05-20' },
      trader: { lastName: '中村', maskedPhone: '***-****-0124' },
    });
    expect(p.corporate?.trader?.maskedEmail).toMatch(/^s\*+@sample-shoji\.example\.jp$/);
    expect(JSON.stringify(p)).not.toContain('sho.nakamura');
    expect(p.corporate?.beneficialOwners).toHaveLength(1);
    expect(p.answers.exp?.answer.experiences).toContainEqual({ product: 'fx', level: '3y_5y' });
  });

  it('a corporation without a trader reads as none registered', async () => {
    const { token } = await login(t.app, '20000002');
    expect((await profileOf(token)).corporate).toMatchObject({ trader: null, beneficialOwners: [] });
  });
});

describe('corporate changes need review', () => {
  it('company data: a pending request with the 履歴事項全部証明書; one at a time; the approval applies it', async () => {
    const { token } = await login(t.app, '20000001');
    const r = expectOk(await postJson(t.app, 'customer/update/corpInfo1', corpInfo1, token), modifyRequestSummarySchema);
    expect(r).toMatchObject({ kind: 'corp_info', status: 'pending' });
    expect(r.summary).toContainEqual({ label: '本店所在地', value: '東京都千代田区丸の内二丁目7番3号\u3000東京ビルディング 20階' });
    expect(r.documents).toEqual([{ name: '履歴事項全部証明書（変更後の内容が記載されたもの、発行後6か月以内）', received: false }]);
    expect((await latestMail(t.app, ADMIN, '法人情報の変更申請を受け付けました')).text).toContain('履歴事項全部証明書');
    expectCode(await postJson(t.app, 'customer/update/corpInfo1', corpInfo1, token), 409, 'CUP002');
    expect((await profileOf(token)).pending.map((x) => x.kind)).toContain('corp_info');
    expectOk(await post(t.app, `customer/dev/approveModify/${r.id}`, {}, token), modifyRequestSummarySchema);
    const p = await profileOf(token);
    expect(p.address).toBe('東京都千代田区丸の内二丁目7番3号\u3000東京ビルディング 20階');
    expect(p.postalCode).toBe('1000005');
    // The same data again is no change; a name change alone keeps the head office and the phone.
    expectCode(await postJson(t.app, 'customer/update/corpInfo1', corpInfo1, token), 400, 'CUP004');
    const { headOffice: _h, phone: _p, ...nameOnly } = corpInfo1;
    const renamed = expectOk(
      await postJson(
        t.app,
        'customer/update/corpInfo1',
        { ...nameOnly, corporateName: '株式会社サンプルホールディングス', corporateNameKana: 'カブシキガイシャサンプルホールディングス' },
        token,
      ),
      modifyRequestSummarySchema,
    );
    expect(renamed.summary).toContainEqual({ label: '本店所在地', value: '東京都千代田区丸の内二丁目7番3号\u3000東京ビルディング 20階' });
    expect(renamed.summary).toContainEqual({ label: '電話番号', value: '***-****-0123' });
  });

  it('business, representative and beneficial owners are applied on approval', async () => {
    const { token } = await login(t.app, '20000001');
    const biz = expectOk(await postJson(t.app, 'customer/update/corpInfo2', corpInfo2, token), modifyRequestSummarySchema);
    expect(biz.summary).toContainEqual({ label: '資本金', value: '8,000万円' });
    expect(biz.summary).toContainEqual({ label: '年商', value: '10億円以上100億円未満' });
    const r = expectOk(await postJson(t.app, 'customer/update/corpRepInfo', rep, token), modifyRequestSummarySchema);
    expect(r.summary).toContainEqual({ label: 'フリガナ', value: 'ヤマモト\u3000ケンジ' });
    expect(r.documents.map((d) => d.name)).toEqual(['履歴事項全部証明書（変更後の代表者が記載されたもの、発行後6か月以内）', '代表者の本人確認書類']);
    const bo = expectOk(
      await postJson(
        t.app,
        'customer/update/corpBoInfo',
        { owners: [owner, { ...owner, lastName: '山本', firstName: '花', basis: 'control', votingRatio: 10, pep: true }] },
        token,
      ),
      modifyRequestSummarySchema,
    );
    expect(bo.summary).toHaveLength(2);
    expect(bo.summary[1]?.value).toContain('事業活動に支配的な影響力を有する');
    expect(bo.summary[1]?.value).toContain('外国PEPsに該当');
    for (const id of [biz.id, r.id, bo.id]) expectOk(await post(t.app, `customer/dev/approveModify/${id}`, {}, token), modifyRequestSummarySchema);
    const p = await profileOf(token);
    expect(p.corporate?.business).toEqual(corpInfo2);
    expect(p.corporate?.representative).toMatchObject({ firstName: '健二', firstNameKana: 'ケンジ', birthDate: '1975-01-31' });
    expect(p.firstName).toBe('健二');
    expect(p.corporate?.beneficialOwners).toHaveLength(2);
    // The voting ratio of a non-voting owner is not kept.
    expect(p.corporate?.beneficialOwners[1]).toMatchObject({ basis: 'control', votingRatio: null, pep: true });
  });

  it('trader: the request waits for the trader document, uploaded by uploadTraderConfirmationDoc', async () => {
    const { token } = await login(t.app, '20000002');
    const r = expectOk(await postJson(t.app, 'customer/update/traderInfo', trader, token), modifyRequestSummarySchema);
    expect(r.summary).toContainEqual({ label: 'メールアドレス', value: 'a*********@sample-shoji.example.jp' });
    expect(r.summary).toContainEqual({ label: '電話番号', value: '***-****-2222' });
    expect(r.documents).toEqual([{ name: '取引担当者の本人確認書類', received: false }]);
    const upload = expectOk(
      await post(t.app, 'resource/sessionToken', { kind: 'trader', side: 'front', requestId: r.id }, token),
      endpoints.resource.sessionToken.result,
    ).sessionToken;
    const form = multipart({ side: 'front', fileName: 'licence.jpg' }, { name: 'licence.jpg', bytes: JPEG });
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrl('public/user/uploadTraderConfirmationDoc'),
      headers: { 'content-type': form.contentType, sessiontoken: upload },
      payload: form.body,
    });
    expect(res.statusCode).toBe(200);
    const detail = expectOk(await get(t.app, `customer/customerModifyDetail/${r.id}`, token), modifyRequestSummarySchema);
    expect(detail.documents).toEqual([{ name: '取引担当者の本人確認書類', received: true }]);
    expectOk(await post(t.app, `customer/dev/approveModify/${r.id}`, {}, token), modifyRequestSummarySchema);
    expect((await profileOf(token)).corporate?.trader).toMatchObject({ lastName: '佐々木', department: '財務部', maskedPhone: '***-****-2222' });
  });

  it('another corporation’s request id is refused on detail and approval', async () => {
    const owner1 = await login(t.app, '20000002');
    const r = expectOk(await postJson(t.app, 'customer/update/corpInfo2', corpInfo2, owner1.token), modifyRequestSummarySchema);
    const other = await login(t.app, '20000001');
    expectCode(await get(t.app, `customer/customerModifyDetail/${r.id}`, other.token), 404, 'NF001');
    expectCode(await post(t.app, `customer/dev/approveModify/${r.id}`, {}, other.token), 404, 'NF001');
    expect(expectOk(await get(t.app, `customer/customerModifyDetail/${r.id}`, owner1.token), modifyRequestSummarySchema).status).toBe('pending');
  });
});

describe('the corporate bank account', () => {
  const bank = { bankCode: '0009', branchCode: '001', accountType: '当座', accountNumber: '1234567' };

  it('needs the step-up; the holder must be the corporation (カブシキガイシャ as カ, small kana as large accepted)', async () => {
    const session = await login(t.app, '20000001');
    const { token } = session;
    expectCode(await postJson(t.app, 'customer/update/bank', { ...bank, holderKana: 'ｶ ｻﾝﾌﾟﾙｼﾖｳｼﾞ' }, token), 403, 'SU001');
    const stepUp = await steppedUp(t.app, session, 'bankAccountChange');
    const wrong = expectCode(
      await postJson(t.app, 'customer/update/bank', { ...bank, holderKana: 'ヤマモト ケンイチ' }, token, stepUp),
      400,
      'VAL001',
    );
    expect(wrong.localizedMessage).toBe('口座名義（カナ）が法人名（フリガナ）と一致しません。法人名義の口座のみ登録できます。');
    const r = expectOk(
      await postJson(t.app, 'customer/update/bank', { ...bank, holderKana: 'ｶ ｻﾝﾌﾟﾙｼﾖｳｼﾞ' }, token, stepUp),
      modifyRequestSummarySchema,
    );
    expect(r.kind).toBe('bank');
    expect((await latestMail(t.app, ADMIN, '出金先口座の変更申請のお知らせ')).text).toContain('出金先口座の変更申請');
  });
});

describe('immediate settings and the trader’s experience serve corporations', () => {
  it('advertising mail, login notification and experience apply at once; the execution notice stays individual', async () => {
    const { token } = await login(t.app, '20000002');
    expectOk(await postJson(t.app, 'customer/update/advertisement', { advertisement: false }, token), okSchema);
    expectOk(await postJson(t.app, 'customer/update/notification', { loginNotice: true }, token), okSchema);
    expectOk(await postJson(t.app, 'customer/update/investmentExp', { experiences: [{ product: 'fx', level: 'lt1y' }] }, token), okSchema);
    const p = await profileOf(token);
    expect([p.advertisement, p.loginNotice]).toEqual([false, true]);
    expect(p.answers.exp?.answer.experiences).toEqual([{ product: 'fx', level: 'lt1y' }]);
    expectCode(await postJson(t.app, 'customer/update/ContractNotice', { contractNotice: true }, token), 403, 'CUP001');
    expect((await get(t.app, 'customer/loginHistory', token)).statusCode).toBe(200);
  });
});

describe('every corporate endpoint refuses individuals and bad input', () => {
  const calls: [string, unknown][] = [
    ['customer/update/corpInfo1', corpInfo1],
    ['customer/update/corpInfo2', corpInfo2],
    ['customer/update/corpRepInfo', rep],
    ['customer/update/traderInfo', trader],
    ['customer/update/corpBoInfo', { owners: [owner] }],
  ];

  it.each(calls)('%s: an individual gets CUS001 and nothing is stored', async (path, body) => {
    const { token } = await login(t.app, '10000004');
    const res = expectCode(await postJson(t.app, path, body, token), 403, 'CUS001');
    expect(res.localizedMessage).toBe('法人のお客様専用の機能です。');
    const rows = await t.app.services.db
      .selectFrom('modification_requests')
      .innerJoin('customers', 'customers.id', 'modification_requests.customer_id')
      .select('modification_requests.id')
      .where('customers.customer_no', '=', '10000004')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it.each(calls)('%s: garbage is a 400 with a Japanese message', async (path) => {
    const { token } = await login(t.app, '20000002');
    for (const body of [[], 'x', { corporateName: 1, owners: 'a' }, null]) {
      const res = await postJson(t.app, path, body, token);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { localizedMessage: string }).localizedMessage).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });

  it('field rules: 法人番号 check digit, unknown postcode, voting share, too many owners, future birth dates, unknown options', async () => {
    const { token } = await login(t.app, '20000002');
    const cases: [string, unknown, string][] = [
      ['customer/update/corpInfo1', { ...corpInfo1, corporateNumber: '1234567890123' }, '法人番号は13桁の数字で正しく入力してください。'],
      [
        'customer/update/corpInfo1',
        { ...corpInfo1, headOffice: { ...corpInfo1.headOffice, postalCode: '0000000' } },
        'この郵便番号は見つかりません。郵便番号をご確認ください。',
      ],
      [
        'customer/update/corpInfo1',
        { ...corpInfo1, headOffice: { ...corpInfo1.headOffice, area: '大阪府大阪市北区梅田' } },
        '住所が郵便番号と一致しません。郵便番号から住所を選び直してください。',
      ],
      ['customer/update/corpInfo1', { ...corpInfo1, corporateNameKana: 'Sample' }, '法人名（フリガナ）は全角カタカナで入力してください。'],
      ['customer/update/corpInfo2', { ...corpInfo2, capitalManYen: 0 }, '資本金は1万円以上で入力してください。'],
      ['customer/update/corpInfo2', { ...corpInfo2, fiscalMonth: 13 }, '決算月は12月以下で入力してください。'],
      ['customer/update/corpInfo2', { ...corpInfo2, annualSales: 'sales_huge' }, '年商の選択が正しくありません。'],
      ['customer/update/corpRepInfo', { ...rep, birthDate: '2999-01-01' }, '代表者の生年月日が正しくありません。'],
      ['customer/update/traderInfo', { ...trader, email: 'not-an-address' }, 'メールアドレスの形式が正しくありません。'],
      [
        'customer/update/corpBoInfo',
        { owners: [{ ...owner, votingRatio: 20 }] },
        '議決権による実質的支配者は、議決権の割合（25％超）を入力してください。',
      ],
      ['customer/update/corpBoInfo', { owners: [owner, owner, owner, owner, owner] }, '実質的支配者は4名まで登録できます。'],
      ['customer/update/corpBoInfo', { owners: [] }, '実質的支配者を1名以上入力してください。'],
      ['customer/update/corpBoInfo', { owners: [{ ...owner, address: 'x'.repeat(121) }] }, '実質的支配者の住所は120文字以内で入力してください。'],
      ['customer/update/traderInfo', { ...trader, lastName: 'a\u0000b' }, '取引担当者氏名（姓）に使用できない文字が含まれています。'],
    ];
    for (const [path, body, message] of cases) {
      const res = expectCode(await postJson(t.app, path, body, token), 400, 'VAL001');
      expect([path, res.localizedMessage]).toEqual([path, message]);
    }
    const pending = await t.app.services.db
      .selectFrom('modification_requests')
      .innerJoin('customers', 'customers.id', 'modification_requests.customer_id')
      .select('modification_requests.kind')
      .where('customers.customer_no', '=', '20000002')
      .where('modification_requests.kind', 'in', ['corp_info', 'corp_rep', 'corp_bo'])
      .execute();
    expect(pending).toHaveLength(0);
  });
});
