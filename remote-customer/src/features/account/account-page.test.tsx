import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountLevelList } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { customerFixture, fakeFailure } from '@portal/shared-kernel/testing';
import { renderPage, setUp, tearDown } from '../../testing/customer.tsx';
import AccountPage from './account-page.tsx';

const levels = (accountId: number, accountNo: string, current: string, platform: 'MT4' | 'GX', openPositions = false): AccountLevelList => ({
  accountId,
  accountNo,
  businessType: platform === 'MT4' ? 'FX' : 'SEC-CFD',
  tradingPlatform: platform,
  currentLevel: current,
  levels: [
    {
      level: '1',
      nameJp: 'スタンダードコース',
      description: '少額から',
      tradingUnit: '1,000通貨',
      spread: '標準スプレッド',
      current: current === '1',
    },
    {
      level: '2',
      nameJp: 'プレミアムコース',
      description: 'スプレッド縮小',
      tradingUnit: '10,000通貨',
      spread: '縮小スプレッド',
      current: current === '2',
    },
  ],
  openPositions,
});

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    changeAccountLevelList: ({ id }) => (Number(id) === 11 ? levels(11, '10000011', '1', 'MT4') : levels(12, '10000012', '1', 'GX')),
    accountChangeGroupProposal: ({ id }) =>
      Number(id) === 12
        ? {
            proposalId: 5,
            accountId: 12,
            fromLevel: '1',
            toLevel: '2',
            toLevelNameJp: 'プレミアムコース',
            reason: 'お取引実績に応じたご提案です。',
            proposedAt: '2026-03-02T00:00:00.000Z',
          }
        : null,
    changeLevel: ({ accountId, level }) => ({
      accountId: Number(accountId),
      accountNo: '10000011',
      previousLevel: '1',
      level,
      changedAt: '2026-04-01T00:00:00.000Z',
    }),
    readonlyPassword: { accountId: 11, accountNo: '10000011', readonlyPassword: 'Ab3dEf7hJk' },
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('account page', () => {
  it('names the products by the customer’s type (customerType), not by whether a corporate name is filled in', async () => {
    const corporation = customerFixture({ customerId: 1, customerNo: '20000009', customerType: 'corporate', corporateName: null });
    api.set({ customerView: { customerInfo: corporation, accountInfoList: corporation.accountInfoList } });
    renderPage(<AccountPage />, '/portal/customer/corp/account');
    expect(await screen.findByTestId('account-10000011')).toHaveTextContent('法人FX（MT4） 10000011');
  });

  it('changes the course after a confirmation showing before and after', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AccountPage />, '/portal/customer/account');
    const card = await screen.findByTestId('account-10000011');
    expect(await within(card).findByTestId('current-course')).toHaveTextContent('スタンダードコース');
    await user.click(within(card).getByRole('button', { name: 'コースを変更する' }));
    const next = within(card).getByRole('button', { name: '確認画面へ' });
    expect(next).toBeDisabled();
    await user.click(within(card).getByRole('radio', { name: /プレミアムコース/ }));
    await user.click(next);
    const confirm = within(card).getByTestId('course-confirm');
    expect(confirm).toHaveTextContent('スタンダードコース');
    expect(confirm).toHaveTextContent('プレミアムコース');
    // the consequences: unit and spread before → after, when it applies, orders, the notice
    expect(confirm).toHaveTextContent('取引単位1,000通貨 → 10,000通貨');
    expect(confirm).toHaveTextContent('スプレッド標準スプレッド → 縮小スプレッド');
    expect(within(card).getByTestId('course-effects')).toHaveTextContent('コースの変更は、「変更する」を押した時点で直ちに反映されます。');
    expect(within(card).getByTestId('course-effects')).toHaveTextContent('未約定の注文がある場合は、注文を取り消してからお手続きください。');
    // not before the consequences are acknowledged
    const submit = within(card).getByRole('button', { name: '変更する' });
    expect(submit).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: 'コース変更による影響を確認しました' }));
    expect(api.calls('changeLevel')).toHaveLength(0);
    await user.click(submit);
    expect(await within(card).findByText('コースを変更しました')).toBeInTheDocument();
    expect(
      within(card).getByText('変更後のコースは、ただいまから適用されています。ご登録のメールアドレスにお知らせをお送りしました。'),
    ).toBeInTheDocument();
    expect(within(card).getByText('2026/04/01 09:00:00')).toBeInTheDocument();
    expect(api.calls('changeLevel')[0]?.request).toEqual({ accountId: 11, level: '2' });
  });

  it('does not offer the change while the account holds positions, and says why', async () => {
    api.set({
      changeAccountLevelList: ({ id }) => (Number(id) === 11 ? levels(11, '10000011', '1', 'MT4', true) : levels(12, '10000012', '1', 'GX', true)),
    });
    renderPage(<AccountPage />, '/portal/customer/account');
    const card = await screen.findByTestId('account-10000011');
    expect(await within(card).findByTestId('course-positions-open')).toHaveTextContent(
      'この口座には保有中のポジションがあるため、コースを変更できません。すべてのポジションを決済してから、もう一度お手続きください。',
    );
    expect(within(card).queryByRole('button', { name: 'コースを変更する' })).toBeNull();
    // the proposal is shown, without the button that would take it
    const proposal = await within(await screen.findByTestId('account-10000012')).findByTestId('group-proposal');
    expect(within(proposal).queryByRole('button')).toBeNull();
  });

  it('shows the provider’s proposal and takes it through the same confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AccountPage />, '/portal/customer/account');
    const card = await screen.findByTestId('account-10000012');
    const proposal = await within(card).findByTestId('group-proposal');
    expect(proposal).toHaveTextContent('お取引実績に応じたご提案です。');
    await user.click(within(proposal).getByRole('button', { name: 'ご提案のコースに変更する' }));
    await user.click(within(card).getByRole('checkbox', { name: 'コース変更による影響を確認しました' }));
    await user.click(within(card).getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(api.calls('changeLevel')[0]?.request).toEqual({ accountId: 12, level: '2' }));
  });

  it('a refused change shows the API’s message in the confirmation', async () => {
    api.set({ changeLevel: fakeFailure('ACC001') });
    const user = userEvent.setup({ delay: null });
    renderPage(<AccountPage />, '/portal/customer/account');
    const card = await screen.findByTestId('account-10000011');
    await user.click(await within(card).findByRole('button', { name: 'コースを変更する' }));
    await user.click(within(card).getByRole('radio', { name: /プレミアムコース/ }));
    await user.click(within(card).getByRole('button', { name: '確認画面へ' }));
    await user.click(within(card).getByRole('checkbox', { name: 'コース変更による影響を確認しました' }));
    await user.click(within(card).getByRole('button', { name: '変更する' }));
    expect(await within(card).findByTestId('customer-error')).toHaveTextContent('現在と同じコースです。変更後のコースを選択してください。');
  });

  it('the MT4 read-only password is fetched only on demand and hidden again; GX accounts have none', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AccountPage />, '/portal/customer/account');
    const card = await screen.findByTestId('account-10000011');
    expect(within(await screen.findByTestId('account-10000012')).queryByTestId('readonly-password')).toBeNull();
    expect(api.calls('readonlyPassword')).toHaveLength(0);
    expect(card).not.toHaveTextContent('Ab3dEf7hJk');
    await user.click(await within(card).findByRole('button', { name: 'パスワードを表示する' }));
    expect(await within(card).findByTestId('readonly-password-value')).toHaveTextContent('Ab3dEf7hJk');
    expect(api.calls('readonlyPassword')[0]?.request).toEqual({ accountId: 11 });
    await user.click(within(card).getByRole('button', { name: '隠す' }));
    expect(card).not.toHaveTextContent('Ab3dEf7hJk');
  });

  it('shows a card’s buttons only once its courses and proposal have answered, so none moves under the pointer', async () => {
    const held: ((value: null) => void)[] = [];
    api.set({ accountChangeGroupProposal: () => new Promise<null>((resolve) => held.push(resolve)) });
    renderPage(<AccountPage />, '/portal/customer/account');
    const card = await screen.findByTestId('account-10000011');
    await waitFor(() => expect(api.calls('changeAccountLevelList').length).toBeGreaterThan(0));
    // the courses have answered, the proposal has not: no button yet, the course is already there
    expect(await within(card).findByTestId('current-course')).toHaveTextContent('スタンダードコース');
    expect(within(card).queryByRole('button')).toBeNull();
    for (const answer of held) answer(null);
    expect(await within(card).findByRole('button', { name: 'パスワードを表示する' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'コースを変更する' })).toBeVisible();
  });
});
