// Whether the window is at least as wide as one of antd's breakpoints, known in the first render.
//
// antd's Grid.useBreakpoint answers {} in the first render and measures in a layout effect, which
// then renders its component again before the browser paints: for the layout that was a second
// render of the whole shell (about 500 components) inside the task that draws My Page top after
// ログイン, and a phone first rendered the desktop layout. This reads the same media query
// (`(min-width: <token>px)`, the theme's screenMD / screenLG) while rendering, and follows its changes.
import { useCallback, useSyncExternalStore } from 'react';
import { usePortalToken } from '@portal/kit';

export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

const tokenKey = { sm: 'screenSM', md: 'screenMD', lg: 'screenLG', xl: 'screenXL' } as const;

/** The query antd's own breakpoints use for `min` (responsiveObserver: `(min-width: ${screenX}px)`). */
export const minWidthQuery = (px: number) => `(min-width: ${px}px)`;

/** Whether the query matches now; a window without matchMedia counts as wide (as antd's default). */
export function matchesNow(query: string): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;
}

/** true while the window is at least the breakpoint's width. */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = minWidthQuery(usePortalToken()[tokenKey[breakpoint]]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesNow(query),
    () => true,
  );
}
