import { chunkListMetaName, firstPageChunks, preloadFirstPage } from './first-page.ts';
import { isPublicPath } from '../lib/guard/guard.ts';

describe('firstPageChunks', () => {
  it('fetches the login page on /login, logged in or not', () => {
    expect(firstPageChunks('/login', false, isPublicPath)).toEqual(['login']);
    expect(firstPageChunks('/login/', true, isPublicPath)).toEqual(['login']);
  });

  it('fetches the layout and My Page top for a stored session on /home or /', () => {
    expect(firstPageChunks('/home', true, isPublicPath)).toEqual(['shell', 'layout', 'home']);
    expect(firstPageChunks('/', true, isPublicPath)).toEqual(['shell', 'layout', 'home']);
  });

  it('fetches only the layout for another page of a stored session', () => {
    expect(firstPageChunks('/cash/deposit', true, isPublicPath)).toEqual(['shell', 'layout']);
  });

  it('fetches nothing a logged-out visitor will not see', () => {
    expect(firstPageChunks('/home', false, isPublicPath)).toEqual([]);
  });

  it('fetches only the antd shell for the public pages but the login page', () => {
    expect(firstPageChunks('/reset/password', true, isPublicPath)).toEqual(['shell']);
    expect(firstPageChunks('/notify/success', false, isPublicPath)).toEqual(['shell']);
  });
});

describe('preloadFirstPage', () => {
  const lists: Record<string, string> = {
    'page-login': '/portal/51.js /portal/page-login.js',
    'antd-shell': '/portal/after-login.js /portal/antd-shell.js',
    layout: '/portal/after-login.js /portal/415.js /portal/layout.js',
    'page-home': '/portal/after-login.js /portal/472.js /portal/page-home.js',
  };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));

  beforeEach(() => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/portal/framework.js">';
    for (const [group, content] of Object.entries(lists)) {
      const meta = document.createElement('meta');
      meta.name = chunkListMetaName(group);
      meta.content = content;
      document.head.appendChild(meta);
    }
  });

  it("preloads a kept login's antd shell, layout and My Page top, each file once", () => {
    const added = preloadFirstPage(document, '/home', true, isPublicPath);
    expect(added).toEqual([
      '/portal/after-login.js',
      '/portal/antd-shell.js',
      '/portal/415.js',
      '/portal/layout.js',
      '/portal/472.js',
      '/portal/page-home.js',
    ]);
    expect(preloads()).toEqual(['/portal/framework.js', ...added]);
  });

  it('preloads the login page for the login address, and nothing for a logged-out visitor elsewhere', () => {
    expect(preloadFirstPage(document, '/login', false, isPublicPath)).toEqual(['/portal/51.js', '/portal/page-login.js']);
    expect(preloadFirstPage(document, '/home', false, isPublicPath)).toEqual([]);
  });

  it('preloads nothing where the build listed no files (the monolith, development)', () => {
    document.head.innerHTML = '';
    expect(preloadFirstPage(document, '/home', true, isPublicPath)).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
