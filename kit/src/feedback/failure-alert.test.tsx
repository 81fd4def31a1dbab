import { screen } from '@testing-library/react';
import { ApiError } from '@portal/shared-kernel/testing';
import { renderWithProviders } from '../testing/index.tsx';
import { FailureAlert } from './failure-alert.tsx';

describe('FailureAlert', () => {
  it('shows the Japanese message of a failed call as an alert, and nothing without an error', () => {
    const { unmount } = renderWithProviders(
      <FailureAlert
        error={
          new ApiError({
            code: 'PW001',
            message: '現在の出金パスワードが正しくありません。',
            httpStatus: 400,
            kind: 'business',
            notify: true,
            clearTokens: false,
            goToLogin: false,
          })
        }
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('現在の出金パスワードが正しくありません。');
    expect(screen.getByTestId('failure-alert')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FailureAlert error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("takes a remote's own text for an error and its test id", () => {
    renderWithProviders(<FailureAlert error={new Error('switched off')} text={() => 'ただいま出金を受け付けておりません。'} testId="cash-error" />);
    expect(screen.getByTestId('cash-error')).toHaveTextContent('ただいま出金を受け付けておりません。');
  });
});
