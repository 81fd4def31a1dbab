// Every host test: the kernel's API client never reaches a network and never leaves the page.
// Components that call the API get fakes injected; a call that slips through fails fast here.
import { configureApiClient } from '@portal/shared-kernel';

configureApiClient({
  baseUrl: 'http://localhost',
  fetch: async () => {
    throw new TypeError('network disabled in unit tests');
  },
  notifyError: () => {},
  navigateToLogin: () => {},
});
