import { render, screen } from '@testing-library/react';
import { portalStore, StorageKeys, storeToken, tokenAtom } from '@portal/shared-kernel';
import { LocationProbe } from '@portal/kit/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootFrame } from './root-frame.tsx';

function renderAt(path: string, token: string | null) {
  portalStore.set(tokenAtom, token);
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RootFrame />}>
          <Route path="*" element={<LocationProbe />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
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
