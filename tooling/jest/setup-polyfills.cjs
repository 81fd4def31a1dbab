// Runs before each test file, in any environment.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof globalThis.MessageChannel === 'undefined') {
  // antd and React's scheduler post through MessageChannel. Node's ports keep the event loop alive
  // (assigning onmessage re-refs them), so jest would never exit: deliver messages with a macrotask.
  // Captured now, before a test can install fake timers: React's scheduler must keep running
  // when a test fakes setTimeout (as Node's real MessageChannel did).
  const deliver = globalThis.setImmediate ?? globalThis.setTimeout;
  class Port {
    constructor() {
      this.onmessage = null;
      this.other = null;
    }
    postMessage(data) {
      const target = this.other;
      deliver(() => target.onmessage?.({ data }));
    }
    start() {}
    close() {
      this.onmessage = null;
    }
    addEventListener(type, listener) {
      if (type === 'message') this.onmessage = listener;
    }
    removeEventListener(type) {
      if (type === 'message') this.onmessage = null;
    }
  }
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}
