// The Fastify server's own options: the JSON log (redacted; to stdout through a buffer, or to the
// stream a test reads), the proxies to trust, the default body limit, request ids and the answers to
// the router's own errors.
import { LogController } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { frameworkErrors } from './error-handler.ts';
import { loggerRedaction } from './log-redaction.ts';
import { bufferedStdout } from './log-stream.ts';
import { requestIdFrom } from './request-id.ts';
import type { EveryAnswer } from './request-hooks.ts';

export interface LogOptions {
  /** Fastify logger; defaults to config.logLevel. */
  logger?: boolean;
  /** Where the JSON log goes instead of stdout (tests that read it), at LOG_LEVEL or info. */
  logStream?: NodeJS.WritableStream;
}

/** TRUST_PROXY as a hop count: trust that many proxies in front of the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export function serverOptions(config: AppConfig, options: LogOptions, everyAnswer: EveryAnswer): FastifyServerOptions {
  return {
    logger:
      options.logger ??
      (options.logStream
        ? { level: config.logLevel === 'silent' ? 'info' : config.logLevel, ...loggerRedaction, stream: options.logStream }
        : config.logLevel === 'silent'
          ? false
          : { level: config.logLevel, ...loggerRedaction, stream: bufferedStdout() }),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One log line per request (written when the answer has gone out) instead of Fastify's two.
    // The gateway's X-Request-Id (when it is a plain token) names the request in every log line.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdFrom,
    frameworkErrors: frameworkErrors(everyAnswer),
  };
}
