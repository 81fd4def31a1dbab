// document_upload_usage: each customer's uploads and bytes per Japanese calendar day. An upload
// reserves its largest possible size as it starts (one conditional upsert: concurrent uploads cannot
// together pass the quota) and settles to the bytes it actually sent when it ends.
import { sql } from 'kysely';
import type { Executor } from './executor.ts';

export class DocumentUploadUsageRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Counts one upload and reserves `reserve` bytes if both stay within the quota; false when over it. */
  async reserve(customerId: number, day: string, reserve: number, quota: { uploads: number; bytes: number }): Promise<boolean> {
    if (quota.uploads < 1 || reserve > quota.bytes) return false;
    const row = await this.#db
      .insertInto('document_upload_usage')
      .values({ customer_id: customerId, day, uploads: 1, bytes: reserve })
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'day'])
          .doUpdateSet({
            uploads: sql<number>`document_upload_usage.uploads + 1`,
            bytes: sql<number>`document_upload_usage.bytes + ${reserve}`,
          })
          .where(sql<boolean>`document_upload_usage.uploads < ${quota.uploads} and document_upload_usage.bytes + ${reserve} <= ${quota.bytes}`),
      )
      .returning('uploads')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Replaces an upload's reservation with what it actually sent. */
  async settle(customerId: number, day: string, reserved: number, used: number): Promise<void> {
    await this.#db
      .updateTable('document_upload_usage')
      .set({ bytes: sql<number>`document_upload_usage.bytes - ${reserved} + ${used}` })
      .where('customer_id', '=', customerId)
      .where('day', '=', day)
      .execute();
  }

  /** Whether another upload fits today (asked before a token is issued). */
  async hasRoom(customerId: number, day: string, reserve: number, quota: { uploads: number; bytes: number }): Promise<boolean> {
    const row = await this.#db
      .selectFrom('document_upload_usage')
      .select(['uploads', 'bytes'])
      .where('customer_id', '=', customerId)
      .where('day', '=', day)
      .executeTakeFirst();
    const uploads = Number(row?.uploads ?? 0);
    const bytes = Number(row?.bytes ?? 0);
    return uploads < quota.uploads && bytes + reserve <= quota.bytes;
  }

  /** Forgets days before `day`. */
  async purge(customerId: number, day: string): Promise<void> {
    await this.#db.deleteFrom('document_upload_usage').where('customer_id', '=', customerId).where('day', '<', day).execute();
  }
}
