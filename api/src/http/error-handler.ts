// The one error handler: every failure leaves as the envelope {code, result, message,
// localizedMessage} — the API's own errors with their codes, Fastify's (media type, body size, rate
// limit, malformed requests) as validation errors, a database outage as 503 with Retry-After, and
// anything else as 500 without its details. Unknown routes and the router's own errors too.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { codeMessages, ResponseCode } from '@portal/shared-kernel/contract';
import { isDatabaseUnavailable } from '../db/outage.ts';
import { failure } from './envelope.ts';
import { ApiError } from '../domain/errors.ts';

export function errorReply(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  localizedMessage?: string,
  result: unknown = null,
): FastifyReply {
  return reply.status(status).send(failure(code, message, localizedMessage ?? codeMessages[code] ?? '', result));
}

/** The answer to a request no route takes. */
export const notFoundReply = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  errorReply(reply, 404, ResponseCode.NOT_FOUND, `no route ${request.method} ${request.url}`);

/** A request that declares a body its handler never read to the end. */
function bodyLeftUnread(request: FastifyRequest): boolean {
  const { headers } = request;
  const declares = (headers['content-length'] !== undefined && headers['content-length'] !== '0') || headers['transfer-encoding'] !== undefined;
  return declares && !request.raw.readableEnded;
}

/** Sets the app's error and not-found handlers; `onDatabaseUnavailable` counts the outage answers. */
export function registerErrorHandlers(app: FastifyInstance, onDatabaseUnavailable: () => void): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    // Refused before its body was read (an upload refused as it arrived): close the connection
    // instead of letting Node read the rest of the body to keep it alive.
    if (bodyLeftUnread(request)) reply.header('connection', 'close');
    if (error instanceof ApiError) return errorReply(reply, error.statusCode, error.code, error.message, error.localizedMessage, error.result);
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return errorReply(reply, 415, ResponseCode.VALIDATION, 'unsupported content type', 'リクエストの形式（Content-Type）に対応していません。');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return errorReply(reply, 413, ResponseCode.VALIDATION, 'body too large', '送信されたデータが大きすぎます。');
    }
    if (status === 429) return errorReply(reply, 429, ResponseCode.RATE_LIMITED, 'rate limited');
    if (status >= 400 && status < 500) {
      return errorReply(reply, status, ResponseCode.VALIDATION, error.message, 'リクエストの形式が正しくありません。');
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: no stack trace; the client may repeat the request once it is over.
      request.log.warn({ error: error.message }, 'database unavailable');
      onDatabaseUnavailable();
      return errorReply(reply.header('retry-after', '5'), 503, ResponseCode.SERVICE_UNAVAILABLE, 'database unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return errorReply(reply, 500, ResponseCode.INTERNAL, 'internal error');
  });
  app.setNotFoundHandler(notFoundReply);
}

/**
 * Errors of the router itself (a malformed percent escape, an over-long path parameter) leave as the
 * envelope too, without echoing the URL (Fastify's default answers repeat it). They are answered
 * before any hook runs, so `everyAnswer` sets what every answer carries first.
 */
export function frameworkErrors(everyAnswer: (request: FastifyRequest, reply: FastifyReply) => void): FastifyServerOptions['frameworkErrors'] {
  return (error, request, reply) => {
    everyAnswer(request, reply);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return errorReply(reply, 414, ResponseCode.VALIDATION, 'path parameter too long', 'URLが長すぎます。');
    }
    if (error.code === 'FST_ERR_BAD_URL') {
      return errorReply(reply, 400, ResponseCode.VALIDATION, 'malformed URL', 'URLの形式が正しくありません。');
    }
    return errorReply(reply, 500, ResponseCode.INTERNAL, 'internal error');
  };
}
