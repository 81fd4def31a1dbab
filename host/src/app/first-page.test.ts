import { firstPageChunks } from './prefetch.ts';
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
