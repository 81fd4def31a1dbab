// What a customer sees right after logging in — the layout and My Page top — fetched while they type
// on the login page (never before the form is usable): pressing ログイン then waits only for the
// login call and My Page top's data. The same import() calls as the router's lazy routes, so the
// chunks are fetched once and the router finds them loaded.
let started = false;

export function prefetchPortal(): void {
  if (started) return;
  started = true;
  void import('./portal-layout.tsx').catch(() => undefined);
  void import('../features/home/home-page.tsx').catch(() => undefined);
}

/** For tests: lets the next call fetch again. */
export function resetPrefetchForTests(): void {
  started = false;
}
