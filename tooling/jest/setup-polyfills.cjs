// Runs before each test file, in any environment.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof globalThis.MessageChannel === 'undefined') {
  // antd/React schedule through MessageChannel; Node's ports keep the event loop alive, so unref them
  // or jest never exits after a React test.
  const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
  globalThis.MessageChannel = class MessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      this.port1.unref();
      this.port2.unref();
    }
  };
}
