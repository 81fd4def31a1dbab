// Opening another account type (/portal/open) on a real database: the allowed types per
// customer type with their state and acknowledgements, the application (every acknowledgement
// required, one pending per type), the development-only approval opening the account (it then shows
// in customer/view), ownership and bad input (a clear Japanese message, nothing stored).
import { endpoints } from '@portal/shared-kernel/contract';
import { openableAccountTypeSchema, openApplicationSchema } from './support/contract.ts';
import * as v from 'valibot';
import { createTestApp, expectCode, expectOk, get, login, postJson, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listSchema = v.object({ types: v.array(openableAccountTypeSchema), devApprovalAvailable: v.boolean() });
const listOf = async (token: string) => expectOk(await get(t.app, 'account/openableAccountTypes', token), listSchema).types;
const accountNos = async (token: string) =>
  expectOk(await get(t.app, 'customer/view', token), v.object({ accountInfoList: v.array(v.object({ accountNo: v.string() })) })).accountInfoList.map(
    (a) => a.accountNo,
  );
const applicationCount = async () =>
  Number(
    (
      await t.app.services.db
        .selectFrom('account_open_applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('account/openableAccountTypes', () => {
  it('lists the types of the customer’s type: held ones opened, the others available with their acknowledgements', async () => {
    const { token } = await login(t.app, '10000001');
    const list = await listOf(token);
    const settings = expectOk(
      await get(t.app, 'public/accountopen/accountSettingCommon'),
      v.object({ individualAccountTypes: v.array(v.object({ code: v.string() })) }),
    );
    expect(list.map((x) => x.code)).toEqual(settings.individualAccountTypes.map((x) => x.code));
    expect(list.find((x) => x.code === 'sec-cfd_gx_jpy')?.status).toBe('opened');
    const available = list.filter((x) => x.status === 'available');
    expect(available.length).toBeGreaterThan(0);
    for (const a of available) {
      expect(a.acknowledgements.map((k) => k.code)).toEqual(expect.arrayContaining(['risk_disclosure', 'anti_social_forces']));
    }
  });

  it('gives each acknowledgement the account-option fields of spec §3 and its order: documents first, then the statements', async () => {
    const { token } = await login(t.app, '10000001');
    const list = await listOf(token);
    const settings = expectOk(await get(t.app, 'public/accountopen/accountSettingCommon'), endpoints.public.accountSettingCommon.result);
    const cfd = list.find((x) => x.code === 'cfd_gx_jpy')!;
    const option = settings.individualAccountTypes.find((o) => o.code === 'cfd_gx_jpy')!;
    expect(cfd.status).toBe('available');
    expect(cfd.acknowledgements.map((a) => a.order)).toEqual(cfd.acknowledgements.map((_, i) => i + 1));
    for (const a of cfd.acknowledgements) {
      expect(a).toMatchObject({
        businessType: option.businessType,
        tradingPlatform: option.tradingPlatform,
        accountCurrency: option.accountCurrency,
        accountCategary: option.accountCategary,
      });
    }
    expect(cfd.acknowledgements.map((a) => a.code)).toEqual([
      'gx_terms',
      'gx_cfd_explanation',
      'electronic_delivery',
      'privacy_policy',
      'best_execution',
      'risk_disclosure',
      'anti_social_forces',
    ]);
    expect(cfd.acknowledgements[0]).toEqual({
      code: 'gx_terms',
      nameJp: '「取引約款（GX）」を確認しました',
      businessType: 'CFD',
      tradingPlatform: 'GX',
      accountCurrency: 'JPY',
      accountCategary: option.accountCategary,
      order: 1,
      link: expect.stringMatching(/^https:\/\//),
    });
  });

  it('a customer holding every allowed type has nothing left to apply for, and applying is refused', async () => {
    const { token } = await login(t.app, '10000008');
    const list = await listOf(token);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((x) => x.status === 'opened' && x.acknowledgements.length === 0)).toBe(true);
    expectCode(await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: list[0]!.code, acknowledgements: [] }, token), 400, 'ACC005');
  });

  it('gives a corporation the corporate types only', async () => {
    const { token } = await login(t.app, '20000001');
    const settings = expectOk(
      await get(t.app, 'public/accountopen/accountSettingCommon'),
      v.object({ corporateAccountTypes: v.array(v.object({ code: v.string() })) }),
    );
    expect((await listOf(token)).map((x) => x.code)).toEqual(settings.corporateAccountTypes.map((x) => x.code));
  });
});

