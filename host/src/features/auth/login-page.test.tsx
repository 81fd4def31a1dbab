import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, tokenAtom } from '@portal/shared-kernel';
import { createStore } from 'jotai';
import { fakeSession, fillField, renderPage } from '../../testing/render.tsx';
import { challenge, loginResult } from '../../testing/fixtures.ts';
import { LoginPage } from './login-page.tsx';

jest.setTimeout(20_000);

const fill = async (id: string, password: string) => {
  const user = userEvent.setup();
  await fillField(user, 'ログインID', id, screen.getByLabelText);
  await fillField(user, 'パスワード', password, screen.getByLabelText);
  return user;
};

describe('LoginPage', () => {
  it('shows the Japanese validation messages and does not call the API', async () => {
    const session = fakeSession();
    renderPage(<LoginPage />, { path: '/login', session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('ログインIDを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
  });

  it('logs in with stay-logged-in and goes to My Page top', async () => {
    const session = fakeSession({ login: jest.fn(async () => ({ kind: 'done' as const, result: loginResult() })) });
    renderPage(<LoginPage />, { path: '/login', session });
    const user = await fill(' 10000001 ', 'Demo1234');
    await user.click(screen.getByLabelText('ログインしたままにする'));
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(session.login).toHaveBeenCalledWith({ username: '10000001', password: 'Demo1234', autoLogin: true });
  });

  it('shows 「タイムアウト」 when another tab ended the session, even without router state, only once', async () => {
    sessionStorage.setItem('portal.loginReason', 'timeout');
    const first = renderPage(<LoginPage />, { path: '/login', session: fakeSession() });
    expect(await screen.findByText('タイムアウト')).toBeInTheDocument();
    first.unmount();
    renderPage(<LoginPage />, { path: '/login', session: fakeSession() });
    await screen.findByRole('button', { name: 'ログイン' });
    expect(screen.queryByText('タイムアウト')).not.toBeInTheDocument();
  });

  it('goes to the second verification when the login asks for it', async () => {
    const session = fakeSession({ login: jest.fn(async () => ({ kind: 'secondVerify' as const, challenge: challenge() })) });
    renderPage(<LoginPage />, { path: '/login', session });
    const user = await fill('10000003', 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login/verify2'));
    expect(session.login).toHaveBeenCalledWith({ username: '10000003', password: 'Demo1234', autoLogin: false });
  });

  it('shows the API error in Japanese', async () => {
    const error = new ApiError({
      code: 'AUTH001',
      message: 'ログインIDまたはパスワードが正しくありません。',
      httpStatus: 200,
      kind: 'business',
      notify: true,
      clearTokens: false,
      goToLogin: false,
    });
    const session = fakeSession({ login: jest.fn(async () => Promise.reject(error)) });
    renderPage(<LoginPage />, { path: '/login', session });
    const user = await fill('10000001', 'wrong');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインIDまたはパスワードが正しくありません。');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows 「タイムアウト」 after another tab ended the session', () => {
    renderPage(<LoginPage />, { path: '/login', state: { reason: 'timeout' } });
    expect(screen.getByRole('status')).toHaveTextContent('タイムアウト');
  });

  it('links to the password reset', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute('href', '/reset/password');
  });

  it('sends a logged-in visitor on to My Page top', () => {
    const store = createStore();
    store.set(tokenAtom, 'tok');
    renderPage(<LoginPage />, { path: '/login', store });
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });
});
