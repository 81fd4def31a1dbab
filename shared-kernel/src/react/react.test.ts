/** @jest-environment jsdom */
import '../testing/no-message-channel.ts';
import { act, renderHook } from '@testing-library/react';
import { applyLogin, applyLogout, portalStore, tokenAtom } from '../session/atoms.ts';
import { loginParamsFixture, loginResultFixture } from '../testing/fixtures.ts';
import { useCrossTabLogout, usePasswordStatus, usePortalAtomValue, usePortalSetAtom, useSession } from './index.ts';

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
    const { result } = renderHook(() => ({ token: usePortalAtomValue(tokenAtom), setToken: usePortalSetAtom(tokenAtom), pwd: usePasswordStatus() }));
    act(() => result.current.setToken('x'));
    expect(portalStore.get(tokenAtom)).toBe('x');
    expect(result.current.token).toBe('x');
    expect(result.current.pwd.isWithdrawPwdSet).toBe(false);
  });

  it('useCrossTabLogout calls the latest handler and unsubscribes on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ h }) => useCrossTabLogout(h), { initialProps: { h: first } });
    rerender({ h: second });
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '1' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('token-logout');
    unmount();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout2', newValue: '2' }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