describe('applying and the development approval', () => {
  it('apply → pending → dev approval opens the account, which appears in customer/view', async () => {
    const { token } = await login(t.app, '10000002');
    const before = await accountNos(token);
    const target = (await listOf(token)).find((x) => x.status === 'available')!;
    const codes = target.acknowledgements.map((a) => a.code);
    const applied = expectOk(
      await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: target.code, acknowledgements: codes }, token),
      openApplicationSchema,
    );
    expect(applied).toMatchObject({ accountTypeCode: target.code, status: 'pending', accountNo: null, nameJp: target.nameJp });
    expect((await listOf(token)).find((x) => x.code === target.code)?.status).toBe('pending');
    const again = expectCode(
      await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: target.code, acknowledgements: codes }, token),
      400,
      'ACC006',
    );
    expect(again.localizedMessage).toBe('このサービスはお申し込み済みです。審査完了までお待ちください。');

    const approved = expectOk(await post(t.app, `account/dev/approveAccountOpen/${applied.applicationId}`, {}, token), openApplicationSchema);
    expect(approved.status).toBe('approved');
    expect(approved.accountNo).toMatch(/^51\d{6}$/);
    expect(await accountNos(token)).toEqual([...before, approved.accountNo].sort());
    expect((await listOf(token)).find((x) => x.code === target.code)?.status).toBe('opened');
    expect(expectOk(await get(t.app, `account/accountOpenApplication/${applied.applicationId}`, token), openApplicationSchema).accountNo).toBe(
      approved.accountNo,
    );
    expectCode(await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: target.code, acknowledgements: codes }, token), 400, 'ACC005');
    expectCode(await post(t.app, `account/dev/approveAccountOpen/${applied.applicationId}`, {}, token), 400, 'VAL001');
  });

  it('refuses missing acknowledgements, a type of the other customer type and bad input, storing nothing', async () => {
    const { token } = await login(t.app, '10000004');
    const target = (await listOf(token)).find((x) => x.status === 'available')!;
    const before = await applicationCount();
    const missing = expectCode(
      await postJson(
        t.app,
        'account/applyAccountOpen',
        { accountTypeCode: target.code, acknowledgements: target.acknowledgements.slice(1).map((a) => a.code) },
        token,
      ),
      400,
      'ACC007',
    );
    expect(missing.localizedMessage).toBe('すべての確認事項をご確認のうえ、チェックを入れてください。');
    expectCode(await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: 'no_such_type', acknowledgements: [] }, token), 400, 'ACC004');
    expect(
      expectCode(await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: '', acknowledgements: [] }, token), 400, 'VAL001')
        .localizedMessage,
    ).toBe('お申し込みになるサービスを選択してください。');
    expectCode(await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: target.code, acknowledgements: 'all' }, token), 400, 'VAL001');
    expectCode(
      await postJson(t.app, 'account/applyAccountOpen', { accountTypeCode: `${target.code}\u0007`, acknowledgements: [] }, token),
      400,
      'VAL001',
    );
    expect(await applicationCount()).toBe(before);
  });

  it('another customer’s application answers 404 on detail and approval, and stays pending', async () => {
    const owner = await login(t.app, '20000001');
    const other = await login(t.app, '10000001');
    const target = (await listOf(owner.token)).find((x) => x.status === 'available')!;
    const applied = expectOk(
      await postJson(
        t.app,
        'account/applyAccountOpen',
        { accountTypeCode: target.code, acknowledgements: target.acknowledgements.map((a) => a.code) },
        owner.token,
      ),
      openApplicationSchema,
    );
    expectCode(await get(t.app, `account/accountOpenApplication/${applied.applicationId}`, other.token), 404, 'NF001');
    expectCode(await post(t.app, `account/dev/approveAccountOpen/${applied.applicationId}`, {}, other.token), 404, 'NF001');
    expect(expectOk(await get(t.app, `account/accountOpenApplication/${applied.applicationId}`, owner.token), openApplicationSchema).status).toBe(
      'pending',
    );
    // A corporation's accounts are numbered 52xxxxxx.
    const approved = expectOk(await post(t.app, `account/dev/approveAccountOpen/${applied.applicationId}`, {}, owner.token), openApplicationSchema);
    expect(approved.accountNo).toMatch(/^52\d{6}$/);
  });
});

describe('without the development simulators (production)', () => {
  it('the approval does not exist: 404, and the application stays pending', async () => {
    const off = await createTestApp({ config: { devSimulators: false } });
    try {
      const { token } = await login(off.app, '10000002');
      const list = expectOk(await get(off.app, 'account/openableAccountTypes', token), listSchema);
      expect(list.devApprovalAvailable).toBe(false);
      const target = list.types.find((x) => x.status === 'available')!;
      const applied = expectOk(
        await postJson(
          off.app,
          'account/applyAccountOpen',
          { accountTypeCode: target.code, acknowledgements: target.acknowledgements.map((a) => a.code) },
          token,
        ),
        openApplicationSchema,
      );
      expectCode(await post(off.app, `account/dev/approveAccountOpen/${applied.applicationId}`, {}, token), 404, 'NF001');
      expect(expectOk(await get(off.app, `account/accountOpenApplication/${applied.applicationId}`, token), openApplicationSchema).status).toBe(
        'pending',
      );
    } finally {
      await off.close();
    }
  });
});
