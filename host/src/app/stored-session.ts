// Whether the browser holds a usable session, read before the kernel is loaded (main.js decides
// with it which first page to preload: first-page.ts). The same answer as the kernel's
// `readSession()` (token present, no token conflict), from the same storage entries; a test holds
// the two together. Only a hint for preloading: the kernel's store decides what is shown.

/** The kernel's StorageKeys.token and StorageKeys.tokenCopy. */
const TOKEN_KEY = 'gw-token';
const TOKEN_COPY_KEY = 'gw-token-copy';

interface Areas {
  local: Pick<Storage, 'getItem'>;
  session: Pick<Storage, 'getItem'>;
}

const tokenIn = (area: Areas['local']): string | null => {
  try {
    const value: unknown = (JSON.parse(area.getItem(TOKEN_KEY) ?? 'null') as { value?: unknown } | null)?.value;
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
};

/** A kept login (localStorage), or this tab's session-only token with its matching copy. */
export function hasStoredSession(areas?: Areas): boolean {
  try {
    const { local, session } = areas ?? { local: localStorage, session: sessionStorage };
    if (tokenIn(local) !== null) return true;
    const token = tokenIn(session);
    return token !== null && local.getItem(TOKEN_COPY_KEY) === token;
  } catch {
    return false; // storage disabled: the kernel reads none either
  }
}
