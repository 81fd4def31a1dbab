// sessions: login sessions (only the token's hash is stored), revocable at once.
import type { Insertable } from 'kysely';
import type { Session, SessionsTable } from '../db/schema.ts';
import { prepared } from './executor.ts';
import type { Executor } from './executor.ts';

export class SessionsRepository {
  readonly #db: Executor;
  /** The auth hook's lookup, on every authenticated request. */
  readonly #byTokenHash;

  constructor(db: Executor) {
    this.#db = db;
    this.#byTokenHash = prepared(db, (q, tokenHash: string) => q.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash));
  }

  async insert(row: Insertable<SessionsTable>): Promise<void> {
    await this.#db.insertInto('sessions').values(row).execute();
  }

  find(jti: string): Promise<Session | undefined> {
    return this.#db.selectFrom('sessions').selectAll().where('jti', '=', jti).executeTakeFirst();
  }

  findByTokenHash(tokenHash: string): Promise<Session | undefined> {
    return this.#byTokenHash.first(tokenHash);
  }

  async touch(jti: string, lastSeenAt: string, expiresAt: string | null): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set(expiresAt ? { last_seen_at: lastSeenAt, expires_at: expiresAt } : { last_seen_at: lastSeenAt })
      .where('jti', '=', jti)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Extends a live session; returns false when it was revoked or expired meanwhile. */
  async extend(jti: string, now: string, expiresAt: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, last_seen_at: now })
      .where('jti', '=', jti)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  listActive(customerId: number, now: string): Promise<Session[]> {
    return this.#db
      .selectFrom('sessions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('issued_at', 'desc')
      .orderBy('jti')
      .execute();
  }

  /** Revokes the given live sessions of one customer; returns how many were ended. */
  async revoke(customerId: number, jtis: readonly string[] | 'all', reason: string, now: string, exceptJti?: string): Promise<number> {
    if (jtis !== 'all' && jtis.length === 0) return 0;
    let query = this.#db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null);
    if (jtis !== 'all') query = query.where('jti', 'in', [...jtis]);
    if (exceptJti !== undefined) query = query.where('jti', '!=', exceptJti);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The customer's logins since `since` (every session issued, ended or not), newest first. */
  recentLogins(customerId: number, since: string, limit: number) {
    return this.#db
      .selectFrom('sessions')
      .select(['jti', 'device', 'platform', 'issued_at', 'ip', 'user_agent', 'login_method', 'reported_at'])
      .where('customer_id', '=', customerId)
      .where('issued_at', '>=', since)
      .orderBy('issued_at', 'desc')
      .orderBy('jti')
      .limit(limit)
      .execute();
  }

  /** Marks a login of the customer as reported ("this wasn't me"); false when it is not theirs or was reported already. */
  async markReported(customerId: number, jti: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('sessions')
      .set({ reported_at: now })
      .where('customer_id', '=', customerId)
      .where('jti', '=', jti)
      .where('reported_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
