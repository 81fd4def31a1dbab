import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe } from '@portal/kit/testing';
import { StorageKeys, storeToken } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { renderHost } from '../../testing/render.tsx';
import { sessionApi } from '../../testing/session.ts';
import { HandoverPage } from './handover-page.tsx';

jest.setTimeout(20_000);

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

function renderNext(query: string) {
  ({ api } = sessionApi());
  return renderHost(
    <>
      <HandoverPage />
      <LocationProbe />
    </>,
    { url: `/next?${query}`, path: '/next' },
  );
}

describe('HandoverPage (hand-over links)', () => {
  it('exchanges the hand-over token and continues to the path', async () => {
    renderNext('username=10000001&token=handover-1&path=%2Fhome');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    expect(api.calls('exchangeHandoverToken')).toHaveLength(1);
  });

  it('asks before replacing a different customer’s session; 「このままにする」 keeps it', async () => {
    storeToken({ value: 'tok-other', expiresAt: null }, true);
    localStorage.setItem(StorageKeys.loginParams, JSON.stringify({ username: '20000001', device: 'PC', platform: 'MyPage', autoLogin: true }));
    renderNext('username=10000001&token=handover-1&path=%2Fhome');
    expect(await screen.findByText('別のお客様でログインしています')).toBeInTheDocument();
    expect(
      screen.getByText('ログインID 20000001 でログイン中です。ログアウトして、ログインID 10000001 のログインに切り替えますか？'),
    ).toBeInTheDocument();
    expect(api.calls('exchangeHandoverToken')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'このままにする' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.calls('exchangeHandoverToken')).toHaveLength(0);
  });

  it('「切り替える」 exchanges the token and continues', async () => {
    storeToken({ value: 'tok-other', expiresAt: null }, true);
    localStorage.setItem(StorageKeys.loginParams, JSON.stringify({ username: '20000001', device: 'PC', platform: 'MyPage', autoLogin: true }));
    renderNext('username=10000001&token=handover-1&path=%2Fhome');
    await userEvent.click(await screen.findByRole('button', { name: '切り替える' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    expect(api.calls('logout').map((c) => c.token)).toEqual(['tok-other']);
  });
});
