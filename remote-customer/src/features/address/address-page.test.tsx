import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponseCode } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { PROFILE, renderPage, request, setUp, tearDown } from '../../testing/customer.tsx';
import AddressPage from './address-page.tsx';

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    postcode: (req) =>
      req.code === '1000005'
        ? { postalCode: '1000005', areas: [{ prefecture: '東京都', city: '千代田区', town: '丸の内' }] }
        : fakeFailure(ResponseCode.VALIDATION, 'この郵便番号は見つかりません。郵便番号をご確認ください。'),
    updateCustomerAddress: () => request({ id: 12 }),
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('AddressPage', () => {
  it('fills the area in from the postcode (full-width digits too) and sends a modification request after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AddressPage />, '/portal/customer/address?type=address');
    expect(await screen.findByTestId('current-address')).toHaveTextContent('〒150-0002');
    await fill(user, screen.getByLabelText('郵便番号'), '１００－０００５');
    await waitFor(() => expect(screen.getByLabelText('都道府県・市区町村・町域')).toHaveValue('東京都千代田区丸の内'));
    expect(api.calls('postcode')).toHaveLength(1);
    await fill(user, screen.getByLabelText('番地・号'), '1-1-1');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('東京都千代田区丸の内1-1-1');
    await user.click(screen.getByRole('button', { name: '変更を申請する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更申請を受け付けました');
    expect(screen.getByText(/申請番号 12/)).toBeInTheDocument();
    expect(api.calls('updateCustomerAddress')[0]?.request).toEqual({
      postalCode: '1000005',
      area: '東京都千代田区丸の内',
      street: '1-1-1',
      building: '',
    });
  });

  it('a refused request shows on the confirmation; 「内容を修正する」 finds the form as typed, and the next confirmation starts clean', async () => {
    api.set({ updateCustomerAddress: fakeFailure(ResponseCode.PROFILE_NO_CHANGE) });
    const user = userEvent.setup({ delay: null });
    renderPage(<AddressPage />, '/portal/customer/address');
    await fill(user, await screen.findByLabelText('郵便番号'), '1000005');
    await waitFor(() => expect(screen.getByLabelText('都道府県・市区町村・町域')).toHaveValue('東京都千代田区丸の内'));
    await fill(user, screen.getByLabelText('番地・号'), '1-1-1');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('change-confirm');
    await user.click(screen.getByRole('button', { name: '変更を申請する' }));
    expect(await screen.findByTestId('customer-error')).toHaveTextContent('変更された項目がありません。');
    expect(screen.getByTestId('change-confirm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '内容を修正する' }));
    expect(screen.queryByTestId('change-confirm')).not.toBeInTheDocument();
    expect(screen.getByLabelText('番地・号')).toHaveValue('1-1-1');
    expect(screen.getByLabelText('郵便番号')).toHaveValue('1000005');
    await fill(user, screen.getByLabelText('番地・号'), '1-1-2');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('東京都千代田区丸の内1-1-2');
    expect(screen.queryByTestId('customer-error')).not.toBeInTheDocument();
  });

  it('an unknown postcode says so and the form cannot be confirmed without an area', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AddressPage />, '/portal/customer/address');
    await fill(user, await screen.findByLabelText('郵便番号'), '0000000');
    expect(await screen.findByTestId('customer-error')).toHaveTextContent('この郵便番号は見つかりません。');
    await fill(user, screen.getByLabelText('番地・号'), '1');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('郵便番号から住所を選択してください。')).toBeInTheDocument();
    expect(api.calls('updateCustomerAddress')).toHaveLength(0);
  });

  it('a pending request is shown instead of the form', async () => {
    api.set({ customerMaskedData: { ...PROFILE, pending: [request()] } });
    renderPage(<AddressPage />, '/portal/customer/address');
    expect(await screen.findByTestId('pending-request')).toHaveTextContent('本人確認書類（変更後の住所が記載されたもの）（未提出）');
    expect(screen.queryByLabelText('郵便番号')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dev-approve')).not.toBeInTheDocument();
  });
});

describe('AddressPage documents', () => {
  it('uploads the identity document a pending change waits for (sessiontoken header)', async () => {
    let received = false;
    api.set({
      customerMaskedData: () => ({
        ...PROFILE,
        pending: [request({ documents: [{ name: '本人確認書類（変更後の住所が記載されたもの）', received }] })],
      }),
      sessionToken: { sessionToken: 'tok-7', expiresAt: '2026-04-01T00:10:00.000Z', maxBytes: 5 * 1024 * 1024 },
      uploadPersonalConfirmationDoc: (req) => {
        received = true;
        return { documentId: 3, kind: 'personal', side: req.side, receivedAt: '2026-04-01T00:00:00.000Z' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<AddressPage />, '/portal/customer/address');
    const pending = await screen.findByTestId('pending-request');
    expect(pending).toHaveTextContent('（未提出）');
    await user.upload(
      screen.getByLabelText(/本人確認書類（運転免許証/),
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'license.pdf', { type: 'application/pdf' }),
    );
    await screen.findByTestId('document-preview');
    await user.click(screen.getByRole('button', { name: /アップロードする/ }));
    await waitFor(() => expect(screen.getByTestId('pending-request')).toHaveTextContent('（受領済み）'));
    expect(api.calls('sessionToken')[0]?.request).toEqual({ kind: 'personal', side: 'single', requestId: request().id });
    expect(api.calls('uploadPersonalConfirmationDoc')[0]?.request).toMatchObject({ side: 'single', fileName: 'license.pdf' });
    expect(screen.queryByTestId('identity-upload')).not.toBeInTheDocument();
  });
});
