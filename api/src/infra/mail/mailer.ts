// Outgoing mail: SMTP (nodemailer) when SMTP_URL is set, otherwise the dev mailbox table.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { NOTICE_RETRY_DELAYS_MS } from '../../config/env.ts';
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

/** Sends the mails the customer does not wait for: notices (password changed, lockout, login, withdrawal…). */
export interface NoticeSender {
  /**
   * Sends a notice. The first try is made at once and awaited; when the mail server does not take
   * it (down, busy, a 4xx answer: anything but a 5xx refusal), it is kept in the notice queue
   * (notice-queue.ts) and sent again by whichever replica drains it next — or, when the queue
   * cannot keep it (the database away too), tried again in this process's memory after
   * NOTICE_RETRY_DELAYS_MS. Never rejects: a notice that cannot be sent is logged with `what`.
   */
  notify(message: MailMessage, what: string): Promise<void>;
}

/** A refusal the mail server means for good (SMTP 5xx, e.g. no such mailbox): trying again is pointless. */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface TrackedMailerOptions {
  logError?: (error: unknown, context: string) => void;
  /** Defaults to NOTICE_RETRY_DELAYS_MS. */
  noticeRetryDelaysMs?: readonly number[];
  /** Where failed notices wait for their next try (without one: in memory only). */
  queue?: { readonly retries: boolean; enqueue(message: MailMessage, what: string, error: unknown): Promise<void> };
}

/**
 * Every send in flight, kept: some mail leaves after the answer did (the password-changed notice,
 * the reset code, a notice tried again), and a shutdown must wait for it before the database and the
 * SMTP transport close, so nothing is left half-written on SIGTERM. Once the shutdown waits
 * (settled()), a notice waiting for its next try makes it at once, and no try waits any more.
 */
export class TrackedMailer implements Mailer, NoticeSender {
  readonly #inner: Mailer;
  readonly #pending = new Set<Promise<void>>();
  readonly #logError: (error: unknown, context: string) => void;
  readonly #retryDelays: readonly number[];
  readonly #queue: TrackedMailerOptions['queue'];
  /** Wakes the notices waiting for their next try. */
  readonly #waiting = new Set<() => void>();
  #closing = false;

  constructor(inner: Mailer, options: TrackedMailerOptions = {}) {
    this.#inner = inner;
    this.#logError = options.logError ?? (() => undefined);
    this.#retryDelays = options.noticeRetryDelaysMs ?? NOTICE_RETRY_DELAYS_MS;
    this.#queue = options.queue;
  }

  get kind(): Mailer['kind'] {
    return this.#inner.kind;
  }

  /** Sends in flight. */
  get pending(): number {
    return this.#pending.size;
  }

  send(message: MailMessage): Promise<void> {
    return this.#track(this.#inner.send(message));
  }

  async notify(message: MailMessage, what: string): Promise<void> {
    try {
      await this.send(message);
    } catch (error) {
      if (isPermanentMailFailure(error) || this.#retryDelays.length === 0 || this.#queue?.retries === false) {
        this.#logError(error, `sending ${what} failed`);
        return;
      }
      if (this.#queue) {
        try {
          await this.#track(this.#queue.enqueue(message, what, error));
          this.#logError(error, `sending ${what} failed; it is queued and tried again`);
          return;
        } catch (queueError) {
          this.#logError(queueError, `queueing ${what} failed`);
        }
      }
      this.#logError(error, `sending ${what} failed; it is tried again in the background`);
      void this.#track(this.#tryAgain(message, what));
    }
  }

  async #tryAgain(message: MailMessage, what: string): Promise<void> {
    let lastError: unknown;
    for (const delayMs of this.#retryDelays) {
      if (!this.#closing) await this.#wait(delayMs);
      try {
        await this.#inner.send(message);
        return;
      } catch (error) {
        lastError = error;
        if (isPermanentMailFailure(error) || this.#closing) break;
      }
    }
    this.#logError(lastError, `sending ${what} failed for good`);
  }

  #wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.#waiting.add(wake);
    });
  }

  #track(sending: Promise<void>): Promise<void> {
    this.#pending.add(sending);
    const done = () => this.#pending.delete(sending);
    sending.then(done, done);
    return sending;
  }

  verify(): Promise<void> {
    return this.#inner.verify();
  }

  /**
   * At shutdown: resolves when every send in flight has finished (sent or failed), or after
   * `timeoutMs`; true when none is left. Notices waiting for their next try make it now.
   */
  async settled(timeoutMs: number): Promise<boolean> {
    this.#closing = true;
    for (const wake of [...this.#waiting]) wake();
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
