// Security headers on every response (portal pages and API): a strict CSP without inline script,
// frame-ancestors from configuration, form-action, nosniff, a referrer policy, HSTS when the request
// came over TLS; API answers are never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@portal/shared-kernel/contract';

export function contentSecurityPolicy(options: { frameAncestors: string[]; extraScriptOrigins: string[]; formTargets?: string[] }): string {
  const extra = options.extraScriptOrigins.length > 0 ? ` ${options.extraScriptOrigins.join(' ')}` : '';
  const forms = options.formTargets && options.formTargets.length > 0 ? ` ${options.formTargets.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // antd's css-in-js injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // blob: the preview of a document the customer chose, drawn in the page before it is uploaded.
    "img-src 'self' data: blob:",
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
 * The security headers of an answer, set as its request arrives (request-hooks.ts, the one
 * `onRequest` hook every request runs): a route that needs a stricter policy or its own caching sets
 * its header later and replaces these (SVG images send their own CSP; files and the OpenAPI document
 * their own Cache-Control). Set before the route runs, not in an `onSend` hook: a hook at sending cost
 * every answer a pass through Fastify's onSend runner, on the hot path every request takes
 * (docs/api-performance.md). `csp` is the current policy (the remote map it depends on can change
 * while the server runs; the caller memoizes it).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  // Behind TLS (the request arrived as https, directly or through a trusted proxy): browsers keep to https for a year.
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // API answers are never cached (unless the route says otherwise).
  const url = request.url;
  if (url.startsWith(API_PREFIX) && (url.length === API_PREFIX.length || url.charCodeAt(API_PREFIX.length) === 47) /* / */) {
    reply.header('cache-control', 'no-store');
  }
}

/** `build(key)` once per distinct key: the policy is rebuilt only when the origins it lists change. */
export function memoizedByKey<K, V>(build: (key: K) => V): (key: K) => V {
  let last: { key: K; value: V } | null = null;
  return (key) => {
    if (last === null || last.key !== key) last = { key, value: build(key) };
    return last.value;
  };
}
