// The API client (browser): one ky instance, the error catalogue, typed endpoint functions.
export * from './errors.ts';
export * from './notifier.ts';
export * from './config.ts';
export * from './client.ts';
export * from './upload-transport.ts';
export * from './endpoints.ts';
export * from './feature-switches.ts';
