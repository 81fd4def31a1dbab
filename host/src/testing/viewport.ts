// antd's breakpoints (Grid.useBreakpoint, responsive columns) read window.matchMedia; jsdom's stand-in
// matches nothing. These give the test a window of a given width.
const jsdomMatchMedia = window.matchMedia;

/** A window of this width for antd's breakpoints (jsdom's default matchMedia matches nothing). */
export function viewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { ...jsdomMatchMedia(query), matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) };
  };
}

export function resetViewport() {
  window.matchMedia = jsdomMatchMedia;
}
