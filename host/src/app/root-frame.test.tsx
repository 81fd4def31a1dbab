import { render, screen } from '@testing-library/react';
import { portalStore, StorageKeys, storeToken, tokenAtom } from '@portal/shared-kernel';
import { LocationProbe } from '@portal/kit/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootFrame } from './root-frame.tsx';

function renderAt(path: string, token: string | null) {
  portalStore.set(tokenAtom, token);
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        element: <RootFrame />,
        children: [
          { path: 'customer/address', handle: { title: '住所' }, element: <LocationProbe /> },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { scrollTo };
}

afterEach(() => jest.restoreAllMocks());

describe('RootFrame (route guard of spec §2)', () => {
  it('no token → login', () => {
    renderAt('/home', null);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
  it('token → the page, scrolled to top', () => {
    const { scrollTo } = renderAt('/cash/fast', 'tok');
    expect(screen.getByTestId('location')).toHaveTextContent('/cash/fast');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
  it('names the document after the deepest matched route (WCAG 2.4.2)', () => {
    renderAt('/customer/address', 'tok');
    expect(document.title).toBe('住所｜マイページ｜サンプル証券株式会社');
    renderAt('/cash/unknown', 'tok');
    expect(document.title).toBe('マイページ｜サンプル証券株式会社');
  });
  it('a token query parameter → /next with username, token, path and setting', () => {
    renderAt('/home?username=10000001&token=abc&setting=sessions', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/next?username=10000001&token=abc&path=%2Fhome&setting=sessions');
  });
  it('a session-only token without its persistent copy → /token', () => {
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    localStorage.removeItem(StorageKeys.tokenCopy);
    renderAt('/home', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/token');
  });
});
