import { decideGuard, handoverTarget, isPublicPath } from './guard.ts';

describe('decideGuard', () => {
  it('sends a visitor without a token to login', () => {
    expect(decideGuard({ pathname: '/home', search: '', hasToken: false })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideGuard({ pathname: '/cash/fast', search: '?a=1', hasToken: false })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideGuard({ pathname: '/login-prompt', search: '', hasToken: false })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideGuard({ pathname: '/chart', search: '', hasToken: false })).toEqual({ action: 'redirect', to: '/login' });
  });

  it('lets a visitor with a token through', () => {
    expect(decideGuard({ pathname: '/home', search: '', hasToken: true })).toEqual({ action: 'allow' });
  });

  it.each(['/login', '/login/', '/login/verify2', '/reset/password', '/notify/success', '/notify/fail', '/notify/verify', '/404', '/next', '/token'])(
    'lets anyone open the hidden page %s',
    (pathname) => {
      expect(decideGuard({ pathname, search: '', hasToken: false })).toEqual({ action: 'allow' });
      expect(isPublicPath(pathname)).toBe(true);
    },
  );

  it('hands a token query parameter over to /next with username, token, current path and setting', () => {
    const d = decideGuard({ pathname: '/cash/fast', search: '?username=10000001&token=abc&setting=withdrawalPassword&x=1', hasToken: false });
    expect(d.action).toBe('redirect');
    const url = new URL(`http://h${(d as { to: string }).to}`);
    expect(url.pathname).toBe('/next');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      username: '10000001',
      token: 'abc',
      path: '/cash/fast?x=1',
      setting: 'withdrawalPassword',
    });
  });

  it('hands over even when a token is already stored, and without a setting', () => {
    const d = decideGuard({ pathname: '/home', search: 'token=t2&username=u', hasToken: true });
    expect(d).toEqual({ action: 'redirect', to: '/next?username=u&token=t2&path=%2Fhome' });
  });

  it.each(['/login', '/next', '/chart', '/chart/abc'])('does not hand over on %s', (pathname) => {
    expect(decideGuard({ pathname, search: '?token=abc', hasToken: true })).toEqual({ action: 'allow' });
  });

  it('lets /chart with its own token through without a stored session, but not other paths', () => {
    expect(decideGuard({ pathname: '/chart', search: '?token=abc', hasToken: false })).toEqual({ action: 'allow' });
    expect(decideGuard({ pathname: '/chart', search: '', hasToken: false })).toEqual({ action: 'redirect', to: '/login' });
    expect(decideGuard({ pathname: '/login', search: '?token=abc', hasToken: false })).toEqual({ action: 'allow' });
  });

  it('sends a session-only token without its persistent copy to /token', () => {
    expect(decideGuard({ pathname: '/home', search: '', hasToken: false, tokenConflict: true })).toEqual({ action: 'redirect', to: '/token' });
    expect(decideGuard({ pathname: '/token', search: '', hasToken: false, tokenConflict: true })).toEqual({ action: 'allow' });
    expect(decideGuard({ pathname: '/login', search: '', hasToken: false, tokenConflict: true })).toEqual({ action: 'allow' });
  });

  it('an empty token parameter is no hand-over', () => {
    expect(decideGuard({ pathname: '/home', search: '?token=', hasToken: false })).toEqual({ action: 'redirect', to: '/login' });
  });
});

describe('handoverTarget', () => {
  it('continues to a portal path, with the setting', () => {
    expect(handoverTarget('/cash/fast', null)).toBe('/cash/fast');
    expect(handoverTarget('/cash/fast?x=1', 'loginPassword')).toBe('/cash/fast?x=1&setting=loginPassword');
    expect(handoverTarget('/home', 'sessions')).toBe('/home?setting=sessions');
  });
  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil', '/next?token=x', '/login'])('falls back to home for %p', (path) => {
    expect(handoverTarget(path, null)).toBe('/home');
  });
});
