import { readSession, storeToken, StorageKeys } from '@portal/shared-kernel';
import { hasStoredSession } from './stored-session.ts';

// main.js reads the stored session before the kernel is loaded: its answer must be the kernel's
// (the entries the kernel itself wrote, in the page's own storage).
describe('hasStoredSession', () => {
  const kernelSays = () => {
    const s = readSession();
    return s.token !== null && !s.tokenConflict;
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sees a kept login (autoLogin: localStorage)', () => {
    storeToken({ value: 'kept', expiresAt: null }, true);
    expect(hasStoredSession()).toBe(true);
    expect(kernelSays()).toBe(true);
  });

  it("sees this tab's session-only token with its copy, not one whose copy another tab removed", () => {
    storeToken({ value: 'tab', expiresAt: null }, false);
    expect(hasStoredSession()).toBe(true);
    expect(kernelSays()).toBe(true);
    localStorage.removeItem(StorageKeys.tokenCopy);
    expect(hasStoredSession()).toBe(false);
    expect(kernelSays()).toBe(false);
  });

  it('sees no session in empty or unreadable storage', () => {
    expect(hasStoredSession()).toBe(false);
    expect(kernelSays()).toBe(false);
    localStorage.setItem(StorageKeys.token, '{not json');
    expect(hasStoredSession()).toBe(false);
    expect(kernelSays()).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('storage disabled');
      },
    };
    expect(hasStoredSession({ local: blocked, session: blocked })).toBe(false);
  });
});
