// Every host test starts logged out on the kernel's one portal store: storage, the session store,
// the page-wide query cache and the host's own atoms are emptied before each test. The API client
// never reaches a network (a test installs the typed fake API of @portal/shared-kernel/testing) and
// never leaves the page.
import { applyLogout, configureApiClient, featureSwitchesAtom, portalStore } from '@portal/shared-kernel';
import { defaultFeatureSwitches, getStoredToken } from '@portal/shared-kernel/testing';
import { openDrawerAtom } from '../hooks/drawers.ts';

beforeEach(() => {
  configureApiClient({
    baseUrl: 'http://localhost',
    fetch: async () => {
      throw new TypeError('network disabled in unit tests: install the fake API');
    },
    getToken: () => getStoredToken(),
    notifyError: () => {},
    navigateToLogin: () => {},
  });
  applyLogout();
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(featureSwitchesAtom, defaultFeatureSwitches());
  portalStore.set(openDrawerAtom, null);
});
