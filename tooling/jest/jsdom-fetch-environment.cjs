// jsdom without Node's fetch is no place for the real API client: jest-environment-jsdom leaves out
// fetch, Request, Response, Headers, FormData, Blob and the streams, and jsdom's AbortSignal is not the
// one Node's Request accepts. This environment hands the test the host's (Node's) versions of those,
// so components run the real kernel client against installFakeApi's fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'structuredClone',
];

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomFetchEnvironment;
