/** @jest-environment jsdom */
import '../testing/no-message-channel.ts';
import { act, renderHook } from '@testing-library/react';
import { applyLogin, applyLogout, passwordStatusAtom, portalStore, tokenAtom } from '../session/atoms.ts';
import { loginParamsFixture, loginResultFixture } from '../testing/fixtures.ts';
import { usePortalAtomValue, usePortalSetAtom, useSession } from './index.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  applyLogout(portalStore);
});

describe('react bindings', () => {
  it('useSession follows the shared store without a Provider', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => applyLogin(loginResultFixture(), loginParamsFixture()));
    expect(result.current).toMatchObject({ isLoggedIn: true, token: 'tok-new', customerType: 'individual', hasSecCfdAccount: true });
    expect(result.current.accounts).toHaveLength(2);
  });

  it('reads and writes atoms of portalStore', () => {
    const { result } = renderHook(() => ({
      token: usePortalAtomValue(tokenAtom),
      setToken: usePortalSetAtom(tokenAtom),
      pwd: usePortalAtomValue(passwordStatusAtom),
    }));
    act(() => result.current.setToken('x'));
    expect(portalStore.get(tokenAtom)).toBe('x');
    expect(result.current.token).toBe('x');
    expect(result.current.pwd.isWithdrawPwdSet).toBe(false);
  });
});
