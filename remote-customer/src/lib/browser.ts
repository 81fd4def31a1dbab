// The browser calls that leave the page, in one module so unit tests can replace them.
import { LOGIN_PATH } from '@portal/shared-kernel';

/** Full navigation (a page load, not a router transition): the host starts afresh at the login page. */
export function reloadToLogin(): void {
  window.location.assign(LOGIN_PATH);
}
