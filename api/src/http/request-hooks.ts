// What the app does around every request besides routing it: the headers every answer carries, set
// as the request arrives, and the one log line and duration metric written once the answer has gone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { PortalMetrics } from '../ops/metrics.ts';
import type { RemotesMap } from '../portal/static-portal.ts';
import { contentSecurityPolicy, memoizedByKey, setSecurityHeaders } from './security-headers.ts';

export type EveryAnswer = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Sets what every answer carries: its request id, the security headers (the policy allows the
 * remotes' current origins, and a bank gateway's origin as a form target), and while the server is
 * draining after SIGTERM `connection: close`, so that keep-alive clients reconnect (to another
 * replica) instead of holding this process open until their idle timeout.
 */
export function answerHeaders(config: AppConfig, remotesMap: RemotesMap, draining: () => boolean): EveryAnswer {
  const formTargets = config.bankGatewayUrl && /^https:\/\//i.test(config.bankGatewayUrl) ? [new URL(config.bankGatewayUrl).origin] : [];
  const policyFor = memoizedByKey((origins: string) =>
    contentSecurityPolicy({ frameAncestors: config.frameAncestors, extraScriptOrigins: origins === '' ? [] : origins.split(' '), formTargets }),
  );
  const allowLoopbackHttp = config.nodeEnv !== 'production';
  return (request, reply) => {
    reply.header('x-request-id', request.id);
    setSecurityHeaders(request, reply, policyFor(remotesMap.externalOrigins({ allowLoopbackHttp }).join(' ')));
    if (draining()) reply.header('connection', 'close');
  };
}

/**
 * One hook as each request arrives sets the headers of its answer: a callback, not a promise (no
 * promise and microtask each), and no hook at sending.
 */
export function addAnswerHeaders(app: FastifyInstance, everyAnswer: EveryAnswer): void {
  app.addHook('onRequest', (request, reply, done) => {
    everyAnswer(request, reply);
    done();
  });
}

/**
 * Once the answer has gone out: its duration by route pattern, and one log line per request (the
 * operations endpoints only when they fail, so that probes and scrapes do not fill the log).
 */
export function addRequestLog(app: FastifyInstance, metrics: PortalMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    // (request.routeOptions builds a new object on every read.)
    const routeOptions = request.routeOptions;
    // The registered pattern (`/fo-jp-web-api/api/cash/history/:id`), never the raw URL: bounded labels.
    const route = request.is404 ? 'unmatched' : (routeOptions.url ?? 'unmatched');
    metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, elapsed / 1000);
    if (routeOptions.config.operations !== true || reply.statusCode >= 400) {
      request.log.info({ req: request, statusCode: reply.statusCode, ms: Math.round(elapsed * 10) / 10 }, 'request');
    }
    done();
  });
}
