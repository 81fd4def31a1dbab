// known_devices: the browsers (device cookie ids, hashed) each customer completed a login from.
import type { Executor } from './executor.ts';

export class KnownDevicesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async isKnown(customerId: number, deviceHash: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('known_devices')
      .select('customer_id')
      .where('customer_id', '=', customerId)
      .where('device_hash', '=', deviceHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a completed login from the device (inserted the first time). */
  async remember(customerId: number, deviceHash: string, now: string): Promise<void> {
    await this.#db
      .insertInto('known_devices')
      .values({ customer_id: customerId, device_hash: deviceHash, created_at: now, last_login_at: now })
      .onConflict((oc) => oc.columns(['customer_id', 'device_hash']).doUpdateSet({ last_login_at: now }))
      .execute();
  }

  /** Forgets every device of the customer (password reset: a thief's browser must not stay trusted). */
  async forgetAll(customerId: number): Promise<void> {
    await this.#db.deleteFrom('known_devices').where('customer_id', '=', customerId).execute();
  }
}
