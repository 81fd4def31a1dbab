// Security headers on every response (portal pages and API): a strict CSP without inline script,
// frame-ancestors from configuration, form-action, nosniff, a referrer policy, HSTS when the request
// came over TLS; API answers are never cached.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/shared-kernel/contract';

export function contentSecurityPolicy(options: { frameAncestors: string[]; extraScriptOrigins: string[]; formTargets?: string[] }): string {
  const extra = options.extraScriptOrigins.length > 0 ? ` ${options.extraScriptOrigins.join(' ')}` : '';
  const forms = options.formTargets && options.formTargets.length > 0 ? ` ${options.formTargets.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // antd's css-in-js injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `frame-ancestors ${options.frameAncestors.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post only to the portal itself (and the partner banks' payment page when configured).
    `form-action 'self'${forms}`,
  ].join('; ');
}

/**
 * `csp` is asked on every response (the remote map it depends on can change while the server runs)
 * and should answer from a cache when nothing changed. The hook takes a callback, not a promise: it
 * runs on every answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: () => string): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route may send a stricter policy of its own (SVG images do).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp());
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Behind TLS (the request arrived as https, directly or through a trusted proxy): browsers keep to https for a year.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if ((request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** `build(key)` once per distinct key: the policy is rebuilt only when the origins it lists change. */
export function memoizedByKey<K, V>(build: (key: K) => V): (key: K) => V {
  let last: { key: K; value: V } | null = null;
  return (key) => {
    if (last === null || last.key !== key) last = { key, value: build(key) };
    return last.value;
  };
}
