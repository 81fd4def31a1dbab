// Notices the mail server did not take wait in the database (notice_queue) for their next try: any
// replica sends them once the server is back, exactly one of them when several drain at once; a
// refusal for good or the last scheduled try drops them; a try cut short (the process gone) leaves
// the notice due again after its lease. On SQLite and on PostgreSQL.
import type { Mailer, MailMessage } from '../src/infra/mail/mailer.ts';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** A mail server that is down (4xx), refusing for good (5xx) or up, as the test says. */
function mailServer() {
  const state = { mode: 'up' as 'up' | 'busy' | 'refusing', sent: [] as MailMessage[], tries: 0 };
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (message) => {
      state.tries++;
      if (state.mode === 'busy') throw Object.assign(new Error('421 try again later'), { responseCode: 421 });
      if (state.mode === 'refusing') throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
      state.sent.push(message);
    },
    verify: async () => undefined,
    close: () => undefined,
  };
  return { state, mailer };
}

const notice: MailMessage = {
  to: 'taro.yamada@example.jp',
  subject: '【マイページ】ログインパスワード変更のお知らせ',
  text: 'ログインパスワードが変更されました。',
};
const queued = (t: TestApp) => t.app.services.repos.noticeQueue.size();

let t: TestApp;
let server: ReturnType<typeof mailServer>;
beforeEach(async () => {
  server = mailServer();
  t = await createTestApp({ mailer: server.mailer, config: { noticeQueue: { delaysMs: [1_000, 2_000], pollMs: 0 } } });
});
afterEach(() => t.close());

describe('notice queue', () => {
  it('keeps a notice the server did not take, and sends it once the server is back, once', async () => {
    server.state.mode = 'busy';
    await t.app.services.mailer.notify(notice, 'the password-changed notice');
    expect(server.state.tries).toBe(1);
    expect(await queued(t)).toBe(1);

    // not due before its first wait is over
    expect(await t.app.services.noticeQueue.drain()).toBe(0);
    expect(server.state.tries).toBe(1);

    // due, the server still away: tried, kept for the next wait
    t.clock.advanceSeconds(1);
    expect(await t.app.services.noticeQueue.drain()).toBe(0);
    expect(server.state.tries).toBe(2);
    expect(await queued(t)).toBe(1);
    // the metrics tell how long it has been waiting (what the queue-age alert watches)
    expect(await t.app.services.metrics.render()).toContain('portal_notice_queue_oldest_seconds 1\n');

    server.state.mode = 'up';
    t.clock.advanceSeconds(2);
    expect(await t.app.services.noticeQueue.drain()).toBe(1);
    expect(server.state.sent).toEqual([notice]);
    expect(await queued(t)).toBe(0);
    t.clock.advanceSeconds(60);
    expect(await t.app.services.noticeQueue.drain()).toBe(0);
    expect(server.state.sent).toHaveLength(1);
    const metrics = await t.app.services.metrics.render();
    expect(metrics).toContain('portal_notice_queue_total{outcome="queued"} 1');
    expect(metrics).toContain('portal_notice_queue_total{outcome="sent"} 1');
    expect(metrics).toContain('portal_notice_queue_oldest_seconds 0\n');
  });

  it('another replica on the same database sends it; two draining at once send it once', async () => {
    server.state.mode = 'busy';
    await t.app.services.mailer.notify(notice, 'the password-changed notice');
    const other = mailServer();
    const sameDatabase = t.config.databaseSchema ? { databaseSchema: t.config.databaseSchema } : { sqliteFile: t.config.sqliteFile };
    const replica = await createTestApp({
      clock: t.clock,
      mailer: other.mailer,
      config: { ...sameDatabase, noticeQueue: { delaysMs: [1_000], pollMs: 0 } },
    });
    try {
      server.state.mode = 'up';
      t.clock.advanceSeconds(1);
      const sent = await Promise.all([t.app.services.noticeQueue.drain(), replica.app.services.noticeQueue.drain()]);
      expect(sent[0] + sent[1]).toBe(1);
      expect([...server.state.sent, ...other.state.sent]).toEqual([notice]);
      expect(await queued(t)).toBe(0);
    } finally {
      await replica.app.close(); // the database is the first app's: it removes it
    }
  });

  it('drops a notice the server refuses for good, and one whose last scheduled try failed', async () => {
    server.state.mode = 'refusing';
    await t.app.services.mailer.notify(notice, 'a lockout notice');
    expect(await queued(t)).toBe(0); // a 5xx at the first try is never queued

    server.state.mode = 'busy';
    await t.app.services.mailer.notify(notice, 'a lockout notice');
    t.clock.advanceSeconds(1);
    await t.app.services.noticeQueue.drain();
    server.state.mode = 'refusing';
    t.clock.advanceSeconds(2);
    await t.app.services.noticeQueue.drain();
    expect(await queued(t)).toBe(0);

    server.state.mode = 'busy';
    await t.app.services.mailer.notify(notice, 'a login notice');
    for (const wait of [1, 2, 4]) {
      t.clock.advanceSeconds(wait);
      await t.app.services.noticeQueue.drain();
    }
    // the first try and one after each of the two waits: three, then dropped
    expect(await queued(t)).toBe(0);
    expect(server.state.tries).toBe(1 + 3 + 3);
    expect(server.state.sent).toEqual([]);
    expect(await t.app.services.metrics.render()).toContain('portal_notice_queue_total{outcome="dropped"} 2');
  });

  it('a try cut short (its process gone after claiming it) leaves the notice due again after the lease', async () => {
    server.state.mode = 'busy';
    await t.app.services.mailer.notify(notice, 'a withdrawal mail');
    t.clock.advanceSeconds(1);
    const [due] = await t.app.services.repos.noticeQueue.due(t.clock.now().toISOString(), 10);
    if (!due) throw new Error('no notice due');
    const leaseUntil = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect(await t.app.services.repos.noticeQueue.claim(due.id, due.nextAttemptAt, leaseUntil)).toBe(true);
    // claimed by the process that died: nobody else takes it meanwhile
    expect(await t.app.services.repos.noticeQueue.claim(due.id, due.nextAttemptAt, leaseUntil)).toBe(false);
    server.state.mode = 'up';
    t.clock.advanceSeconds(30);
    expect(await t.app.services.noticeQueue.drain()).toBe(0);
    t.clock.advanceSeconds(31);
    expect(await t.app.services.noticeQueue.drain()).toBe(1);
    expect(server.state.sent).toEqual([notice]);
  });
});
