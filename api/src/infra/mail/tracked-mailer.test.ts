import { TrackedMailer } from './mailer.ts';
import type { MailMessage, Mailer } from './mailer.ts';

function slowMailer(): Mailer & { finish(): void; fail(): void; sent: MailMessage[] } {
  const waiting: { resolve: () => void; reject: (error: Error) => void; message: MailMessage }[] = [];
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve: () => (sent.push(message), resolve()), reject, message });
      }),
    finish: () => waiting.shift()?.resolve(),
    fail: () => waiting.shift()?.reject(new Error('smtp down')),
    verify: async () => undefined,
    close: () => undefined,
  };
}

const message = (n: number): MailMessage => ({ to: `c${n}@example.jp`, subject: 's', text: 't' });

describe('TrackedMailer', () => {
  it('waits for every send in flight, failed ones included', async () => {
    const inner = slowMailer();
    const mailer = new TrackedMailer(inner);
    expect(mailer.kind).toBe('smtp');
    const first = mailer.send(message(1));
    const second = mailer.send(message(2)).catch(() => 'failed');
    expect(mailer.pending).toBe(2);
    let settled: boolean | undefined;
    const waiting = mailer.settled(5_000).then((result) => (settled = result));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    inner.finish();
    await first;
    expect(settled).toBeUndefined();
    inner.fail();
    expect(await second).toBe('failed');
    expect(await waiting).toBe(true);
    expect(mailer.pending).toBe(0);
    expect(inner.sent).toEqual([message(1)]);
  });

  it('gives up after the timeout and says so', async () => {
    const inner = slowMailer();
    const mailer = new TrackedMailer(inner);
    void mailer.send(message(1));
    expect(await mailer.settled(20)).toBe(false);
    expect(mailer.pending).toBe(1);
    inner.finish();
    expect(await mailer.settled(1_000)).toBe(true);
  });

  it('answers at once when nothing is in flight', async () => {
    expect(await new TrackedMailer(slowMailer()).settled(10_000)).toBe(true);
  });
});

/** A mail server that fails the first `failures` sends with `error`, then takes every message. */
function flakyMailer(failures: number, error: Error & { responseCode?: number } = new Error('connect ECONNREFUSED')) {
  const sent: MailMessage[] = [];
  let tries = 0;
  const mailer: Mailer & { sent: MailMessage[]; tries: () => number } = {
    kind: 'smtp',
    sent,
    tries: () => tries,
    send: async (m) => {
      tries++;
      if (tries <= failures) throw error;
      sent.push(m);
    },
    verify: async () => undefined,
    close: () => undefined,
  };
  return mailer;
}

const refused = (code: number) => Object.assign(new Error(`${code} refused`), { responseCode: code });

describe('TrackedMailer notices', () => {
  it('a notice the server did not take is sent again in the background, and the caller is not kept waiting', async () => {
    const inner = flakyMailer(2, refused(421));
    const logged: string[] = [];
    const mailer = new TrackedMailer(inner, { noticeRetryDelaysMs: [5, 5, 5], logError: (_e, context) => logged.push(context) });
    await mailer.notify(message(1), 'the password-changed notice');
    expect(inner.sent).toEqual([]);
    expect(mailer.pending).toBe(1);
    while (mailer.pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inner.sent).toEqual([message(1)]);
    expect(inner.tries()).toBe(3);
    expect(logged).toEqual(['sending the password-changed notice failed; it is tried again in the background']);
  });

  it('a notice the server did not take goes to the queue when there is one; tried in memory when the queue cannot keep it', async () => {
    const queuedNotices: string[] = [];
    let databaseAway = false;
    const queue = {
      retries: true,
      enqueue: async (m: MailMessage, what: string) => {
        if (databaseAway) throw new Error('database unavailable');
        queuedNotices.push(`${what}: ${m.subject}`);
      },
    };
    const logged: string[] = [];
    const inner = flakyMailer(2, refused(421));
    const mailer = new TrackedMailer(inner, { noticeRetryDelaysMs: [5, 5, 5], logError: (_e, context) => logged.push(context), queue });
    await mailer.notify(message(1), 'a login notice');
    expect(queuedNotices).toEqual([`a login notice: ${message(1).subject}`]);
    expect(mailer.pending).toBe(0);

    databaseAway = true;
    await mailer.notify(message(2), 'a login notice');
    while (mailer.pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inner.sent).toEqual([message(2)]);
    expect(logged).toEqual([
      'sending a login notice failed; it is queued and tried again',
      'queueing a login notice failed',
      'sending a login notice failed; it is tried again in the background',
    ]);
  });

  it('a 5xx refusal is not tried again; a server that stays away is given up after the last wait, and said so', async () => {
    const permanent = flakyMailer(9, refused(550));
    const logged: string[] = [];
    const logError = (_e: unknown, context: string) => logged.push(context);
    await new TrackedMailer(permanent, { noticeRetryDelaysMs: [5, 5], logError }).notify(message(1), 'a notice');
    expect(permanent.tries()).toBe(1);
    expect(logged).toEqual(['sending a notice failed']);

    logged.length = 0;
    const away = flakyMailer(9);
    const mailer = new TrackedMailer(away, { noticeRetryDelaysMs: [5, 5], logError });
    await mailer.notify(message(2), 'a notice');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(away.tries()).toBe(3);
    expect(mailer.pending).toBe(0);
    expect(logged).toEqual(['sending a notice failed; it is tried again in the background', 'sending a notice failed for good']);
  });

  it('at shutdown a notice waiting for its next try makes it at once', async () => {
    const inner = flakyMailer(1);
    const mailer = new TrackedMailer(inner, { noticeRetryDelaysMs: [60_000] });
    await mailer.notify(message(1), 'a notice');
    // true: done well within the 5 s, not after the minute the next try was waiting for
    expect(await mailer.settled(5_000)).toBe(true);
    expect(inner.sent).toEqual([message(1)]);
  });
});
