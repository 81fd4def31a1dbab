import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordStatusAtom, portalStore, type AccountOption } from '@portal/shared-kernel';
import { fakeFailure, installFakeApi, type FakeApi } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '@portal/kit/testing';
import { logInAs, logOut } from '../../testing/fixtures.ts';
import { TradingPasswordDrawer } from './trading-password-drawer.tsx';

const option = (code: string): AccountOption => {
  const [b, p, c] = code.split('_') as [string, string, string];
  return {
    code,
    nameJp: code,
    businessType: b.toUpperCase() as AccountOption['businessType'],
    tradingPlatform: p.toUpperCase() as AccountOption['tradingPlatform'],
    accountCurrency: c.toUpperCase(),
    accountCategary: 'cfd',
  };
};
const allowed = (individual: string[]) => ({ individualAccountTypes: individual.map(option), corporateAccountTypes: [option('fx_gx_jpy')] });

// Long form journeys (several submits each): antd in jsdom takes more than the default 30 s when the
// two cores are busy (a timing is not what these tests check).
jest.setTimeout(90_000);

let api: FakeApi;
/** What the fake server answers to tradingPwd/isTradingPwdSet. */
let serverIsSet = false;

beforeEach(() => {
  logInAs();
  api = installFakeApi({ isTradingPwdSet: () => ({ isTradeSecCfdPwdSet: serverIsSet, isTradeSecCfdPwdLocked: false }) });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

async function openDrawer(isSet: boolean, allowedTypes: string[]) {
  serverIsSet = isSet;
  api.set({ accountSettingCommon: allowed(allowedTypes) });
  renderWithProviders(<TradingPasswordDrawer open onClose={jest.fn()} />);
  await waitFor(() => expect(document.querySelector('[data-mode]')).not.toBeNull());
  await waitFor(() => expect(api.calls('accountSettingCommon')).toHaveLength(1));
}

describe('TradingPasswordDrawer', () => {
  it('with sec-cfd_gx_jpy allowed: GX title text, the trading-password messages and 「取引パスワード登録完了」', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(false, ['fx_mt4_jpy', 'sec-cfd_gx_jpy']);
    expect(screen.getByRole('dialog', { name: '取引パスワード登録' })).toBeInTheDocument();
    expect(await screen.findByText('取引パスワード（証券CFD・GX）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録する取引パスワードを入力してください')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('登録する取引パスワード'), 'short1');
    await fill(user, screen.getByLabelText('登録する取引パスワード（確認用）'), 'short2');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('取引パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('登録する取引パスワード'), 'Trade1234');
    await fill(user, screen.getByLabelText('登録する取引パスワード（確認用）'), 'Trade1235');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録する取引パスワードが一致しません。')).toBeInTheDocument();
    api.set({
      setTrdPwd: () => {
        serverIsSet = true;
        return 'OK';
      },
    });
    await fill(user, screen.getByLabelText('登録する取引パスワード（確認用）'), 'Trade1234');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('取引パスワード登録完了');
    expect(api.calls('setTrdPwd').map((c) => c.request)).toEqual([{ customerId: 1, password: 'Trade1234' }]);
    expect(portalStore.get(passwordStatusAtom).isTradeSecCfdPwdSet).toBe(true);
  });

  it('change mode uses the trading texts and ends with 「取引パスワード変更完了」', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(true, ['sec-cfd_gx_jpy']);
    await fill(user, screen.getByLabelText('現在の取引パスワード'), 'Trade1234');
    await fill(user, screen.getByLabelText('変更後の取引パスワード'), 'Trade1234');
    await fill(user, screen.getByLabelText('変更後の取引パスワード（確認用）'), 'Trade1234');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('現在の取引パスワードと同じものは設定できません')).toBeInTheDocument();
    api.set({ changeTrdPwd: 'OK' });
    await fill(user, screen.getByLabelText('変更後の取引パスワード'), 'Trade5678');
    await fill(user, screen.getByLabelText('変更後の取引パスワード（確認用）'), 'Trade5678');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('取引パスワード変更完了');
    expect(api.calls('changeTrdPwd').map((c) => c.request)).toEqual([{ customerId: 1, oldPassword: 'Trade1234', password: 'Trade5678' }]);
  });

  it('without sec-cfd_gx_jpy among the allowed types: no GX title and no format check', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(false, ['fx_mt4_jpy']);
    expect(screen.queryByText('取引パスワード（証券CFD・GX）')).not.toBeInTheDocument();
    api.set({ setTrdPwd: 'OK' });
    await fill(user, screen.getByLabelText('登録する取引パスワード'), 'short');
    await fill(user, screen.getByLabelText('登録する取引パスワード（確認用）'), 'short');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('取引パスワード登録完了');
    expect(api.calls('setTrdPwd').map((c) => c.request)).toEqual([{ customerId: 1, password: 'short' }]);
  });

  it('tells a customer without a SEC-CFD account that the trading password is not for them', async () => {
    logInAs({ secCfd: false });
    // What the API answers such a customer; the drawer has no reason to ask.
    api.set({ isTradingPwdSet: fakeFailure('PW013', undefined, 403), accountSettingCommon: allowed(['sec-cfd_gx_jpy']) });
    renderWithProviders(<TradingPasswordDrawer open onClose={jest.fn()} />);
    expect(await screen.findByText('取引パスワードは、証券CFD口座をお持ちのお客様のみご利用いただけます。')).toBeInTheDocument();
    expect(screen.queryByLabelText('登録する取引パスワード')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.calls('isTradingPwdSet')).toHaveLength(0);
    expect(api.calls('accountSettingCommon')).toHaveLength(0);
  });
});
