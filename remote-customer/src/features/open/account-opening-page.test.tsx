import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenableAccountType } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { renderPage, setUp, tearDown } from '../../testing/customer.tsx';
import AccountOpeningPage from './account-opening-page.tsx';

const option = { businessType: 'CFD', tradingPlatform: 'GX', accountCurrency: 'JPY', accountCategary: 'cfd' } as const;
// Sent out of place on purpose: the page shows them by `order`.
const acks = [
  { code: 'risk_disclosure', nameJp: '「重要事項説明書（リスク開示）」を確認しました', ...option, order: 2, link: null },
  { code: 'gx_terms', nameJp: '「取引約款（GX）」を確認しました', ...option, order: 1, link: 'https://docs.example.jp/gx/terms.pdf' },
];
const type = (code: string, nameJp: string, status: OpenableAccountType['status']): OpenableAccountType => ({
  code,
  nameJp,
  businessType: 'CFD',
  tradingPlatform: 'GX',
  accountCurrency: 'JPY',
  status,
  application:
    status === 'pending'
      ? {
          applicationId: 7,
          accountTypeCode: code,
          nameJp,
          status: 'pending',
          requestedAt: '2026-04-01T00:00:00.000Z',
          decidedAt: null,
          accountNo: null,
        }
      : null,
  acknowledgements: status === 'opened' ? [] : acks,
});

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    openableAccountTypes: {
      types: [
        type('fx_mt4_jpy', 'FX（MT4）', 'opened'),
        type('cfd_gx_jpy', '商品CFD（GX）', 'available'),
        type('fx-ko_gx_jpy', 'FXノックアウト', 'pending'),
      ],
      devApprovalAvailable: true,
    },
    applyAccountOpen: ({ accountTypeCode }) => ({
      applicationId: 8,
      accountTypeCode,
      nameJp: '商品CFD（GX）',
      status: 'pending',
      requestedAt: '2026-04-01T00:00:00.000Z',
      decidedAt: null,
      accountNo: null,
    }),
    devApproveAccountOpen: {
      applicationId: 7,
      accountTypeCode: 'fx-ko_gx_jpy',
      nameJp: 'FXノックアウト',
      status: 'approved',
      requestedAt: '2026-04-01T00:00:00.000Z',
      decidedAt: '2026-04-01T00:00:00.000Z',
      accountNo: '51000099',
    },
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('/portal/open', () => {
  it('lists only the unopened types; applying needs every acknowledgement', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AccountOpeningPage />, '/portal/open');
    const card = await screen.findByTestId('open-cfd_gx_jpy');
    expect(screen.queryByTestId('open-fx_mt4_jpy')).toBeNull();
    // in their order (spec §3 acknowledgement options carry one)
    expect(
      within(card)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['「取引約款（GX）」を確認しました', '「重要事項説明書（リスク開示）」を確認しました']);
    await user.click(within(card).getByRole('checkbox', { name: /取引約款/ }));
    await user.click(within(card).getByRole('button', { name: 'この内容で申し込む' }));
    expect(within(card).getByText('すべての確認事項にチェックを入れてください。')).toBeInTheDocument();
    expect(api.calls('applyAccountOpen')).toHaveLength(0);
    await user.click(within(card).getByRole('checkbox', { name: /重要事項説明書/ }));
    await user.click(within(card).getByRole('button', { name: 'この内容で申し込む' }));
    expect(await screen.findByText('お申し込みを受け付けました')).toBeInTheDocument();
    expect(api.calls('applyAccountOpen')[0]?.request).toEqual({ accountTypeCode: 'cfd_gx_jpy', acknowledgements: ['gx_terms', 'risk_disclosure'] });
  });

  it('a pending application shows as 審査中; the development approval opens it and refreshes the session’s accounts', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AccountOpeningPage />, '/portal/open');
    const card = await screen.findByTestId('open-fx-ko_gx_jpy');
    expect(card).toHaveTextContent('審査中');
    const views = api.calls('customerView').length;
    await user.click(within(card).getByRole('button', { name: '承認する（開発用）' }));
    await waitFor(() => expect(api.calls('devApproveAccountOpen')[0]?.request).toEqual({ id: 7 }));
    await waitFor(() => expect(api.calls('customerView').length).toBeGreaterThan(views));
  });

  it('says so when everything is opened', async () => {
    api.set({ openableAccountTypes: { types: [type('fx_mt4_jpy', 'FX（MT4）', 'opened')], devApprovalAvailable: false } });
    renderPage(<AccountOpeningPage />, '/portal/open');
    expect(await screen.findByText('お申し込みいただけるサービスはすべて開設済みです。')).toBeInTheDocument();
  });
});
