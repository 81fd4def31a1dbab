// Outgoing mail: SMTP (nodemailer) when SMTP_URL is set, otherwise the dev mailbox table.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../../lib/clock.ts';
import type { MailOutboxRepository } from '../../repositories/mail-outbox.ts';

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
  readonly #outbox: MailOutboxRepository;
  readonly #clock: Clock;

  constructor(deps: { mailOutbox: MailOutboxRepository; clock: Clock }) {
    this.#outbox = deps.mailOutbox;
    this.#clock = deps.clock;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#outbox.insert({ ...message, sentAt: this.#clock.now().toISOString() });
  }

  close(): void {}
}
