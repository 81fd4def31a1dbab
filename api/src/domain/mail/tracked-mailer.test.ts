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
