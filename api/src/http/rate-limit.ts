// Request rate limits of the login and code endpoints, counted in the database (rate_limit_buckets)
// so that every API replica behind the gateway counts against the same buckets (issue 12), and
// keyed twice (issue 9 finding 7):
//   - per client address: `request.ip`, which honours exactly the proxies TRUST_PROXY names (1 behind
//     the portal's gateway: the address the gateway saw; anything a client wrote into
//     X-Forwarded-For before it is ignored, so a forged header never opens a fresh bucket);
//   - per account: the session's customer on logged-in routes, else the login ID typed (`username`),
//     else the verification session (`sessionId`) — hashed, never stored as typed — so requests spread
//     over many addresses still share one account's bucket.
// Fixed windows of RATE_LIMIT_WINDOW_MS; the address is checked first, so a client over its own limit
// does not spend the account's. Over a limit: 429 RL001 with Retry-After.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLoginId, ResponseCode } from '@portal/shared-kernel/contract';
import type { AppConfig } from '../config/env.ts';
import type { Clock } from '../lib/clock.ts';
import type { RateLimitBucketsRepository } from '../repositories/rate-limit-buckets.ts';
import { ApiError } from './errors.ts';
import type { RateLimitClass } from './route-spec.ts';

const PURGE_EVERY_MS = 5 * 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** The field of a request body or query string, when it is a non-empty string. */
function field(request: FastifyRequest, name: string): string | null {
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && !Array.isArray(source)) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return null;
}

/** Whose account a limited request is about (see the top of the file), or null when it names none. */
export function accountOf(request: FastifyRequest): string | null {
  if (request.auth) return `customer:${request.auth.customerId}`;
  const username = field(request, 'username');
  // The same bucket however the ID was typed (full-width digits with the IME on, spaces).
  if (username) return `login:${digest(normaliseLoginId(username).toLowerCase())}`;
  const session = field(request, 'sessionId');
  if (session) return `session:${digest(session)}`;
  return null;
}

export class RateLimiter {
  readonly #buckets: RateLimitBucketsRepository;
  readonly #clock: Clock;
  readonly #config: AppConfig['rateLimit'];
  readonly #logError: (error: unknown, context: string) => void;
  #lastPurge = 0;

  constructor(deps: {
    rateLimitBuckets: RateLimitBucketsRepository;
    clock: Clock;
    config: AppConfig['rateLimit'];
    logError: (error: unknown, context: string) => void;
  }) {
    this.#buckets = deps.rateLimitBuckets;
    this.#clock = deps.clock;
    this.#config = deps.config;
    this.#logError = deps.logError;
  }

  #max(kind: RateLimitClass, subject: 'ip' | 'account'): number {
    const c = this.#config;
    if (kind === 'beacon') return c.beaconMax ?? c.codeMax;
    if (subject === 'ip') return kind === 'login' ? c.loginMax : c.codeMax;
    return kind === 'login' ? (c.accountLoginMax ?? c.loginMax) : (c.accountCodeMax ?? c.codeMax);
  }

  /** Counts the request; null when it may go on, else the seconds until its window ends. */
  async hit(endpoint: string, kind: RateLimitClass, subjects: { ip: string; account: string | null }): Promise<number | null> {
    const nowMs = this.#clock.now().getTime();
    const windowMs = Math.max(1, this.#config.windowMs);
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs).toISOString();
    this.#purgeNow(nowMs, windowMs);
    const checks: Array<['ip' | 'account', string]> = [['ip', subjects.ip]];
    if (subjects.account) checks.push(['account', subjects.account]);
    for (const [subject, value] of checks) {
      const bucket = `${endpoint} ${subject} ${value}`.slice(0, 200);
      const counted = await this.#buckets.hit(bucket, windowStart);
      if (counted.hits > this.#max(kind, subject)) {
        const ends = Date.parse(counted.windowStart) + windowMs;
        return Math.max(1, Math.ceil((ends - nowMs) / 1000));
      }
    }
    return null;
  }

  /** Old windows are dropped now and then, in the background. */
  #purgeNow(nowMs: number, windowMs: number): void {
    if (nowMs - this.#lastPurge < PURGE_EVERY_MS && nowMs >= this.#lastPurge) return;
    this.#lastPurge = nowMs;
    const before = new Date(nowMs - 2 * windowMs).toISOString();
    this.#buckets.purge(before).catch((error: unknown) => this.#logError(error, 'rate limit purge failed'));
  }

  /** The preHandler of a limited route. */
  handler(endpoint: string, kind: RateLimitClass) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const retryAfter = await this.hit(endpoint, kind, { ip: request.ip, account: accountOf(request) });
      if (retryAfter === null) return;
      reply.header('retry-after', String(retryAfter));
      throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'rate limited');
    };
  }
}
