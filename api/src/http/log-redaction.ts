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
