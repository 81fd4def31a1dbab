import { FRAME_MESSAGE_TYPES, isFramed, listenToParent, postToParent } from './frame-messaging.ts';

function fakeWindow(framed: boolean) {
  const listeners: ((e: Event) => void)[] = [];
  const parent = { postMessage: jest.fn() };
  const win = {
    self: {} as Window,
    top: {} as Window,
    parent: parent as unknown as Window,
    addEventListener: (_: string, l: (e: Event) => void) => listeners.push(l),
    removeEventListener: (_: string, l: (e: Event) => void) => listeners.splice(listeners.indexOf(l), 1),
  };
  if (!framed) win.top = win.self;
  const dispatch = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((l) => l({ data, origin, source } as unknown as Event));
  return { win: win as unknown as Window, parent, dispatch, listeners };
}

describe('postToParent', () => {
  it('posts the close message with the configured origin, never *', () => {
    const { win, parent } = fakeWindow(true);
    expect(postToParent({ type: FRAME_MESSAGE_TYPES.close }, ['https://www.example.co.jp'], win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'portal:login-prompt:close' }, 'https://www.example.co.jp');
  });
  it('does not post without an explicit origin', () => {
    const { win, parent } = fakeWindow(true);
    expect(postToParent({ type: FRAME_MESSAGE_TYPES.close }, ['*'], win)).toBe(false);
    expect(postToParent({ type: FRAME_MESSAGE_TYPES.close }, [], win)).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
  it('does not post when not framed', () => {
    const { win, parent } = fakeWindow(false);
    expect(isFramed(win)).toBe(false);
    expect(postToParent({ type: FRAME_MESSAGE_TYPES.close }, ['https://www.example.co.jp'], win)).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
  it('treats an inaccessible top window as framed', () => {
    const win = {
      self: {},
      get top(): Window {
        throw new Error('cross-origin');
      },
    } as unknown as Window;
    expect(isFramed(win)).toBe(true);
  });
});

describe('listenToParent', () => {
  it('accepts only the parent at a configured origin and portal messages', () => {
    const { win, dispatch } = fakeWindow(true);
    const handler = jest.fn();
    const stop = listenToParent(['https://www.example.co.jp'], handler, win);
    dispatch({ type: FRAME_MESSAGE_TYPES.query }, 'https://evil.example');
    dispatch({ type: FRAME_MESSAGE_TYPES.query }, 'https://www.example.co.jp', {});
    dispatch({ type: 'other' }, 'https://www.example.co.jp');
    dispatch('text', 'https://www.example.co.jp');
    expect(handler).not.toHaveBeenCalled();
    dispatch({ type: FRAME_MESSAGE_TYPES.query }, 'https://www.example.co.jp');
    expect(handler).toHaveBeenCalledWith({ type: 'portal:login-prompt:query' }, 'https://www.example.co.jp');
    stop();
    dispatch({ type: FRAME_MESSAGE_TYPES.query }, 'https://www.example.co.jp');
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
