// One error type for every business failure, with its code, status and Japanese message: domain rules
// and module services throw it, and the http layer's error handler (http/error-handler.ts) turns it
// into the envelope.
import { codeMessages, ResponseCode } from '@portal/shared-kernel/contract';
import type { ResponseCodeValue } from '@portal/shared-kernel/contract';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly localizedMessage: string;
  /** What the envelope's `result` carries (null for almost every failure; SU001 names the operation and the methods). */
  readonly result: unknown;

  constructor(statusCode: number, code: ResponseCodeValue, localizedMessage?: string, message?: string, result: unknown = null) {
    super(message ?? code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.localizedMessage = localizedMessage ?? codeMessages[code] ?? codeMessages[ResponseCode.INTERNAL] ?? '';
    this.result = result;
  }
}

export const badRequest = (localizedMessage: string, message = 'validation failed') =>
  new ApiError(400, ResponseCode.VALIDATION, localizedMessage, message);
export const sessionInvalid = () => new ApiError(401, ResponseCode.SESSION_INVALID, undefined, 'session invalid');
export const sessionEnded = () => new ApiError(401, ResponseCode.SESSION_ENDED, undefined, 'session ended');
export const notFound = (localizedMessage?: string) => new ApiError(404, ResponseCode.NOT_FOUND, localizedMessage, 'not found');
