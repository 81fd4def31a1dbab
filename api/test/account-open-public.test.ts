// Public account-opening helpers on a real database, bound to an application: startApplication issues
// a signed, short-lived token for the identity the applicant entered; verifyEkycCustomerData compares
// an eKYC reading with that identity only (never with existing customers: no oracle on who is a
// customer), 5 checks per application; test/email sends at most 3 per application, 3 per address a
// day and 200 an hour, and answers 503 SYS003 when the mail server does not take it. SQLite and
// PostgreSQL.
import * as v from 'valibot';
import { endpoints } from '@portal/shared-kernel/contract';
import { ApplicationTokens } from '../src/domain/account-open-application.ts';
import { createTestApp, expectCode, expectOk, mailbox, post, postJson } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const started = endpoints.public.startApplication.result;
const checked = endpoints.public.verifyEkycCustomerData.result;
/** Someone who applies (not a customer). */
const applicant = { lastNameKana: 'サトウ', firstNameKana: 'ジロウ', birthDate: '1992-07-07', postalCode: '060-0001' };
/** 10000001 山田 太郎's real data. */
const taro = { lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', birthDate: '1985-04-12', postalCode: '150-0002' };

async function start(identity: Record<string, string> = applicant, app: TestApp = t): Promise<string> {
  return expectOk(await post(app.app, 'public/accountopen/startApplication', identity), started).applicationToken;
}
const verify = (applicationToken: string, identity: Record<string, string>, app: TestApp = t) =>
  postJson(app.app, 'public/accountopen/verifyEkycCustomerData', { applicationToken, ...identity });
const testEmail = (applicationToken: string, email: string, app: TestApp = t) =>
  post(app.app, 'public/accountopen/test/email', { applicationToken, email });

describe('public/accountopen/startApplication', () => {
  it('answers a token valid 60 minutes and what the application allows', async () => {
    const res = expectOk(await post(t.app, 'public/accountopen/startApplication', applicant), started);
    expect(res).toMatchObject({ ekycAttempts: 5, testEmails: 3 });
    expect(Date.parse(res.expiresAt) - t.clock.now().getTime()).toBe(60 * 60_000);
    // Nothing readable in it: the identity travels as a keyed digest.
    expect(res.applicationToken).not.toMatch(/1992|0600001|サトウ/);
  });

  it('refuses bad input with a Japanese message', async () => {
    expect(
      expectCode(await post(t.app, 'public/accountopen/startApplication', { ...applicant, birthDate: '07/07/1992' }), 400, 'VAL001').localizedMessage,
    ).toMatch(/生年月日/);
    expectCode(await post(t.app, 'public/accountopen/startApplication', { ...applicant, lastNameKana: 'サトウ\u0000' }), 400, 'VAL001');
  });
});

describe('public/accountopen/verifyEkycCustomerData', () => {
  it('matches the application’s own entered identity, with half-width kana and a postcode without hyphen', async () => {
    const token = await start();
    expect(expectOk(await verify(token, applicant), checked)).toEqual({ matched: true, attemptsLeft: 4 });
    expect(expectOk(await verify(token, { ...applicant, lastNameKana: 'ｻﾄｳ', postalCode: '0600001' }), checked)).toEqual({
      matched: true,
      attemptsLeft: 3,
    });
    expect(expectOk(await verify(token, { ...applicant, birthDate: '1992-07-08' }), checked)).toEqual({ matched: false, attemptsLeft: 2 });
  });

  it('never compares with existing customers: a customer’s real data (and customer number) says nothing', async () => {
    const customers = t.app.services.repos.customers;
    const spies = (['findByNo', 'findById', 'getById', 'getInfoById'] as const).filter((m) => m in customers).map((m) => jest.spyOn(customers, m));
    try {
      const token = await start();
      // The request the old endpoint took: a customer number with that customer's identity.
      const asOracle = await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', {
        applicationToken: token,
        customerNo: '10000001',
        ...taro,
      });
      expect(expectOk(asOracle, checked).matched).toBe(false);
      const stranger = await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', {
        applicationToken: token,
        customerNo: '19999999',
        ...taro,
        firstNameKana: 'ハナコ',
      });
      expect(expectOk(stranger, checked).matched).toBe(false);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // Starting an application with a customer's data is just an application: it matches itself, tells nothing else.
    const own = await start(taro);
    expect(expectOk(await verify(own, taro), checked).matched).toBe(true);
  });

  it('allows 5 checks per application; a new application starts again', async () => {
    const token = await start();
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) codes.push((await verify(token, { ...applicant, postalCode: `060-000${i}` })).json().code);
    expect(codes).toEqual(['AG_1000', 'AG_1000', 'AG_1000', 'AG_1000', 'AG_1000', 'RL001', 'RL001']);
    const refused = await verify(token, applicant);
    expect(expectCode(refused, 429, 'RL001').localizedMessage).toBe('本人確認の照合回数が上限に達しました。お手数ですが、最初からお手続きください。');
    expect(expectOk(await verify(await start(), applicant), checked).matched).toBe(true);
  });

  it('refuses a missing, altered, foreign or expired token', async () => {
    const token = await start();
    expectCode(await postJson(t.app, 'public/accountopen/verifyEkycCustomerData', applicant), 400, 'VAL001');
    const parts = token.split('.');
    // The identity digest of another applicant pasted in: the signature no longer fits.
    const other = (await start(taro)).split('.');
    expectCode(await verify([parts[0], parts[1], other[2], parts[3]].join('.'), taro), 400, 'AOP001');
    // A later end written in.
    expectCode(await verify([parts[0], String(Number(parts[1]) + 3600), parts[2], parts[3]].join('.'), applicant), 400, 'AOP001');
    // Signed with another secret.
    const foreign = new ApplicationTokens('another-secret-of-32-characters-x').issue(applicant, t.clock.now()).token;
    expectCode(await verify(foreign, applicant), 400, 'AOP001');
    expectCode(await verify('x'.repeat(200), applicant), 400, 'AOP001');
    t.clock.advanceSeconds(60 * 60);
    const expired = expectCode(await verify(token, applicant), 400, 'AOP001');
    expect(expired.localizedMessage).toContain('最初からお手続きください');
  });
});

