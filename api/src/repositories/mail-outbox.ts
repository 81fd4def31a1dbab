// mail_outbox: mail kept in the database when no SMTP server is configured (the dev mailbox).
import type { Executor } from './executor.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export class MailOutboxRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(message: OutboxMessage): Promise<void> {
    await this.#db
      .insertInto('mail_outbox')
      .values({ to_address: message.to, subject: message.subject, body_text: message.text, sent_at: message.sentAt })
      .execute();
  }

  /** Newest first, at most `limit`, optionally to one address. */
  async list(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
    const rows = await this.#db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body_text', 'sent_at'])
      .$if(to !== undefined, (q) => q.where('to_address', '=', to as string))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.body_text, sentAt: row.sent_at }));
  }
}
