// Tells a database outage (the server stopped, unreachable, restarting, out of connections, or the
// SQLite file unusable) apart from a bug: the API answers the first with 503 SYS002 and a Japanese
// message (nothing was done, the request may be repeated), logs it without a stack trace, and
// recovers by itself — the pool opens new connections once the server answers again.

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (administrator/crash shutdown,
// cannot connect now), 53300 (too many connections).
const PG_UNAVAILABLE = /^(08\d{3}|57P0[123]|53300)$/;
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)/;
// node-postgres' own errors carry no code.
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed, not `instanceof Error`: errors of Node's own modules come from another realm under jest.
  for (let e: unknown = error, depth = 0; isErrorLike(e) && depth < 5; e = e.cause, depth += 1) {
    const { code, message } = e;
    if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || NET_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.test(code))) return true;
    if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((m) => message.startsWith(m))) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

function isErrorLike(e: unknown): e is { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } {
  return typeof e === 'object' && e !== null && 'message' in e;
}
