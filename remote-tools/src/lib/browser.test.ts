import { openPendingWindow, startDownload } from './browser.ts';

function fakeWindow() {
  return {
    closed: false,
    opener: {} as unknown,
    document: { write: jest.fn(), close: jest.fn() },
    location: { replace: jest.fn() },
    close: jest.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('openPendingWindow', () => {
  it('opens a blank window at once and later sends it to the address, cut off from the portal', () => {
    const win = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const pending = openPendingWindow();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.write).toHaveBeenCalledWith(expect.stringContaining('読み込み中'));

    expect(pending!.navigate('https://trade.test/?otp=1')).toBe(true);
    expect(win.opener).toBeNull();
    expect(win.location.replace).toHaveBeenCalledWith('https://trade.test/?otp=1');
  });

  it('returns null when the browser blocks the window', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openPendingWindow()).toBeNull();
  });

  it('does not navigate a window the customer already closed, and closes an open one', () => {
    const win = fakeWindow();
    jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const pending = openPendingWindow()!;
    pending.close();
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(pending.navigate('https://x.test/')).toBe(false);
    expect(win.location.replace).not.toHaveBeenCalled();
  });
});

describe('startDownload', () => {
  it('follows the download link with a temporary anchor', () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    startDownload('/fo-jp-web-api/api/public/file/download?downloadtoken=abc');
    expect(clicked).toEqual(['/fo-jp-web-api/api/public/file/download?downloadtoken=abc']);
    expect(document.querySelector('a')).toBeNull();
  });
});
