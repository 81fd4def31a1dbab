// Request rate limits of the login and code endpoints, counted in the database (rate_limit_buckets)
// so that every API replica behind the gateway counts against the same buckets, and keyed twice, so
// that neither a forged forwarding header nor requests spread over many addresses escape a limit:
//   - per client address: `request.ip`, which honours exactly the proxies TRUST_PROXY names (1 behind
//     the portal's gateway: the address the gateway saw; anything a client wrote into
//     X-Forwarded-For before it is ignored, so a forged header never opens a fresh bucket);
//   - per account: the session's customer on logged-in routes, else the login ID typed (`username`),
//     else the verification session (`sessionId`) — hashed, never stored as typed — so requests spread
//     over many addresses still share one account's bucket.
// Fixed windows of RATE_LIMIT_WINDOW_MS; the address is checked first, so a client over its own limit
// does not spend the account's. Over a limit: 429 RL001 with Retry-After.
// Classes: login and code endpoints (address and account), money calls (address and the session's
// customer: RATE_LIMIT_MONEY_MAX per endpoint), the banks' notifications (address only).
// Every limited answer, refused or not, carries the IETF RateLimit-Policy and RateLimit fields
// (draft-ietf-httpapi-ratelimit-headers-11: `"address";q=60;w=60` and `"address";r=59;t=42`), so a
// client can slow down before it is refused.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLoginId, ResponseCode } from '@portal/shared-kernel/contract';
import type { AppConfig } from '../config/env.ts';
import type { Clock } from '../lib/clock.ts';
import type { RateLimitBucketsRepository } from '../repositories/rate-limit-buckets.ts';
import { ApiError } from '../domain/errors.ts';
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

/** One limit of a class: whom it counts and how many requests a window allows. */
interface Policy {
  /** The policy's name in RateLimit-Policy and RateLimit. */
  name: 'address' | 'account';
  max: number;
}

/** Where a counted request stands under one policy. */
export interface LimitState {
  policy: Policy['name'];
  max: number;
  /** Requests left in the window (0 once over). */
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

export interface HitResult {
  /** Null when the request may go on, else the seconds until the window that refused it ends. */
  retryAfter: number | null;
  /** The policies that counted this request (the account's is not counted once the address refused). */
  states: LimitState[];
}

/** RateLimit-Policy: every policy of the class (the same on every answer of the endpoint). */
export function rateLimitPolicyField(policies: readonly { name: string; max: number }[], windowMs: number): string {
  const w = Math.max(1, Math.ceil(windowMs / 1000));
  return policies.map((p) => `"${p.name}";q=${p.max};w=${w}`).join(', ');
}

/** RateLimit: what is left of each policy that counted the request. */
export function rateLimitField(states: readonly LimitState[]): string {
  return states.map((s) => `"${s.policy}";r=${s.remaining};t=${s.resetSeconds}`).join(', ');
}

/** The hits of one bucket waiting for the next statement, each with its request's place in the batch. */
interface Batch {
  windowStart: string;
  waiters: { resolve: (counted: { hits: number; windowStart: string }) => void; reject: (error: unknown) => void }[];
}

/**
 * Counts hits per bucket with at most one statement in flight per bucket in this process: hits that
 * arrive meanwhile wait and go together in the next statement (`hits + n`), each request getting its
 * own place in the count. Exactly the same counts as one statement per hit, but a flood on one bucket
 * (one customer's money calls, one login ID) no longer lines every database connection up behind
 * that bucket's row lock — which starved the rest of the replica's requests on PostgreSQL.
 */
class BucketCounter {
  readonly #buckets: RateLimitBucketsRepository;
  readonly #waiting = new Map<string, Batch>();
  readonly #inFlight = new Set<string>();

  constructor(buckets: RateLimitBucketsRepository) {
    this.#buckets = buckets;
  }

