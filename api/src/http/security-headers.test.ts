import { contentSecurityPolicy, memoizedByKey } from './security-headers.ts';

describe('memoizedByKey', () => {
  it('builds once per key and again when the key changes', () => {
    const built: string[] = [];
    const policy = memoizedByKey((origins: string) => {
      built.push(origins);
      return contentSecurityPolicy({ frameAncestors: ["'self'"], extraScriptOrigins: origins === '' ? [] : origins.split(' ') });
    });
    expect(policy('')).toContain("script-src 'self';");
    expect(policy('')).toBe(policy(''));
    expect(policy('https://cdn.example.jp')).toContain("script-src 'self' https://cdn.example.jp;");
    expect(policy('')).not.toContain('cdn.example.jp');
    expect(built).toEqual(['', 'https://cdn.example.jp', '']);
  });
});
