import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure } from '@portal/shared-kernel/testing';
import { renderPage, setUp, tearDown } from '../../testing/customer.tsx';
import AdvertisingMailPage from './advertising-mail-page.tsx';
import LoginNoticePage from './login-notice-page.tsx';
import ExecutionNoticePage from './execution-notice-page.tsx';

let api: FakeApi;
beforeEach(() => {
  api = setUp({ updateAdvertisement: 'OK', updateNotification: 'OK', updateContractNotice: 'OK' });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('immediate mail settings', () => {
  it('advertising mail: shows the current setting and turns it off at once', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AdvertisingMailPage />, '/portal/customer/ad');
    expect(await screen.findByTestId('ad-setting-current')).toHaveTextContent('受け取る');
    const save = screen.getByRole('button', { name: '保存する' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '受け取らない' }));
    await user.click(save);
    await waitFor(() => expect(api.calls('updateAdvertisement')[0]?.request).toEqual({ advertisement: false }));
    expect(api.calls('customerMaskedData').length).toBeGreaterThan(1);
  });

  it('login notification: turns it on and lists the recent logins with this session marked', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginNoticePage />, '/portal/customer/notic');
    const table = await screen.findByTestId('login-history');
    expect(within(table).getByText('このセッション')).toBeInTheDocument();
    expect(within(table).getByText('マイページ（スマートフォン）')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '受け取る' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.calls('updateNotification')[0]?.request).toEqual({ loginNotice: true }));
  });

  it('execution notice: a refusal shows the API’s message next to the setting', async () => {
    api.set({ updateContractNotice: fakeFailure('CUP003', undefined, 403) });
    const user = userEvent.setup({ delay: null });
    renderPage(<ExecutionNoticePage />, '/portal/customer/contract-msg');
    await user.click(await screen.findByRole('radio', { name: '受け取らない' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByTestId('customer-error')).toHaveTextContent('約定通知は証券CFD口座をお持ちのお客様のみご利用いただけます。');
  });
});
