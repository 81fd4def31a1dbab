// webauthn_challenges: one row per ceremony. A challenge is used up by one conditional UPDATE that
// also checks its purpose, expiry and binding, so of any number of parallel uses exactly one wins.
import type { Insertable } from 'kysely';
import type { ChallengePurpose, WebauthnChallenge, WebauthnChallengesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

/** What a challenge must be bound to, besides its id and purpose. */
export interface ChallengeBinding {
  customerId?: number;
  sessionId?: string;
  operation?: string;
}

export class WebauthnChallengesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<WebauthnChallengesTable>): Promise<void> {
    await this.#db.insertInto('webauthn_challenges').values(row).execute();
  }

  /** Uses the challenge up: the row when this call did, undefined when it is unknown, used, expired or bound otherwise. */
  useUp(id: string, purpose: ChallengePurpose, binding: ChallengeBinding, now: string): Promise<WebauthnChallenge | undefined> {
    let query = this.#db
      .updateTable('webauthn_challenges')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now);
    if (binding.customerId !== undefined) query = query.where('customer_id', '=', binding.customerId);
    if (binding.sessionId !== undefined) query = query.where('session_id', '=', binding.sessionId);
    if (binding.operation !== undefined) query = query.where('operation', '=', binding.operation);
    return query.returningAll().executeTakeFirst();
  }

  /** Drops challenges that expired before `before` (they can only be refused). */
  async purge(before: string): Promise<void> {
    await this.#db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute();
  }
}
