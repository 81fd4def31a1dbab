// Runs before each test file, in any environment.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.MessageChannel === 'undefined') globalThis.MessageChannel = require('node:worker_threads').MessageChannel;
