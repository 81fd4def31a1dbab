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
  /** Resolves when a message could be handed over now (the SMTP server answers); rejects otherwise. */
  verify(): Promise<void>;
  close(): void;
}

// An unreachable mail server must fail a code request within seconds, not nodemailer's 2 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(url: string, from: string) {
    this.#transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to: message.to, subject: message.subject, text: message.text });
  }

  async verify(): Promise<void> {
    await this.#transport.verify();
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

  /** The outbox is the database: a database outage already answers 503 SYS002. */
  async verify(): Promise<void> {}

  close(): void {}
}

/**
 * Every send in flight, kept: some mail leaves after the answer did (the password-changed notice,
 * the reset code), and a shutdown must wait for it before the database and the SMTP transport close
 * (issue 12: nothing half-written on SIGTERM).
 */
export class TrackedMailer implements Mailer {
  readonly #inner: Mailer;
  readonly #pending = new Set<Promise<void>>();

  constructor(inner: Mailer) {
    this.#inner = inner;
  }

  get kind(): Mailer['kind'] {
    return this.#inner.kind;
  }

  /** Sends in flight. */
  get pending(): number {
    return this.#pending.size;
  }

  send(message: MailMessage): Promise<void> {
    const sending = this.#inner.send(message);
    this.#pending.add(sending);
    const done = () => this.#pending.delete(sending);
    sending.then(done, done);
    return sending;
  }

  verify(): Promise<void> {
    return this.#inner.verify();
  }

  /** Resolves when every send in flight has finished (sent or failed), or after `timeoutMs`; true when none is left. */
  async settled(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    while (this.#pending.size > 0) {
      const all = Promise.allSettled([...this.#pending]).then(() => 'settled' as const);
      if ((await Promise.race([all, timedOut.then(() => 'timeout' as const)])) === 'timeout') break;
    }
    clearTimeout(timer);
    return this.#pending.size === 0;
  }

  close(): void {
    this.#inner.close();
  }
}
