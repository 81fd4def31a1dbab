// Import first in React tests: tooling's jest polyfill gives jsdom Node's MessageChannel, whose open
// port keeps Jest from exiting once React's scheduler has created one. Without it the scheduler
// falls back to setTimeout.
delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
export {};
