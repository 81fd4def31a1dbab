import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.tsx';
import { PageFrame } from './page-frame.tsx';

const query = (status: 'loading' | 'success' | 'error', fetching = false) => ({
  status,
  loading: status === 'loading' || (status === 'error' && fetching),
  reload: jest.fn(),
});

describe('PageFrame', () => {
  it('has one level-one heading and the back link', () => {
    renderWithProviders(<PageFrame title="出金" back={{ to: '/portal/home', label: 'マイページトップへ' }} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('出金');
    expect(screen.getByRole('link', { name: 'マイページトップへ' })).toHaveAttribute('href', '/portal/home');
  });

  it('shows a spinner while loading, the page once loaded', () => {
    const { unmount } = renderWithProviders(<PageFrame title="入金" query={query('loading')} render={() => <p>内容</p>} />);
    expect(screen.queryByText('内容')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('入金');
    unmount();
    renderWithProviders(<PageFrame title="入金" query={query('success')} render={() => <p>内容</p>} />);
    expect(screen.getByText('内容')).toBeInTheDocument();
  });

  it('offers 「再読み込み」 when a query failed and retries only the failed one', async () => {
    const failed = query('error');
    const fine = query('success');
    renderWithProviders(<PageFrame title="入金" query={[fine, failed]} render={() => <p>内容</p>} />);
    expect(screen.getByText('情報を取得できませんでした')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /再読み込み/ }));
    expect(failed.reload).toHaveBeenCalled();
    expect(fine.reload).not.toHaveBeenCalled();
    expect(screen.queryByText('内容')).not.toBeInTheDocument();
  });
});
