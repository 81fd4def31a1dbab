import { render, screen } from '@testing-library/react';
import { StorageKeys, storeToken, tokenAtom } from '@portal/shared-kernel';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootFrame } from './root-frame.tsx';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{`${l.pathname}${l.search}`}</div>;
}

function renderAt(path: string, token: string | null) {
  const store = createStore();
  store.set(tokenAtom, token);
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RootFrame />}>
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { scrollTo };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('RootFrame (route guard of spec §2)', () => {
  it('no token → login', () => {
    renderAt('/home', null);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
  it('token → the page, scrolled to top', () => {
    const { scrollTo } = renderAt('/cash/fast', 'tok');
    expect(screen.getByTestId('where')).toHaveTextContent('/cash/fast');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
  it('a token query parameter → /next with username, token, path and setting', () => {
    renderAt('/home?username=10000001&token=abc&setting=sessions', null);
    expect(screen.getByTestId('where')).toHaveTextContent('/next?username=10000001&token=abc&path=%2Fhome&setting=sessions');
  });
  it('a session-only token without its persistent copy → /token', () => {
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    localStorage.removeItem(StorageKeys.tokenCopy);
    renderAt('/home', null);
    expect(screen.getByTestId('where')).toHaveTextContent('/token');
  });
});
