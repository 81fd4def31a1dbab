// Login sessions: random 256-bit tokens stored only as sha-256, revocable at once.
// Lifetime: 30 days with auto-login, otherwise 2 hours sliding (every authenticated call and
// every refresh extends it) — but never past an absolute limit counted from the login (24 hours,
// 90 days with auto-login): a stolen token cannot be kept alive for ever by refreshing it.
import { randomUUID } from 'node:crypto';
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { LoginDevice, LoginMethod, LoginPlatform } from '@portal/shared-kernel/contract';
import type { Session } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { addDays, addSeconds } from '../lib/clock.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { ApiError, sessionEnded, sessionInvalid } from './errors.ts';
import type { RequestMeta } from './audit.ts';
import type { SessionsRepository } from '../repositories/sessions.ts';

/** How often a live session's last-seen time (and sliding expiry) is written. */
export const TOUCH_INTERVAL_MS = 10_000;

export const AUTO_LOGIN_TTL_DAYS = 30;
export const SESSION_TTL_SECONDS = 2 * 60 * 60;
/** Absolute lifetimes from the login, whatever the refreshes: a stolen token cannot be refreshed for ever. */
export const SESSION_MAX_HOURS = 24;
/** Logins the customer's history page lists (any age); the retention job never purges a customer's latest ones. */
export const LOGIN_HISTORY_SIZE = 30;
export const AUTO_LOGIN_MAX_DAYS = 90;

/** The live session a request was authenticated with (the http layer's auth gate sets it). */
export interface AuthContext {
  session: Session;
  customerId: number;
  jti: string;
  token: string;
}

export type SessionEndReason = 'logout' | 'terminated' | 'password_changed' | 'password_reset' | 'mfa_changed' | 'reported';

export interface IssuedSession {
  token: string;
  jti: string;
  expiresAt: string;
}

export type SessionState =
  { status: 'valid'; session: Session } | { status: 'expired'; session: Session } | { status: 'revoked'; session: Session } | { status: 'unknown' };

export class SessionService {
  readonly #repo: SessionsRepository;
  readonly #clock: Clock;

  constructor(deps: { sessions: SessionsRepository; clock: Clock }) {
    this.#repo = deps.sessions;
    this.#clock = deps.clock;
  }

  /** A new expiry: the lifetime from `now`, capped at the absolute limit from the login at `issuedAt`. */
  #expiry(now: Date, autoLogin: boolean, issuedAt: Date = now): string {
    const sliding = autoLogin ? addDays(now, AUTO_LOGIN_TTL_DAYS) : addSeconds(now, SESSION_TTL_SECONDS);
    const absolute = autoLogin ? addDays(issuedAt, AUTO_LOGIN_MAX_DAYS) : addSeconds(issuedAt, SESSION_MAX_HOURS * 3600);
    return (sliding < absolute ? sliding : absolute).toISOString();
  }

  async issue(input: {
    customerId: number;
    device: LoginDevice;
    platform: LoginPlatform;
    autoLogin: boolean;
    meta: RequestMeta;
    /** How the customer logged in (the login history shows it). */
    method?: LoginMethod;
  }): Promise<IssuedSession> {
    const now = this.#clock.now();
    const token = randomToken(32);
    const jti = randomUUID();
    const expiresAt = this.#expiry(now, input.autoLogin);
    await this.#repo.insert({
      jti,
      token_hash: sha256Hex(token),
      customer_id: input.customerId,
      device: input.device,
      platform: input.platform,
      auto_login: input.autoLogin ? 1 : 0,
      issued_at: now.toISOString(),
      expires_at: expiresAt,
      last_seen_at: now.toISOString(),
      revoked_at: null,
      revoked_reason: null,
      ip: input.meta.ip,
      user_agent: input.meta.userAgent ? input.meta.userAgent.slice(0, 512) : null,
      login_method: input.method ?? null,
    });
    return { token, jti, expiresAt };
  }

  /** Looks a token up without side effects. */
  async inspect(token: string | undefined | null): Promise<SessionState> {
    if (!token || token.length > 200) return { status: 'unknown' };
    const session = await this.#repo.findByTokenHash(sha256Hex(token));
    if (!session) return { status: 'unknown' };
    if (session.revoked_at !== null) return { status: 'revoked', session };
    if (session.expires_at <= this.#clock.now().toISOString()) return { status: 'expired', session };
    return { status: 'valid', session };
  }

  /**
   * The auth hook: a valid session or 401 with 9000 (missing, unknown, expired) / 1010 (ended).
   * Slides the expiry of sessions without auto-login.
   */
  async authenticate(token: string | undefined | null): Promise<Session> {
    const state = await this.inspect(token);
    if (state.status === 'revoked') throw sessionEnded();
    if (state.status !== 'valid') throw sessionInvalid();
    const now = this.#clock.now();
    const session = state.session;
    // A session seen within the last few seconds is not written again: one UPDATE per request was
    // the largest cost of a cheap read, and a sliding expiry a few seconds short changes nothing.
    if (now.getTime() - Date.parse(session.last_seen_at) < TOUCH_INTERVAL_MS) return session;
    const expiresAt = session.auto_login === 1 ? null : this.#expiry(now, false, new Date(session.issued_at));
    await this.#repo.touch(session.jti, now.toISOString(), expiresAt);
    return expiresAt ? { ...session, expires_at: expiresAt, last_seen_at: now.toISOString() } : session;
  }

  /** Extends a session's expiry (token refresh); TAL002 when expired, TAL003 when unknown or ended. */
  async refresh(token: string | undefined | null): Promise<{ session: Session; expiresAt: string }> {
    const state = await this.inspect(token);
    if (state.status === 'expired') throw new ApiError(401, ResponseCode.REFRESH_EXPIRED, undefined, 'token expired');
    if (state.status !== 'valid') throw new ApiError(401, ResponseCode.REFRESH_INVALID, undefined, 'token unknown or revoked');
    const expiresAt = await this.extend(state.session);
    if (!expiresAt) throw new ApiError(401, ResponseCode.REFRESH_INVALID, undefined, 'token revoked');
    return { session: { ...state.session, expires_at: expiresAt }, expiresAt };
  }

  /** Gives a live session a full new lifetime; null when it ended meanwhile. */
  async extend(session: Session): Promise<string | null> {
    const now = this.#clock.now();
    const expiresAt = this.#expiry(now, session.auto_login === 1, new Date(session.issued_at));
    return (await this.#repo.extend(session.jti, now.toISOString(), expiresAt)) ? expiresAt : null;
  }

  /** Whether the session `jti` of the customer is live now (not ended, not expired). */
  async isLive(jti: string, customerId: number): Promise<boolean> {
    const session = await this.#repo.find(jti);
    return (
      session !== undefined &&
      session.customer_id === customerId &&
      session.revoked_at === null &&
      session.expires_at > this.#clock.now().toISOString()
    );
  }

  listActive(customerId: number): Promise<Session[]> {
    return this.#repo.listActive(customerId, this.#clock.now().toISOString());
  }

  end(customerId: number, jtis: readonly string[] | 'all', reason: SessionEndReason): Promise<number> {
    return this.#repo.revoke(customerId, jtis, reason, this.#clock.now().toISOString());
  }

  /** Ends every session of the customer except `keepJti` (the caller's, after an MFA change). */
  endOthers(customerId: number, keepJti: string, reason: SessionEndReason): Promise<number> {
    return this.#repo.revoke(customerId, 'all', reason, this.#clock.now().toISOString(), keepJti);
  }
}