describe('public/accountopen/test/email', () => {
  it('sends a test mail to the address, within an application', async () => {
    const token = await start();
    const before = (await mailbox(t.app, 'applicant@example.jp')).length;
    expectOk(await testEmail(token, 'applicant@example.jp'), v.strictObject({ sent: v.literal(true) }));
    const mails = await mailbox(t.app, 'applicant@example.jp');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('【マイページ】メールアドレス確認のためのテストメール');
    expectCode(await testEmail('not-a-token', 'applicant@example.jp'), 400, 'AOP001');
    expectCode(await post(t.app, 'public/accountopen/test/email', { email: 'applicant@example.jp' }), 400, 'VAL001');
  });

  it('refuses a bad address with a Japanese message and sends nothing', async () => {
    const token = await start();
    const before = (await mailbox(t.app)).length;
    expect(expectCode(await testEmail(token, 'not-an-address'), 400, 'VAL001').localizedMessage).toMatch(/メールアドレス/);
    expect((await mailbox(t.app)).length).toBe(before);
  });

  it('at most 3 per application and 3 per address a day (counted by a digest, never the address)', async () => {
    const first = await start();
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await testEmail(first, `per-app-${i}@example.jp`)).json().code);
    expect(codes).toEqual(['AG_1000', 'AG_1000', 'AG_1000', 'RL001']);

    const address = 'Flooded@Example.jp';
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) sent.push((await testEmail(await start(), i % 2 ? address : address.toLowerCase())).json().code);
    expect(sent).toEqual(['AG_1000', 'AG_1000', 'AG_1000', 'RL001']);
    expect(expectCode(await testEmail(await start(), address), 429, 'RL001').localizedMessage).toContain('本日の上限');
    expect((await mailbox(t.app)).filter((m) => m.to.toLowerCase() === 'flooded@example.jp')).toHaveLength(3);
    const subjects = await t.app.services.db.selectFrom('usage_windows').select('subject').where('subject', 'like', 'test_email_address %').execute();
    expect(subjects.length).toBeGreaterThan(0);
    for (const { subject } of subjects) expect(subject.toLowerCase()).not.toContain('example.jp');
    // Another address still works; a day later this one does too.
    expectCode(await testEmail(await start(), 'someone-else@example.jp'), 200, 'AG_1000');
    t.clock.advanceSeconds(24 * 3600 + 1);
    expectCode(await testEmail(await start(), address), 200, 'AG_1000');
  });

  it('at most 200 an hour in all', async () => {
    const now = t.clock.now();
    await t.app.services.db
      .insertInto('usage_windows')
      .values({ subject: 'test_email_all all', used: 200, window_ends_at: new Date(now.getTime() + 1800_000).toISOString() })
      .onConflict((oc) => oc.column('subject').doUpdateSet({ used: 200, window_ends_at: new Date(now.getTime() + 1800_000).toISOString() }))
      .execute();
    expect(expectCode(await testEmail(await start(), 'hourly@example.jp'), 429, 'RL001').localizedMessage).toContain('しばらくしてから');
    t.clock.advanceSeconds(1801);
    expectCode(await testEmail(await start(), 'hourly@example.jp'), 200, 'AG_1000');
  });

  it('a mail server that does not take the mail answers 503 SYS003, not 500', async () => {
    const failing = {
      kind: 'smtp' as const,
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
      },
      verify: async () => undefined,
      close: () => undefined,
    };
    const down = await createTestApp({ mailer: failing });
    try {
      const token = await start(applicant, down);
      const res = await testEmail(token, 'applicant@example.jp', down);
      expect(expectCode(res, 503, 'SYS003').localizedMessage).toBe('テストメールを送信できませんでした。しばらくしてからもう一度お試しください。');
    } finally {
      await down.close();
    }
  });
});

describe('rate limits', () => {
  it('each answers RL001 once its public code bucket is used up', async () => {
    const limited = await createTestApp({ config: { rateLimit: { enabled: true, windowMs: 60_000, loginMax: 100, codeMax: 3 } } });
    try {
      const starts: string[] = [];
      for (let i = 0; i < 5; i += 1) starts.push((await post(limited.app, 'public/accountopen/startApplication', applicant)).json().code);
      expect(starts).toEqual(['AG_1000', 'AG_1000', 'AG_1000', 'RL001', 'RL001']);
      const token = new ApplicationTokens(limited.app.services.secrets.app).issue(applicant, limited.clock.now()).token;
      const ekyc: string[] = [];
      for (let i = 0; i < 5; i += 1) ekyc.push((await verify(token, applicant, limited)).json().code);
      expect(ekyc.slice(3)).toEqual(['RL001', 'RL001']);
    } finally {
      await limited.close();
    }
  });
});
