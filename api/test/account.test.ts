// The account pages' API on a real database: the level list, the level change with its
// history and the provider's proposal, the MT4 read-only password (encrypted at rest, audited),
// ownership (another customer's account answers 404 on every endpoint) and bad input.
import { accountLevelListSchema, groupProposalSchema, levelChangedSchema, readonlyPasswordSchema } from './support/contract.ts';
import * as v from 'valibot';
import { createTestApp, expectCode, expectOk, get, login, mailbox, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const viewSchema = v.object({ accountInfoList: v.array(v.object({ accountId: v.number(), accountNo: v.string(), level: v.string() })) });
async function accountsOf(token: string) {
  const view = expectOk(await get(t.app, 'customer/view', token), viewSchema);
  return Object.fromEntries(view.accountInfoList.map((a) => [a.accountNo, a]));
}
const levelHistory = (accountId: number) =>
  t.app.services.db.selectFrom('account_level_changes').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

describe('account/changeAccountLevelList/{id}', () => {
  it('lists the levels of the account type with the current one marked', async () => {
    const { token } = await login(t.app, '10000001');
    const a = (await accountsOf(token))['51000011']!;
    const list = expectOk(await get(t.app, `account/changeAccountLevelList/${a.accountId}`, token), accountLevelListSchema);
    expect(list).toMatchObject({ accountNo: '51000011', businessType: 'FX', tradingPlatform: 'MT4', currentLevel: '1' });
    expect(list.levels.map((l) => [l.level, l.nameJp, l.current])).toEqual([
      ['1', 'スタンダードコース', true],
      ['2', 'プレミアムコース', false],
      ['3', 'プロコース', false],
    ]);
    // what each course means, for the confirmation step: FX trades in currency units
    expect(list.levels.map((l) => [l.tradingUnit, l.spread])).toEqual([
      ['1,000通貨', '標準スプレッド'],
      ['10,000通貨', '縮小スプレッド（スタンダードコースより狭い）'],
      ['100,000通貨', '最狭スプレッド（全コースで最も狭い）'],
    ]);
    expect(list.openPositions).toBe(false);
    // an account holding positions (margin in use) says so; a CFD's unit differs per instrument
    const withPositions = (await accountsOf(token))['51000012']!;
    expect(expectOk(await get(t.app, `account/changeAccountLevelList/${withPositions.accountId}`, token), accountLevelListSchema).openPositions).toBe(
      true,
    );
  });

  it('answers 404 for another customer’s account and for an unknown one', async () => {
    const owner = await login(t.app, '10000001');
    const other = await login(t.app, '10000002');
    const a = (await accountsOf(owner.token))['51000011']!;
    const body = expectCode(await get(t.app, `account/changeAccountLevelList/${a.accountId}`, other.token), 404, 'NF001');
    expect(body.localizedMessage).toBe('口座が見つかりません。');
    expectCode(await get(t.app, 'account/changeAccountLevelList/999999', owner.token), 404, 'NF001');
    expect(expectCode(await get(t.app, 'account/changeAccountLevelList/abc', owner.token), 400, 'VAL001').localizedMessage).toBe(
      '口座IDが正しくありません。',
    );
    expect((await get(t.app, `account/changeAccountLevelList/${a.accountId}`)).statusCode).toBe(401);
  });
});

describe('account/change/level', () => {
  it('changes the level at once, keeps the history, shows it in customer/view and mails a notice', async () => {
    const { token } = await login(t.app, '20000002');
    const a = (await accountsOf(token))['52000021']!;
    const target = a.level === '2' ? '3' : '2';
    const changed = expectOk(await post(t.app, 'account/change/level', { accountId: a.accountId, level: target }, token), levelChangedSchema);
    expect(changed).toMatchObject({ accountId: a.accountId, previousLevel: a.level, level: target, changedAt: t.clock.now().toISOString() });
    expect((await accountsOf(token))[a.accountNo]!.level).toBe(target);
    expect((await levelHistory(a.accountId)).map((h) => [h.from_level, h.to_level])).toEqual([[a.level, target]]);
    const [mail] = await mailbox(t.app, 'info@demo-bussan.example.jp');
    expect(mail?.subject).toBe('【マイページ】取引コース変更のお知らせ');
    expect(mail?.text).toContain('口座：法人FX（MT4） 52000021');
    expect(mail?.text).toContain('変更後のコース：プレミアムコース');
    expect(mail?.text).toContain('変更後の取引単位：10,000通貨');
    expect(mail?.text).toContain('変更後のコースは、上記の日時から適用されています。');
  });

  it('refuses while the account holds positions (margin in use): nothing changes, no mail', async () => {
    const { token } = await login(t.app, '10000001');
    const a = (await accountsOf(token))['51000013']!;
    const target = a.level === '2' ? '3' : '2';
    const mails = (await mailbox(t.app, 'taro.yamada@example.jp')).length;
    const refused = expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: target }, token), 409, 'ACC008');
    expect(refused.localizedMessage).toBe(
      'この口座には保有中のポジションがあるため、コースを変更できません。すべてのポジションを決済してから、もう一度お手続きください。',
    );
    expect((await accountsOf(token))[a.accountNo]!.level).toBe(a.level);
    expect(await levelHistory(a.accountId)).toEqual([]);
    expect(await mailbox(t.app, 'taro.yamada@example.jp')).toHaveLength(mails);
  });

  it('refuses a position opened between the read and the change (the UPDATE checks the margin too)', async () => {
    const { token } = await login(t.app, '10000004');
    const a = Object.values(await accountsOf(token))[0]!;
    const target = a.level === '2' ? '3' : '2';
    const repo = t.app.services.repos.accounts;
    const read = repo.findCashById.bind(repo);
    // The service reads the account flat; a position opens before its conditional UPDATE runs.
    const spy = jest.spyOn(repo, 'findCashById').mockImplementation(async (id) => {
      const row = await read(id);
      await t.app.services.db.updateTable('accounts').set({ margin_requirement: 50_000 }).where('id', '=', id).execute();
      return row;
    });
    try {
      expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: target }, token), 409, 'ACC008');
    } finally {
      spy.mockRestore();
      await t.app.services.db.updateTable('accounts').set({ margin_requirement: 0 }).where('id', '=', a.accountId).execute();
    }
    expect((await accountsOf(token))[a.accountNo]!.level).toBe(a.level);
    expect(await levelHistory(a.accountId)).toEqual([]);
  });

  it('refuses the current level, an unknown level and bad input, changing nothing', async () => {
    const { token } = await login(t.app, '10000004');
    const a = Object.values(await accountsOf(token))[0]!;
    expect(
      expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: a.level }, token), 400, 'ACC001').localizedMessage,
    ).toBe('現在と同じコースです。変更後のコースを選択してください。');
    expect(expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: '9' }, token), 400, 'ACC002').localizedMessage).toBe(
      'この口座では選択できないコースです。',
    );
    expect(expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: '' }, token), 400, 'VAL001').localizedMessage).toBe(
      '変更後のコースを選択してください。',
    );
    expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: '2\u0000' }, token), 400, 'VAL001');
    expectCode(await post(t.app, 'account/change/level', { accountId: 'x', level: '2' }, token), 400, 'VAL001');
    expect((await accountsOf(token))[a.accountNo]!.level).toBe(a.level);
    expect(await levelHistory(a.accountId)).toEqual([]);
  });

  it('refuses another customer’s account (404) and leaves it unchanged', async () => {
    const owner = await login(t.app, '10000004');
    const other = await login(t.app, '10000002');
    const a = Object.values(await accountsOf(owner.token))[0]!;
    const target = a.level === '3' ? '2' : '3';
    expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: target }, other.token), 404, 'NF001');
    expect((await accountsOf(owner.token))[a.accountNo]!.level).toBe(a.level);
  });
});

