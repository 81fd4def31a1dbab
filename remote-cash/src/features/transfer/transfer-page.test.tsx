import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { renderPage, setUp, switches, tearDown } from '../../testing/cash.tsx';
import TransferPage from './transfer-page.tsx';

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    transferValidate: (req) => ({ ...req, transferableAmount: '2340000', fromBalanceAfter: '2220000', toBalanceAfter: '1305000' }),
    transferSubmit: (req) => ({
      receiptNo: 'TR26040100000007',
      fromAccountNo: req.fromAccountNo,
      toAccountNo: req.toAccountNo,
      amount: req.amount,
      completedAt: '2026-04-01T00:00:00.000Z',
      fromCashBalance: '2220000',
      toCashBalance: '1305000',
    }),
    changeDepositAccount: (req) => ({ defaultDepositAccountId: req.defaultDepositAccountId }),
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('TransferPage', () => {
  it('transfers between own accounts after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<TransferPage />, '/portal/cash/transfer');
    expect(await screen.findByTestId('transferable')).toHaveTextContent('2,340,000円');
    await fill(user, screen.getByLabelText('振替金額'), '120000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('transfer-confirm')).toHaveTextContent('120,000円');
    // 「内容を修正する」 shows the input as it was typed.
    await user.click(screen.getByRole('button', { name: '内容を修正する' }));
    expect(screen.queryByTestId('transfer-confirm')).not.toBeInTheDocument();
    expect(screen.getByLabelText('振替金額')).toHaveValue('120000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('transfer-confirm')).toHaveTextContent('120,000円');
    await user.click(screen.getByRole('button', { name: '振替を実行する' }));
    expect(await screen.findByTestId('transfer-receipt')).toHaveTextContent('TR26040100000007');
    expect(api.calls('transferSubmit')[0]?.request).toMatchObject({ fromAccountNo: '51000051', toAccountNo: '51000052', amount: '120000' });
  });

  it('offers accounts whose transfer switch is off disabled, with the switch’s text, before an amount is typed', async () => {
    api.set({ tangramFunctions: switches({ transfer: ['MT4'] }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<TransferPage />, '/portal/cash/transfer');
    expect(await screen.findByTestId('unavailable-accounts')).toHaveTextContent(
      '51000051（FX（MT4））：現在、この口座では振替をご利用いただけません。',
    );
    // the two usable accounts are chosen: from 51000052 (its transferable amount shows), to 51000053
    expect(screen.getByTestId('transferable')).toHaveTextContent('1,005,000円');
    await user.click(screen.getByRole('combobox', { name: '振替元口座' }));
    const titled = await screen.findAllByTitle(/^51000051（FX（MT4））.*※現在、この口座では振替をご利用いただけません。$/);
    expect(titled.find((el) => el.classList.contains('ant-select-item-option'))).toHaveClass('ant-select-item-option-disabled');
    await user.keyboard('{Escape}');
    await fill(user, screen.getByLabelText('振替金額'), '1000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('transfer-confirm');
    expect(api.calls('transferValidate')[0]?.request).toMatchObject({ fromAccountNo: '51000052', toAccountNo: '51000053' });
  });

  it('with fewer than two accounts that may transfer, says so and offers no form', async () => {
    api.set({ tangramFunctions: switches({ transfer: ['GX_CFD'] }) });
    renderPage(<TransferPage />, '/portal/cash/transfer');
    expect(await screen.findByTestId('no-usable-account')).toHaveTextContent('振替はご利用いただけません');
    expect(screen.getByRole('button', { name: '確認画面へ' })).toBeDisabled();
  });

  it('is refused when the destination’s switch went off after the page opened', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<TransferPage />, '/portal/cash/transfer');
    await fill(user, await screen.findByLabelText('振替金額'), '1000');
    api.set({ tangramFunctions: switches({ transfer: ['GX_CFD'] }) });
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('現在、この口座では振替をご利用いただけません。');
    expect(api.calls('transferValidate')).toHaveLength(0);
  });

  it('changes the default deposit account', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<TransferPage />, '/portal/cash/transfer');
    const select = await screen.findByRole('combobox', { name: '入金先口座（既定）' });
    await user.click(select);
    await user.click(await screen.findByTitle('51000053（商品CFD（GX））'));
    await user.click(screen.getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(api.calls('changeDepositAccount')[0]?.request).toEqual({ defaultDepositAccountId: 53 }));
  });

  it('the default deposit account: an account that may not take deposits is disabled; a switch gone off since is refused before the call', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<TransferPage />, '/portal/cash/transfer');
    await user.click(await screen.findByRole('combobox', { name: '入金先口座（既定）' }));
    await user.click(await screen.findByTitle('51000053（商品CFD（GX））'));
    api.set({ tangramFunctions: switches({ deposit: ['GX_CFD'] }) });
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('現在、この口座では入金をご利用いただけません。');
    expect(api.calls('changeDepositAccount')).toHaveLength(0);
    // the page now knows: 51000052 and 51000053 are offered disabled with the text
    await waitFor(() =>
      expect(screen.getByTestId('unavailable-default-accounts')).toHaveTextContent(
        '51000053（商品CFD（GX））：現在、この口座では入金をご利用いただけません。',
      ),
    );
  });
});
