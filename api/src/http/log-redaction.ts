// Request logs must not carry codes or tokens that travel in query strings
// (verifySecondVerifyCode, file download links, hand-over links, publicWebToken). The gateway's nginx
// hides the same names in its access log (deploy/nginx/nginx.conf.template; tooling/scripts/nginx-edge.test.js
// checks both lists agree).
const SECRET_QUERY_KEYS = new Set([
  'verifycode',
  'downloadtoken',
  'gw-token',
  'ogw-token',
  'token',
  'sessiontoken',
  'publicwebtoken',
  'otp',
  'sessionid',
  'password',
]);

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

export const requestSerializer = (req: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  socket?: { remoteAddress?: string };
}) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.socket?.remoteAddress,
});

// Error objects can carry e-mail addresses: nodemailer's refusals list the recipients (`rejected`,
// `accepted`, `envelope`, `rejectedErrors[].recipient`), quote the SMTP command and the server's
// answer (`command`: "RCPT TO:<taro@example.jp>", `response`: "550 5.1.1 <taro@example.jp>: …"),
// and repeat them in the message. Those fields are replaced, and any address left in a message or
// stack is masked, in every log line (errors are logged as `err` or `error`).
const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const maskEmails = (text: string): string => text.replace(EMAIL, '[email]');

export const REDACTED_ERROR_FIELDS = ['rejected', 'accepted', 'pending', 'envelope', 'rejectedErrors', 'recipient', 'command', 'response'];
export const redactPaths = ['err', 'error'].flatMap((key) => REDACTED_ERROR_FIELDS.map((field) => `${key}.${field}`));

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer, then addresses masked in what it kept of the message, stack and cause. */
export function errorSerializer(error: Error): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: maskEmails(String(error)), stack: '' };
  const out: SerializedError = { type: error.name, message: maskEmails(error.message), stack: maskEmails(error.stack ?? '') };
  for (const [key, value] of Object.entries(error)) {
    if (key in out) continue;
    out[key] = typeof value === 'string' ? maskEmails(value) : value;
  }
  if (error.cause !== undefined) out.cause = error.cause instanceof Error ? errorSerializer(error.cause) : error.cause;
  return out;
}

/** `error` in a log line: an Error, or a message string. */
const anyErrorSerializer = (value: unknown): unknown =>
  value instanceof Error ? errorSerializer(value) : typeof value === 'string' ? maskEmails(value) : value;

/** The logger options every API process uses (server-options.ts). */
export const loggerRedaction = {
  serializers: { req: requestSerializer, err: errorSerializer, error: anyErrorSerializer },
  redact: { paths: redactPaths, censor: '[redacted]' },
};
