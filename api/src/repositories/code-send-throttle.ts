// code_send_throttle: when a code of a purpose was last e-mailed to a customer.
import type { VerificationPurpose } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class CodeSendThrottleRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Records a send at `now` unless the last one was after `boundary`; true when this call may send. */
  async claim(customerId: number, purpose: VerificationPurpose, now: string, boundary: string): Promise<boolean> {
    const claimed = await this.#db
      .insertInto('code_send_throttle')
      .values({ customer_id: customerId, purpose, last_sent_at: now })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'purpose']).doUpdateSet({ last_sent_at: now }).where('code_send_throttle.last_sent_at', '<=', boundary),
      )
      .returning('customer_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** Gives back a claim made at `claimedAt` (its mail did not go out); a later claim is kept. */
  async release(customerId: number, purpose: VerificationPurpose, claimedAt: string): Promise<void> {
    await this.#db
      .deleteFrom('code_send_throttle')
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .where('last_sent_at', '=', claimedAt)
      .execute();
  }
}