describe('account/accountChangeGroupProposal/{id}', () => {
  it('shows the provider’s proposal; taking its level accepts it and it disappears', async () => {
    const { token } = await login(t.app, '10000001');
    const a = (await accountsOf(token))['51000012']!;
    const proposal = expectOk(await get(t.app, `account/accountChangeGroupProposal/${a.accountId}`, token), v.nullable(groupProposalSchema));
    expect(proposal).toMatchObject({ accountId: a.accountId, fromLevel: '2', toLevel: '3', toLevelNameJp: 'プロコース' });
    expect(proposal?.reason).toContain('プロコース');
    // the account holds positions: not while they are open
    expectCode(await post(t.app, 'account/change/level', { accountId: a.accountId, level: '3' }, token), 409, 'ACC008');
    await t.app.services.db.updateTable('accounts').set({ margin_requirement: 0 }).where('id', '=', a.accountId).execute();
    expectOk(await post(t.app, 'account/change/level', { accountId: a.accountId, level: '3' }, token), levelChangedSchema);
    expect(expectOk(await get(t.app, `account/accountChangeGroupProposal/${a.accountId}`, token), v.nullable(groupProposalSchema))).toBeNull();
    const row = await t.app.services.db
      .selectFrom('account_group_proposals')
      .selectAll()
      .where('account_id', '=', a.accountId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
    expect(Number((await levelHistory(a.accountId)).at(-1)?.proposal_id)).toBe(Number(row.id));
  });

  it('answers null without a proposal and 404 for another customer’s account', async () => {
    const owner = await login(t.app, '10000001');
    const other = await login(t.app, '10000002');
    const a = (await accountsOf(owner.token))['51000011']!;
    expect(expectOk(await get(t.app, `account/accountChangeGroupProposal/${a.accountId}`, owner.token), v.nullable(groupProposalSchema))).toBeNull();
    expectCode(await get(t.app, `account/accountChangeGroupProposal/${a.accountId}`, other.token), 404, 'NF001');
  });
});

describe('customer/readonlyPassword', () => {
  it('answers the same investor password every time, stores it encrypted and audits every answer', async () => {
    const { token } = await login(t.app, '10000001');
    const a = (await accountsOf(token))['51000011']!;
    const first = expectOk(await get(t.app, 'customer/readonlyPassword', token, { accountId: String(a.accountId) }), readonlyPasswordSchema);
    expect(first.readonlyPassword).toMatch(/^[A-Za-z0-9]{10}$/);
    const again = expectOk(await get(t.app, 'customer/readonlyPassword', token, { accountId: String(a.accountId) }), readonlyPasswordSchema);
    expect(again.readonlyPassword).toBe(first.readonlyPassword);
    const stored = await t.app.services.db
      .selectFrom('accounts')
      .select('investor_password_enc')
      .where('id', '=', a.accountId)
      .executeTakeFirstOrThrow();
    expect(stored.investor_password_enc).toBeTruthy();
    expect(stored.investor_password_enc).not.toContain(first.readonlyPassword);
    const audits = await t.app.services.db.selectFrom('audit_log').selectAll().where('event', '=', 'readonly_password_viewed').execute();
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits.map((r) => r.detail).join()).not.toContain(first.readonlyPassword);
  });

  it('refuses GX accounts, another customer’s account and a missing id', async () => {
    const owner = await login(t.app, '10000001');
    const other = await login(t.app, '10000002');
    const accounts = await accountsOf(owner.token);
    const gx = expectCode(
      await get(t.app, 'customer/readonlyPassword', owner.token, { accountId: String(accounts['51000012']!.accountId) }),
      400,
      'ACC003',
    );
    expect(gx.localizedMessage).toBe('読み取り専用パスワードはMT4口座でのみご利用いただけます。');
    expectCode(await get(t.app, 'customer/readonlyPassword', other.token, { accountId: String(accounts['51000011']!.accountId) }), 404, 'NF001');
    expect(expectCode(await get(t.app, 'customer/readonlyPassword', owner.token), 400, 'VAL001').localizedMessage).toBe('口座IDがありません。');
  });
});
