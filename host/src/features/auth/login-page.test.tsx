import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { fill, LocationProbe } from '@portal/kit/testing';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { challenge, logIn } from '../../testing/fixtures.ts';
import { renderHost } from '../../testing/render.tsx';
import type { HostRenderOptions } from '../../testing/render.tsx';
import { sessionApi } from '../../testing/session.ts';
import { LoginPage } from './login-page.tsx';

jest.setTimeout(20_000);

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

/** /login with the real session service on the fake API; the probe shows where the page went. */
function renderLogin(handlers: FakeHandlers = {}, options: HostRenderOptions = {}) {
  ({ api } = sessionApi(handlers));
  return renderHost(
    <>
      <LoginPage />
      <LocationProbe />
    </>,
    { url: '/login', path: '/login', ...options },
  );
}

const enter = async (id: string, password: string) => {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText('ログインID'), id);
  await fill(user, screen.getByLabelText('パスワード'), password);
  return user;
};

describe('LoginPage', () => {
  it('shows the Japanese validation messages and does not call the API', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('ログインIDを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(api.calls('loginAuth')).toEqual([]);
  });

  it('ties each message to its field: the input is invalid and described by the announced text', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ログイン' }));
    const id = screen.getByRole('textbox', { name: 'ログインID' });
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    expect(id).toHaveAccessibleDescription('ログインIDを入力してください');
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください');
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['ログインIDを入力してください', 'パスワードを入力してください']);
    await fill(userEvent.setup(), id, '10000001');
    await waitFor(() => expect(id).not.toHaveAttribute('aria-invalid'));
  });

  it('shows and hides the password with the eye, a button of its own', async () => {
    renderLogin();
    const user = await enter('10000001', 'Demo1234');
    const password = screen.getByLabelText('パスワード');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'パスワードを表示する', pressed: false }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Demo1234');
    await user.click(screen.getByRole('button', { name: 'パスワードを隠す', pressed: true }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('warns under the password of Caps Lock and of full-width input, and says nothing of the login ID', async () => {
    renderLogin();
    const password = screen.getByLabelText('パスワード');
    fireEvent.keyDown(password, { key: 'D', modifierCapsLock: true });
    expect(await screen.findByText('Caps Lockがオンになっています')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Caps Lockがオンになっています');
    fireEvent.keyUp(password, { key: 'CapsLock', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lockがオンになっています')).not.toBeInTheDocument();
    await fill(userEvent.setup(), password, 'Ｄｅｍｏ１２３４');
    expect(screen.getByText('全角入力になっています。パスワードは半角英数字で入力してください')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('ログインID'), { key: 'A', modifierCapsLock: true });
    expect(screen.getAllByTestId('password-warnings')).toHaveLength(1);
  });

  it('sends one login however often ログイン is pressed while it runs', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    renderLogin({
      loginAuth: async () => {
        await held;
        return challenge();
      },
    });
    const user = await enter('10000003', 'Demo1234');
    const button = screen.getByRole('button', { name: 'ログイン' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login/verify2'));
    expect(api.calls('loginAuth')).toHaveLength(1);
  });

  it('fetches the layout and My Page top once the customer types, not before', async () => {
    const prefetchPortal = jest.fn();
    renderLogin({}, { prefetchPortal });
    expect(prefetchPortal).not.toHaveBeenCalled();
    await enter('10000001', 'Demo1234');
    expect(prefetchPortal).toHaveBeenCalled();
  });

  it('logs in with stay-logged-in and goes to My Page top', async () => {
    renderLogin();
    const user = await enter(' 10000001 ', 'Demo1234');
    await user.click(screen.getByLabelText('ログインしたままにする'));
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(api.calls('loginAuth').map((c) => c.request)).toEqual([
      expect.objectContaining({ username: '10000001', password: 'Demo1234', autoLogin: true }),
    ]);
  });

  it('asks phones for digits in the login ID and sends an ID typed full-width with the IME on as ASCII', async () => {
    renderLogin();
    const id = screen.getByRole('textbox', { name: 'ログインID' });
    expect(id).toHaveAttribute('inputmode', 'numeric');
    expect(id).toHaveAttribute('autocomplete', 'username');
    const user = await enter('１００００００１', 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(api.calls('loginAuth').map((c) => c.request)).toEqual([expect.objectContaining({ username: '10000001' })]);
  });

  it('shows 「タイムアウト」 when another tab ended the session, even without router state, only once', async () => {
    sessionStorage.setItem('portal.loginReason', 'timeout');
    const first = renderLogin();
    expect(await screen.findByText('タイムアウト')).toBeInTheDocument();
    first.unmount();
    renderLogin();
    await screen.findByRole('button', { name: 'ログイン' });
    expect(screen.queryByText('タイムアウト')).not.toBeInTheDocument();
  });

  it('after 「心当たりがない」 says every session ended and the password is to be reset through 「パスワードをお忘れの方」', async () => {
    sessionStorage.setItem('portal.loginReason', 'reported');
    renderLogin();
    expect(await screen.findByText(/すべての端末からログアウトしました/)).toHaveTextContent(
      '「パスワードをお忘れの方」からログインパスワードを再設定してください。',
    );
  });

  it('goes to the second verification when the login asks for it', async () => {
    renderLogin({ loginAuth: challenge() });
    const user = await enter('10000003', 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login/verify2'));
    expect(api.calls('loginAuth').map((c) => c.request)).toEqual([
      expect.objectContaining({ username: '10000003', password: 'Demo1234', autoLogin: false }),
    ]);
  });

  it('shows the API error in Japanese', async () => {
    renderLogin({ loginAuth: fakeFailure('AUTH001', 'ログインIDまたはパスワードが正しくありません。') });
    const user = await enter('10000001', 'wrong');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインIDまたはパスワードが正しくありません。');
    // on the page, not also as a toast
    expect(screen.getAllByText('ログインIDまたはパスワードが正しくありません。')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows 「タイムアウト」 after another tab ended the session', async () => {
    // the app's navigation to /login carries the reason in the router state
    renderLogin({}, { url: '/home', routes: { '/home': <Navigate to="/login" replace state={{ reason: 'timeout' }} /> } });
    // (the location probe is an <output>, a status too)
    const [notice] = (await screen.findAllByRole('status')).filter((el) => !el.hasAttribute('data-testid'));
    expect(notice).toHaveTextContent('タイムアウト');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('links to the password reset', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute('href', '/reset/password');
  });

  it('sends a logged-in visitor on to My Page top', () => {
    logIn();
    renderLogin();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });
});
