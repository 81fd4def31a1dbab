// verification_codes: e-mailed codes, stored only as an HMAC. Every state change is one conditional
// UPDATE whose affected row decides (the service builds on that: single use, capped tries).
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Database, VerificationCode, VerificationCodesTable, VerificationPurpose } from '../db/schema.ts';
import type { Executor } from './executor.ts';

/** Which session: its id and purpose, and optionally the customer and login session it must belong to. */
export interface CodeTarget {
  id: string;
  purpose: VerificationPurpose;
  customerId?: number;
  authSessionId?: string;
}

/** The WHERE condition of a target. */
const matches = (target: CodeTarget) => (eb: ExpressionBuilder<Database, 'verification_codes'>) =>
  eb.and([
    eb('id', '=', target.id),
    eb('purpose', '=', target.purpose),
    ...(target.customerId !== undefined ? [eb('customer_id', '=', target.customerId)] : []),
    ...(target.authSessionId !== undefined ? [eb('auth_session_id', '=', target.authSessionId)] : []),
  ]);

export class VerificationCodesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<VerificationCodesTable>): Promise<void> {
    await this.#db.insertInto('verification_codes').values(row).execute();
  }

  find(target: CodeTarget): Promise<VerificationCode | undefined> {
    return this.#db.selectFrom('verification_codes').selectAll().where(matches(target)).executeTakeFirst();
  }

  /** A new code for an open session sent no later than `sentBefore`, under `maxSends`; the row after, or undefined. */
  replaceCode(target: CodeTarget, input: { codeHash: string; now: string; expiresAt: string; sentBefore: string; maxSends: number }) {
    return (
      this.#db
        .updateTable('verification_codes')
        .set((eb) => ({ code_hash: input.codeHash, sent_at: input.now, expires_at: input.expiresAt, tries: 0, send_count: eb('send_count', '+', 1) }))
        .where(matches(target))
        .where('used_at', 'is', null)
        // An expired session stays expired: a resend cannot revive it (a new login or request starts a new one).
        .where('expires_at', '>', input.now)
        .where('sent_at', '<=', input.sentBefore)
        .where('send_count', '<', input.maxSends)
        .returningAll()
        .executeTakeFirst()
    );
  }

  /** Claims one check of an open, unexpired session under `maxTries`; the row after, or undefined. */
  claimTry(target: CodeTarget, now: string, maxTries: number) {
    return (
      this.#db
        .updateTable('verification_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where(matches(target))
        .where('used_at', 'is', null)
        .where('tries', '<', maxTries)
        .where('expires_at', '>', now)
        // A code never mailed (a passkey holder's login before the customer asks for it) cannot be guessed at.
        .where('send_count', '>', 0)
        .returningAll()
        .executeTakeFirst()
    );
  }

  /** Uses the code up; false when another request used it first. */
  async markUsed(id: string, now: string): Promise<boolean> {
    const used = await this.#db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n;
  }

  /** Uses an open, unexpired session up without its code (its login was proven otherwise: a passkey); false when it was not open. */
  async close(target: CodeTarget, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where(matches(target))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Finishes a verified, open, unexpired session; the row, or undefined. */
  complete(target: CodeTarget, now: string) {
    return this.#db
      .updateTable('verification_codes')
      .set({ completed_at: now })
      .where(matches(target))
      .where('used_at', 'is not', null)
      .where('completed_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  /** Ends the customer's unfinished sessions of a purpose except `exceptId`. */
  async supersede(customerId: number, purpose: VerificationPurpose, exceptId: string, now: string): Promise<void> {
    await this.#db
      .updateTable('verification_codes')
      .set({ used_at: now, completed_at: now })
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .where('id', '!=', exceptId)
      .where('completed_at', 'is', null)
      .execute();
  }

  /** Ends a session whose first code never reached the customer (nothing can be verified with it). */
  async endUndelivered(id: string, now: string): Promise<void> {
    await this.#db
      .updateTable('verification_codes')
      .set({ used_at: now, completed_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .execute();
  }

  /** A resent code that never reached the customer: the send does not count and the next resend may go at once. */
  async undoResend(id: string): Promise<void> {
    await this.#db
      .updateTable('verification_codes')
      .set((eb) => ({ sent_at: NEVER_SENT, send_count: eb('send_count', '-', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .execute();
  }
}

/** A sent_at earlier than every resend boundary. */
const NEVER_SENT = '1970-01-01T00:00:00.000Z';
