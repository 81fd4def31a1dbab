// jsdom extras antd and react-router need.
require('@testing-library/jest-dom');
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) window.scrollTo = () => {};
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt, pseudo) => getComputedStyle(elt, pseudo ? undefined : pseudo);
}
