import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.tsx';
import { ResultView } from './result-view.tsx';

describe('ResultView', () => {
  it('uses the spec defaults 「申込成功」 / 「申込失敗」 and shows the time in Asia/Tokyo', () => {
    const { unmount } = renderWithProviders(<ResultView success at={new Date('2026-03-31T15:04:05Z')} />);
    expect(screen.getByTestId('result-title')).toHaveTextContent('申込成功');
    expect(screen.getByTestId('result-time')).toHaveTextContent('2026/04/01 00:04:05');
    unmount();
    renderWithProviders(<ResultView success={false} />);
    expect(screen.getByTestId('result-title')).toHaveTextContent('申込失敗');
    expect(screen.queryByTestId('result-time')).not.toBeInTheDocument();
  });

  it('offers the back button with its label', async () => {
    const onBack = jest.fn();
    renderWithProviders(<ResultView success title="出金パスワード登録完了" onBack={onBack} />);
    expect(screen.getByTestId('result-title')).toHaveTextContent('出金パスワード登録完了');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '戻る' }));
    expect(onBack).toHaveBeenCalled();
  });
});
