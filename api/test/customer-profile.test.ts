// The individual customer pages' API on a real database: masked data, immediate changes,
// suitability answers with history, modification requests and their dev approval, the step-up of the
// bank account and e-mail changes (a code to the new address, a notice to the old one), lookups, ownership and
// bad input (a clear Japanese message, never a 5xx, nothing stored).
import {
  clientInfoOptionsSchema,
  codeSentSchema,
  loginRecordSchema,
  maskedProfileSchema,
  modifyRequestSummarySchema,
  okSchema,
  postcodeResultSchema,
  bankEntrySchema,
} from './support/contract.ts';
import * as v from 'valibot';
import { codeMailedBy, createTestApp, expectCode, expectOk, get, latestMail, login, mailbox, post, postJson, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TARO = 'taro.yamada@example.jp';
const profileOf = async (token: string) => expectOk(await get(t.app, 'customer/check/maskedData', token), maskedProfileSchema);
const auditCount = async (event: string) =>
  Number(
    (
      await t.app.services.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('event', '=', event)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('customer/check/maskedData', () => {
  it('masks e-mail, phone and the bank account number, and carries the seeded answers', async () => {
    const { token } = await login(t.app, '10000001');
    const p = await profileOf(token);
    expect(p).toMatchObject({
      customerNo: '10000001',
      lastName: '山田',
      firstNameKana: 'タロウ',
      maskedPhone: '***-****-5678',
      postalCode: '1500002',
    });
    expect(p.maskedEmail).toMatch(/^t\*+@example\.jp$/);
    expect(JSON.stringify(p)).not.toContain('090-1234-5678');
    expect(JSON.stringify(p)).not.toContain(TARO);
    expect(p.bank?.maskedAccountNumber).toMatch(/^\*{4}\d{3}$/);
    expect(p.secCfdHolder).toBe(true);
    expect(p.answers.property?.answer).toEqual({ annualIncome: 'income_5m_10m', financialAssets: 'assets_5m_10m', fundSource: 'surplus' });
  });

  it('an individual has no corporate part', async () => {
    const { token } = await login(t.app, '10000001');
    const p = await profileOf(token);
    expect(p.customerType).toBe('individual');
    expect(p.corporate).toBeNull();
  });

  it('needs a session', async () => {
    expect((await get(t.app, 'customer/check/maskedData')).statusCode).toBe(401);
  });
});

describe('immediate changes', () => {
  it('advertising mail and login notification apply at once', async () => {
    const { token } = await login(t.app, '10000002');
    expectOk(await postJson(t.app, 'customer/update/advertisement', { advertisement: false }, token), okSchema);
    expectOk(await postJson(t.app, 'customer/update/notification', { loginNotice: true }, token), okSchema);
    const p = await profileOf(token);
    expect([p.advertisement, p.loginNotice]).toEqual([false, true]);
  });

  it('with the login notification on, every login mails time, device and platform', async () => {
    const before = (await mailbox(t.app, 'hanako.sato@example.jp')).length;
    await login(t.app, '10000002');
    const mails = await mailbox(t.app, 'hanako.sato@example.jp');
    expect(mails.length).toBe(before + 1);
    const mail = await latestMail(t.app, 'hanako.sato@example.jp', 'ログインのお知らせ');
    expect(mail.text).toMatch(/日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
    expect(mail.text).toContain('端末：');
    expect(mail.text).toMatch(/利用環境：マイページ（(PC|スマートフォン)）/);
  });

  it('the execution notice is for SEC-CFD holders only', async () => {
    const hanako = await login(t.app, '10000002');
    expectCode(await postJson(t.app, 'customer/update/ContractNotice', { contractNotice: true }, hanako.token), 403, 'CUP003');
    const taro = await login(t.app, '10000001');
    expectOk(await postJson(t.app, 'customer/update/ContractNotice', { contractNotice: false }, taro.token), okSchema);
    expect((await profileOf(taro.token)).contractNotice).toBe(false);
  });

  it('wrong types are refused with a Japanese message', async () => {
    const { token } = await login(t.app, '10000002');
    const body = expectCode(await postJson(t.app, 'customer/update/advertisement', { advertisement: 'maybe' }, token), 400, 'VAL001');
    expect(body.localizedMessage).toBe('広告メールの受信を選択してください。');
  });

  it('lists the recent logins, the caller’s marked', async () => {
    t.clock.advanceSeconds(5);
    const { token } = await login(t.app, '10000002');
    const list = expectOk(await get(t.app, 'customer/loginHistory', token), v.array(loginRecordSchema));
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]?.current).toBe(true);
  });
});

describe('suitability answers', () => {
  it('are kept with history; the newest is current', async () => {
    const { token } = await login(t.app, '10000005');
    expectOk(
      await postJson(
        t.app,
        'customer/update/property',
        { annualIncome: 'income_lt3m', financialAssets: 'assets_lt1m', fundSource: 'surplus' },
        token,
      ),
      okSchema,
    );
    expectOk(
      await postJson(
        t.app,
        'customer/update/property',
        { annualIncome: 'income_3m_5m', financialAssets: 'assets_lt1m', fundSource: 'savings' },
        token,
      ),
      okSchema,
    );
    expect((await profileOf(token)).answers.property?.answer.annualIncome).toBe('income_3m_5m');
    const rows = await t.app.services.db
      .selectFrom('customer_answers')
      .innerJoin('customers', 'customers.id', 'customer_answers.customer_id')
      .select('kind')
      .where('customer_no', '=', '10000005')
      .execute();
    expect(rows.filter((r) => r.kind === 'property')).toHaveLength(2);
  });

  it('employ, experience, purpose and motivation take codes of clientInfoOptions only', async () => {
    const { token } = await login(t.app, '10000005');
    expectOk(await postJson(t.app, 'customer/update/employ', { occupation: 'student', industry: 'none', employerName: '' }, token), okSchema);
    expectOk(await postJson(t.app, 'customer/update/investmentExp', { experiences: [{ product: 'fx', level: 'ge5y' }] }, token), okSchema);
    expectOk(await postJson(t.app, 'customer/update/investmentPurpose', { kind: 'purpose', codes: ['hedge'] }, token), okSchema);
    expectOk(
      await postJson(t.app, 'customer/update/investmentPurpose', { kind: 'motivation', codes: ['other'], other: '友人のすすめ' }, token),
      okSchema,
    );
    const p = await profileOf(token);
    expect(p.answers.employ?.answer.occupation).toBe('student');
    expect(p.answers.motivation?.answer).toEqual({ codes: ['other'], other: '友人のすすめ' });
    const bad = expectCode(await postJson(t.app, 'customer/update/employ', { occupation: 'astronaut', industry: 'none' }, token), 400, 'VAL001');
    expect(bad.localizedMessage).toBe('職業の選択が正しくありません。');
    const noOther = expectCode(
      await postJson(t.app, 'customer/update/investmentPurpose', { kind: 'motivation', codes: ['other'] }, token),
      400,
      'VAL001',
    );
    expect(noOther.localizedMessage).toBe('「その他」を選んだ場合は内容を入力してください。');
    expect((await profileOf(token)).answers.employ?.answer.occupation).toBe('student');
  });

  it('clientInfoOptions is public', async () => {
    const options = expectOk(await get(t.app, 'public/accountopen/clientInfoOptions'), clientInfoOptionsSchema);
    expect(options.occupations.map((o) => o.nameJp)).toContain('会社員');
  });
});

describe('postcode and bank lookups', () => {
  it('customer/check/maskedData takes no query: one sent anyway (the menus’ ?type=) is ignored, the answer the same', async () => {
    const { token } = await login(t.app, '10000001');
    const plain = expectOk(await get(t.app, 'customer/check/maskedData', token), maskedProfileSchema);
    expect(expectOk(await get(t.app, 'customer/check/maskedData', token, { type: 'info' }), maskedProfileSchema)).toEqual(plain);
  });

  it('finds the areas of a postcode, hyphen or full-width digits accepted', async () => {
    const { token } = await login(t.app, '10000001');
    const r = expectOk(await get(t.app, 'resource/postcode/100-0005', token), postcodeResultSchema);
    expect(r).toEqual({ postalCode: '1000005', areas: [{ prefecture: '東京都', city: '千代田区', town: '丸の内' }] });
    expect(expectOk(await get(t.app, `resource/postcode/${encodeURIComponent('１０４００６１')}`, token), postcodeResultSchema).areas[0]?.town).toBe(
      '銀座',
    );
    expect(expectCode(await get(t.app, 'resource/postcode/12345', token), 400, 'VAL001').localizedMessage).toBe(
      '郵便番号は7桁の数字で入力してください。',
    );
    expect(expectCode(await get(t.app, 'resource/postcode/0000000', token), 400, 'VAL001').localizedMessage).toContain('見つかりません');
  });

  it('finds banks by code prefix or name, branches of one bank', async () => {
    const { token } = await login(t.app, '10000001');
    const banks = expectOk(await get(t.app, 'resource/bank/search', token, { q: '0009' }), v.array(bankEntrySchema));
    expect(banks[0]).toMatchObject({ code: '0009', name: '三井住友' });
    expect(expectOk(await get(t.app, 'resource/bank/search', token, { q: 'ﾐｽﾞﾎ' }), v.array(bankEntrySchema)).map((b) => b.code)).toContain('0001');
    const branches = expectOk(await get(t.app, 'resource/bank/0009/branches', token, { q: '001' }), v.array(bankEntrySchema));
    expect(branches.every((b) => b.code.startsWith('001'))).toBe(true);
    expect(expectCode(await get(t.app, 'resource/bank/9998/branches', token), 400, 'VAL001').localizedMessage).toContain('金融機関');
  });

  it('finds a bank however a customer types it: with or without 銀行, in any width, by kana, by a code typed full-width', async () => {
    const { token } = await login(t.app, '10000001');
    const search = async (q: string) => expectOk(await get(t.app, 'resource/bank/search', token, { q }), v.array(bankEntrySchema)).map((b) => b.code);
    for (const [q, code] of [
      ['みずほ銀行', '0001'],
      ['みずほ銀', '0001'],
      ['みずほぎんこう', '0001'],
      ['三菱UFJ', '0005'],
      ['三菱ＵＦＪ銀行', '0005'],
      ['０００５', '0005'],
      ['みつびしゆーえふじぇい', '0005'],
      ['ミツビシユーエフジエイ', '0005'],
      ['ゆうちょ銀行', '9900'],
      ['朝日信用金庫', '1303'],
      ['あさひしんようきんこ', '1303'],
      ['朝日新聞信用組合', '2580'],
      ['北海道労働金庫', '2951'],
      ['今金町農業協同組合', '3058'],
      ['ソニー銀行', '0035'],
    ] as const) {
      expect([q, (await search(q))[0]]).toEqual([q, code]);
    }
    // the bank itself before banks whose name only contains it (みずほ before みずほ信託)
    expect((await search('みずほ')).slice(0, 2)).toEqual(['0001', '0289']);
    expect(await search('銀行')).toEqual([]);
  });

  it('finds a branch with or without 支店, by kana in any width, or by a code typed full-width', async () => {
    const { token } = await login(t.app, '10000001');
    const branches = async (bank: string, q: string) =>
      expectOk(await get(t.app, `resource/bank/${bank}/branches`, token, { q }), v.array(bankEntrySchema)).map((b) => `${b.code}${b.name}`);
    expect((await branches('0001', '渋谷支店'))[0]).toBe('210渋谷');
    expect((await branches('0001', 'しぶや'))[0]).toBe('210渋谷');
    expect((await branches('0001', 'ｼﾌﾞﾔ'))[0]).toBe('210渋谷');
    expect(await branches('0001', '２１０')).toEqual(['210渋谷']);
    expect((await branches('0005', 'こうほくにゅーたうん'))[0]).toBe('303港北ニュータウン');
  });
});

describe('changes that need review', () => {
  it('an address change becomes a pending request; the dev approval applies it', async () => {
    const { token } = await login(t.app, '10000004');
    const bad = expectCode(
      await postJson(t.app, 'customer/update/address', { postalCode: '1000005', area: '東京都中央区銀座', street: '1-1' }, token),
      400,
      'VAL001',
    );
    expect(bad.localizedMessage).toBe('住所が郵便番号と一致しません。郵便番号から住所を選び直してください。');
    const request = expectOk(
      await postJson(
        t.app,
        'customer/update/address',
        { postalCode: '100-0005', area: '東京都千代田区丸の内', street: '１－１－１', building: '丸の内ビル 5F' },
        token,
      ),
      modifyRequestSummarySchema,
    );
    expect(request).toMatchObject({ kind: 'address', status: 'pending' });
    expect(request.documents[0]).toEqual({ name: '本人確認書類（変更後の住所が記載されたもの）', received: false });
    expect((await profileOf(token)).pending.map((r) => r.id)).toEqual([request.id]);
    expectCode(
      await postJson(t.app, 'customer/update/address', { postalCode: '1040061', area: '東京都中央区銀座', street: '2-2' }, token),
      409,
      'CUP002',
    );
    expect(expectOk(await get(t.app, `customer/customerModifyDetail/${request.id}`, token), modifyRequestSummarySchema).status).toBe('pending');
    expect((await profileOf(token)).address).not.toContain('丸の内');
    const approved = expectOk(await post(t.app, `customer/dev/approveModify/${request.id}`, {}, token), modifyRequestSummarySchema);
    expect(approved.status).toBe('approved');
    const p = await profileOf(token);
    expect(p).toMatchObject({ postalCode: '1000005', address: '東京都千代田区丸の内1-1-1\u3000丸の内ビル 5F', pending: [] });
  });

  it('another customer’s request id is refused on detail and approval', async () => {
    const owner = await login(t.app, '10000005');
    const request = expectOk(
      await postJson(t.app, 'customer/update/info', { lastName: '伊藤', firstName: '健', lastNameKana: 'ｲﾄｳ', firstNameKana: 'けん' }, owner.token),
      v.strictObject({ applied: v.array(v.string()), request: v.nullable(modifyRequestSummarySchema) }),
    ).request;
    expect(request?.summary).toContainEqual({ label: 'フリガナ', value: 'イトウ\u3000ケン' });
    const other = await login(t.app, '10000002');
    expectCode(await get(t.app, `customer/customerModifyDetail/${request?.id}`, other.token), 404, 'NF001');
    expectCode(await post(t.app, `customer/dev/approveModify/${request?.id}`, {}, other.token), 404, 'NF001');
    expect(expectOk(await get(t.app, `customer/customerModifyDetail/${request?.id}`, owner.token), modifyRequestSummarySchema).status).toBe(
      'pending',
    );
  });

  it('kana must be katakana; control characters and overlong names are refused; nothing stored', async () => {
    const { token } = await login(t.app, '10000005');
    const pendingBefore = (await profileOf(token)).pending;
    const kana = expectCode(
      await postJson(t.app, 'customer/update/info', { lastName: '伊藤', firstName: '健太', lastNameKana: 'Ito', firstNameKana: 'ケンタ' }, token),
      400,
      'VAL001',
    );
    expect(kana.localizedMessage).toBe('フリガナ（セイ）は全角カタカナで入力してください。');
    expectCode(
      await postJson(
        t.app,
        'customer/update/info',
        { lastName: '伊\u0000藤', firstName: '健太', lastNameKana: 'イトウ', firstNameKana: 'ケンタ' },
        token,
      ),
      400,
      'VAL001',
    );
    const long = expectCode(
      await postJson(
        t.app,
        'customer/update/info',
        { lastName: '伊'.repeat(21), firstName: '健太', lastNameKana: 'イトウ', firstNameKana: 'ケンタ' },
        token,
      ),
      400,
      'VAL001',
    );
    expect(long.localizedMessage).toBe('氏名（姓）は20文字以内で入力してください。');
    const phone = expectCode(
      await postJson(
        t.app,
        'customer/update/info',
        { lastName: '伊藤', firstName: '健太', lastNameKana: 'イトウ', firstNameKana: 'ケンタ', phone: '12-3' },
        token,
      ),
      400,
      'VAL001',
    );
    expect(phone.localizedMessage).toContain('電話番号は0から始まる10桁または11桁');
    expect((await profileOf(token)).pending).toEqual(pendingBefore);
  });

  it('a phone change applies at once and notifies', async () => {
    const { token } = await login(t.app, '10000005');
    const r = expectOk(
      await postJson(
        t.app,
        'customer/update/info',
        { lastName: '伊藤', firstName: '健太', lastNameKana: 'イトウ', firstNameKana: 'ケンタ', phone: '080-1111-2222' },
        token,
      ),
      v.strictObject({ applied: v.array(v.string()), request: v.nullable(modifyRequestSummarySchema) }),
    );
    expect(r).toEqual({ applied: ['電話番号'], request: null });
    expect((await profileOf(token)).maskedPhone).toBe('***-****-2222');
  });
});

describe('bank account and e-mail changes with the step-up', () => {
  const bank = { bankCode: '0009', branchCode: '001', accountType: '普通', accountNumber: '7654321', holderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' };

  it('a bank change needs the step-up; the holder must be the customer; then it is a pending request', async () => {
    const session = await login(t.app, '10000001');
    const { token } = session;
    expectCode(await postJson(t.app, 'customer/update/bank', bank, token), 403, 'SU001');
    // Refusals leave the step-up unused: one serves until the request is stored.
    const stepUp = await steppedUp(t.app, session, 'bankAccountChange');
    const wrongHolder = expectCode(
      await postJson(t.app, 'customer/update/bank', { ...bank, holderKana: 'サトウ ハナコ' }, token, stepUp),
      400,
      'VAL001',
    );
    expect(wrongHolder.localizedMessage).toBe('口座名義（カナ）がお客様のお名前（カナ）と一致しません。ご本人名義の口座のみ登録できます。');
    const unknownBank = expectCode(await postJson(t.app, 'customer/update/bank', { ...bank, bankCode: '9998' }, token, stepUp), 400, 'VAL001');
    expect(unknownBank.localizedMessage).toContain('金融機関コードが見つかりません');
    const request = expectOk(await postJson(t.app, 'customer/update/bank', bank, token, stepUp), modifyRequestSummarySchema);
    expect(request.summary).toContainEqual({ label: '口座番号', value: '****321' });
    expect(request.summary).toContainEqual({ label: '口座名義（カナ）', value: 'ヤマダ\u3000タロウ' });
    // The step-up was used: the next change needs its own (and one is pending anyway).
    expectCode(await postJson(t.app, 'customer/update/bank', bank, token, stepUp), 403, 'SU001');
    expectCode(await postJson(t.app, 'customer/update/bank', bank, token, await steppedUp(t.app, session, 'bankAccountChange')), 409, 'CUP002');
    expectOk(await post(t.app, `customer/dev/approveModify/${request.id}`, {}, token), modifyRequestSummarySchema);
    expect((await profileOf(token)).bank).toMatchObject({
      bankCode: '0009',
      bankName: '三井住友',
      branchCode: '001',
      maskedAccountNumber: '****321',
    });
  });

  it('a new e-mail address needs the code mailed to it; the notice goes to the old address', async () => {
    const session = await login(t.app, '10000004');
    const { token } = session;
    const name = { lastName: '高橋', firstName: '美咲', lastNameKana: 'タカハシ', firstNameKana: 'ミサキ' };
    const missing = expectCode(await postJson(t.app, 'customer/update/info', { ...name, email: 'misaki.new@example.jp' }, token), 400, 'VAL001');
    expect(missing.localizedMessage).toContain('新しいメールアドレスに届いた認証コードの入力が必要です');
    const { result, code } = await codeMailedBy(t.app, 'misaki.new@example.jp', 'メールアドレス確認の認証コード', async () =>
      post(
        t.app,
        'customer/sendProfileVerifyEmail',
        { purpose: 'email', email: 'misaki.new@example.jp' },
        token,
        await steppedUp(t.app, session, 'emailChange'),
      ),
    );
    const sent = expectOk(result, codeSentSchema);
    const wrong = code === '000000' ? '000001' : '000000';
    expectCode(
      await postJson(t.app, 'customer/update/info', { ...name, email: 'misaki.new@example.jp', verifyCode: wrong, sessionId: sent.sessionId }, token),
      400,
      'VC001',
    );
    expect(await auditCount('profile_code_failed')).toBeGreaterThan(0);
    const r = expectOk(
      await postJson(t.app, 'customer/update/info', { ...name, email: 'misaki.new@example.jp', verifyCode: code, sessionId: sent.sessionId }, token),
      v.strictObject({ applied: v.array(v.string()), request: v.nullable(modifyRequestSummarySchema) }),
    );
    expect(r.applied).toEqual(['メールアドレス']);
    const notice = await latestMail(t.app, 'misaki.takahashi@example.jp', 'メールアドレスの変更のお知らせ');
    expect(notice.text).toContain('新しいメールアドレス：m');
    expect((await profileOf(token)).maskedEmail).toMatch(/@example\.jp$/);
  });
});

describe('every individual-only endpoint refuses corporations and answers bad input without a 5xx', () => {
  // maskedData, bank, the code, investmentExp (the trader's), advertisement, notification, the
  // requests' detail and approval and the login history serve both types (api/test/customer-corporate.test.ts).
  const calls: [string, 'GET' | 'JSON' | 'FORM', string, unknown][] = [
    ['info', 'JSON', 'customer/update/info', { lastName: 'a', firstName: 'b', lastNameKana: 'ア', firstNameKana: 'イ' }],
    ['address', 'JSON', 'customer/update/address', { postalCode: '1000005', area: '東京都千代田区丸の内', street: '1' }],
    ['employ', 'JSON', 'customer/update/employ', { occupation: 'student', industry: 'none' }],
    ['property', 'JSON', 'customer/update/property', { annualIncome: 'income_lt3m', financialAssets: 'assets_lt1m', fundSource: 'surplus' }],
    ['purpose', 'JSON', 'customer/update/investmentPurpose', { kind: 'purpose', codes: ['hedge'] }],
    ['contract', 'JSON', 'customer/update/ContractNotice', { contractNotice: true }],
  ];

  it.each(calls)('%s: a corporation gets CUP001', async (_name, kind, path, body) => {
    const { token } = await login(t.app, '20000001');
    const res =
      kind === 'GET'
        ? await get(t.app, path, token)
        : kind === 'JSON'
          ? await postJson(t.app, path, body, token)
          : await post(t.app, path, body as Record<string, string>, token);
    expectCode(res, 403, 'CUP001');
  });

  it.each(calls.filter((c) => c[1] === 'JSON'))('%s: garbage is a 400 with a Japanese message', async (_name, _kind, path) => {
    const { token } = await login(t.app, '10000002');
    for (const body of [[], 'x', { lastName: 1 }, null]) {
      const res = await postJson(t.app, path, body, token);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { localizedMessage: string }).localizedMessage).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });
});
