// jsdom as jest's test environment, plus Node's fetch API (Request, Response, Headers, fetch, the
// streams their bodies use, and the AbortController whose signal a Request accepts). jsdom has none
// of them, while browsers have all: the kernel's API client (ky) builds a Request even when a test
// answers it with the fake API (installFakeApi).
const { TestEnvironment } = require('jest-environment-jsdom');

const FETCH_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'WritableStream', 'TransformStream'];
// Node's Request refuses jsdom's AbortSignal: the page's abort controllers are Node's, too.
const ABORT_GLOBALS = ['AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_GLOBALS) if (this.global[name] === undefined) this.global[name] = globalThis[name];
    for (const name of ABORT_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
