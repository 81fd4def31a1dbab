// jsdom plus Node's fetch API, for tests that run the kernel's real API client against the fake API
// (`installFakeApi` of @portal/shared-kernel/testing): jsdom has no fetch, Request, Response or
// Headers, so ky cannot build a request there. Node's classes are handed in together with the web
// classes they check arguments against (AbortController/AbortSignal for `signal`, Blob, FormData,
// URLSearchParams and the streams for bodies); jsdom keeps its DOM.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = {
  fetch,
  Request,
  Response,
  Headers,
  FormData,
  Blob,
  AbortController,
  AbortSignal,
  URL,
  URLSearchParams,
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoder,
  TextDecoder,
  structuredClone,
};

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, fromNode);
  }
}

module.exports = JsdomWithFetchEnvironment;
