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
  // The kit's render runs antd as production does (ConfigProvider `zeroRuntime`: no styles written at
  // run time; production links the static sheet instead). jsdom gets only the rules of that sheet that
  // take an element out of the page: antd's "-hidden" state classes (a closed drawer, dropdown, select
  // list, tooltip, a hidden form item…), so queries by role skip what a customer cannot see. (antd's
  // run-time styles, thousands of rules, made every getComputedStyle — each query by role — slow: a
  // corporate-page test took 15 s instead of 3.)
  const hidden = document.createElement('style');
  hidden.setAttribute('data-test-antd-hidden', '');
  hidden.textContent = `${[
    'collapse-panel',
    'drawer-content-wrapper',
    'dropdown',
    'dropdown-menu',
    'dropdown-menu-submenu',
    'form-item',
    'menu',
    'menu-submenu',
    'modal',
    'select-dropdown',
    'tabs-content',
    'tabs-dropdown',
    'tag',
    'tooltip',
    'tooltip-unique-container',
  ]
    .map((name) => `.ant-${name}-hidden`)
    .join(',')} { display: none; }`;
  document.head.append(hidden);
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt, pseudo) => getComputedStyle(elt, pseudo ? undefined : pseudo);
}
