// Request logs must not carry codes or tokens that travel in query strings
// (verifySecondVerifyCode, file download links, publicWebToken).
const SECRET_QUERY_KEYS = new Set(['verifycode', 'downloadtoken', 'gw-token', 'token', 'otp', 'sessionid', 'password']);

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
