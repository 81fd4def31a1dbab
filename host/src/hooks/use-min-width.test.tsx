import { act, render } from '@testing-library/react';
import { resetViewport, viewport } from '../testing/viewport.ts';
import { matchesNow, minWidthQuery, useMinWidth, type Breakpoint } from './use-min-width.ts';

afterEach(() => resetViewport());

/** Renders the hook and records what each render saw. */
function renderWidths(breakpoint: Breakpoint) {
  const seen: boolean[] = [];
  function Probe() {
    const wide = useMinWidth(breakpoint);
    seen.push(wide);
    return <span>{wide ? 'wide' : 'narrow'}</span>;
  }
  const view = render(<Probe />);
  return { seen, view };
}

describe('useMinWidth', () => {
  it("answers in the first render, with antd's breakpoints (lg 992, md 768 px), and renders once", () => {
    viewport(390);
    expect(renderWidths('lg').seen).toEqual([false]);
    viewport(1366);
    expect(renderWidths('lg').seen).toEqual([true]);
    viewport(991);
    expect(renderWidths('lg').seen).toEqual([false]);
    viewport(800);
    expect(renderWidths('md').seen).toEqual([true]);
  });

  it('follows the window across the breakpoint', () => {
    let width = 1366;
    const listeners = new Set<() => void>();
    window.matchMedia = (query: string) =>
      ({
        media: query,
        get matches() {
          return width >= Number(/min-width:\s*([\d.]+)px/.exec(query)![1]);
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    const { seen, view } = renderWidths('lg');
    expect(view.container.textContent).toBe('wide');
    width = 390;
    act(() => listeners.forEach((listener) => listener()));
    expect(view.container.textContent).toBe('narrow');
    expect(seen).toEqual([true, false]);
    view.unmount();
    expect(listeners.size).toBe(0);
  });

  it('counts a window without matchMedia as wide, like antd before it measures', () => {
    const original = window.matchMedia;
    // @ts-expect-error -- a browser without the API
    delete window.matchMedia;
    try {
      expect(matchesNow(minWidthQuery(992))).toBe(true);
      expect(renderWidths('lg').seen).toEqual([true]);
    } finally {
      window.matchMedia = original;
    }
  });
});
