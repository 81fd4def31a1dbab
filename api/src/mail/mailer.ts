// Outgoing mail: SMTP (nodemailer) when SMTP_URL is set, otherwise the dev mailbox table.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(url: string, from: string) {
    this.#transport = nodemailer.createTransport(url);
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to: message.to, subject: message.subject, text: message.text });
  }

  close(): void {
    this.#transport.close();
  }
}

export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#db
      .insertInto('mail_outbox')
      .values({ to_address: message.to, subject: message.subject, body_text: message.text, sent_at: this.#clock.now().toISOString() })
      .execute();
  }

  close(): void {}
}
