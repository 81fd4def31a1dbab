/** @jest-environment jsdom */
import { subscribeLogoutSignals, writeLogoutSignal } from './signals.ts';

beforeEach(() => localStorage.clear());

describe('cross-tab logout signals', () => {
  it('writes a fresh value to token-logout / token-logout2 each time', () => {
    writeLogoutSignal('token-logout', 1);
    const first = localStorage.getItem('token-logout');
    writeLogoutSignal('token-logout', 1);
    expect(localStorage.getItem('token-logout')).not.toBe(first);
    writeLogoutSignal('token-logout2');
    expect(localStorage.getItem('token-logout2')).toMatch(/^\d+:/);
  });

  it('calls the handler for storage events of the two keys only, until unsubscribed', () => {
    const handler = jest.fn();
    const unsubscribe = subscribeLogoutSignals(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout2', newValue: '2' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'gw-token', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(handler.mock.calls).toEqual([['token-logout'], ['token-logout2']]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '3' }));
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