  hit(bucket: string, windowStart: string): Promise<{ hits: number; windowStart: string }> {
    return new Promise((resolve, reject) => {
      let batch = this.#waiting.get(bucket);
      if (!batch) {
        batch = { windowStart, waiters: [] };
        this.#waiting.set(bucket, batch);
      }
      if (windowStart > batch.windowStart) batch.windowStart = windowStart;
      batch.waiters.push({ resolve, reject });
      if (!this.#inFlight.has(bucket)) void this.#flush(bucket);
    });
  }

  async #flush(bucket: string): Promise<void> {
    const batch = this.#waiting.get(bucket);
    if (!batch) return;
    this.#waiting.delete(bucket);
    this.#inFlight.add(bucket);
    try {
      const counted = await this.#buckets.hit(bucket, batch.windowStart, batch.waiters.length);
      // The batch's hits are the last `n` of the count, in the order the requests arrived.
      const first = counted.hits - batch.waiters.length + 1;
      batch.waiters.forEach((w, i) => w.resolve({ hits: first + i, windowStart: counted.windowStart }));
    } catch (error) {
      for (const w of batch.waiters) w.reject(error);
    } finally {
      this.#inFlight.delete(bucket);
      if (this.#waiting.has(bucket)) void this.#flush(bucket);
    }
  }
}

export class RateLimiter {
  readonly #buckets: RateLimitBucketsRepository;
  readonly #counter: BucketCounter;
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
    this.#counter = new BucketCounter(deps.rateLimitBuckets);
    this.#clock = deps.clock;
    this.#config = deps.config;
    this.#logError = deps.logError;
  }

  /** The limits of a class, the address first. */
  policies(kind: RateLimitClass): Policy[] {
    const c = this.#config;
    switch (kind) {
      case 'login':
        return [
          { name: 'address', max: c.loginMax },
          { name: 'account', max: c.accountLoginMax ?? c.loginMax },
        ];
      case 'code':
        return [
          { name: 'address', max: c.codeMax },
          { name: 'account', max: c.accountCodeMax ?? c.codeMax },
        ];
      case 'money':
        // Per customer what a person submits by hand; per address as much as a login (offices share one).
        return [
          { name: 'address', max: c.loginMax },
          { name: 'account', max: c.moneyMax ?? c.codeMax },
        ];
      case 'notify':
        return [{ name: 'address', max: c.notifyMax ?? c.codeMax }];
      case 'beacon':
        // The browser's reports name no account.
        return [{ name: 'address', max: c.beaconMax ?? c.codeMax }];
    }
  }

  get windowMs(): number {
    return Math.max(1, this.#config.windowMs);
  }

  /** Counts the request under every policy of its class, the address first; stops at the first one over its limit. */
  async hit(endpoint: string, kind: RateLimitClass, subjects: { ip: string; account: string | null }): Promise<HitResult> {
    const nowMs = this.#clock.now().getTime();
    const windowMs = this.windowMs;
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs).toISOString();
    this.#purgeNow(nowMs, windowMs);
    const states: LimitState[] = [];
    for (const policy of this.policies(kind)) {
      const value = policy.name === 'address' ? subjects.ip : subjects.account;
      if (value === null) continue;
      const subject = policy.name === 'address' ? 'ip' : 'account';
      const bucket = `${endpoint} ${subject} ${value}`.slice(0, 200);
      const counted = await this.#counter.hit(bucket, windowStart);
      const resetSeconds = Math.max(1, Math.ceil((Date.parse(counted.windowStart) + windowMs - nowMs) / 1000));
      states.push({ policy: policy.name, max: policy.max, remaining: Math.max(0, policy.max - counted.hits), resetSeconds });
      if (counted.hits > policy.max) return { retryAfter: resetSeconds, states };
    }
    return { retryAfter: null, states };
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
    const policyField = rateLimitPolicyField(this.policies(kind), this.windowMs);
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const { retryAfter, states } = await this.hit(endpoint, kind, { ip: request.ip, account: accountOf(request) });
      reply.header('ratelimit-policy', policyField);
      if (states.length > 0) reply.header('ratelimit', rateLimitField(states));
      if (retryAfter === null) return;
      reply.header('retry-after', String(retryAfter));
      throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'rate limited');
    };
  }
}
