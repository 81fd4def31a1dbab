// Retention: each class of data goes after its documented lifetime (README § Data retention) and not
// before; what is still needed stays (live sessions, the login history, documents that were
// completed); the audit log is archived to checksummed files before it leaves the database, once,
// even when a run was cut short; two replicas running at once remove each row once. Injected clock;
// SQLite and PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { loadConfig } from '../src/config/env.ts';
import { PeriodicJobs } from '../src/domain/jobs/periodic-jobs.ts';
import { MAX_BATCHES_PER_RUN, archiveFileName, readArchive } from '../src/domain/jobs/retention.ts';
import type { RetentionClass } from '../src/domain/jobs/retention.ts';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '../src/domain/ledger.ts';
import { LOGIN_HISTORY_SIZE } from '../src/domain/sessions.ts';
import { retentionOf } from '../src/modules/periodic-jobs.ts';
import { PortalMetrics } from '../src/ops/metrics.ts';
import { createTestApp, login } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const BATCH = 3;

let t: TestApp;
let documentDir: string;
let archiveDir: string;
let customerA: number;
let customerB: number;

const tmp = (what: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-retention-${what}-`));

beforeAll(async () => {
  documentDir = tmp('documents');
  archiveDir = tmp('archive');
  t = await createTestApp({
    config: {
      documentDir,
      retention: { ...loadConfig({ NODE_ENV: 'test' }).retention, batchRows: BATCH, auditBatchRows: BATCH, auditArchiveDir: archiveDir },
    },
  });
  const customers = await t.app.services.db.selectFrom('customers').select('id').orderBy('id').limit(2).execute();
  customerA = Number(customers[0]!.id);
  customerB = Number(customers[1]!.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(documentDir, { recursive: true, force: true });
  fs.rmSync(archiveDir, { recursive: true, force: true });
});

const db = () => t.app.services.db;
/** An instant `seconds` from the test clock's now (negative: ago). */
const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000).toISOString();
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A day later every job is due again; runs them as a replica would. */
async function runJobsNextDay(): Promise<Record<string, number>> {
  t.clock.advanceSeconds(DAY_S + 1);
  return t.app.services.jobs.runDue();
}

const counted = (retentionClass: RetentionClass, action: 'deleted' | 'archived' = 'deleted') =>
  PortalMetrics.valueOf(t.app.services.metrics.retention, { class: retentionClass, action });

describe('sessions (the login history)', () => {
  it('go RETENTION_SESSION_DAYS after they expired, except live ones and each customer’s latest logins', async () => {
    // Rows are written as they will be when the jobs run (a day from now).
    t.clock.advanceSeconds(DAY_S + 1);
    const session = (jti: string, customerId: number, issuedAgoDays: number, expiresInSeconds: number) => ({
      jti,
      token_hash: randomBytes(32).toString('hex'),
      customer_id: customerId,
      device: 'pc',
      platform: 'web',
      auto_login: 0,
      issued_at: at(-issuedAgoDays * DAY_S),
      expires_at: at(-issuedAgoDays * DAY_S + expiresInSeconds),
      last_seen_at: at(-issuedAgoDays * DAY_S),
      revoked_at: null,
      revoked_reason: null,
      ip: '203.0.113.5',
      user_agent: null,
    });
    const rows = [
      // A's latest 31 logins, the oldest 40 days ago: young (expired under 90 days ago) — they stay.
      ...Array.from({ length: 31 }, (_, i) => session(`recent-${i}`, customerA, i + 10, 2 * HOUR_S)),
      // Older than the history page's 30 and expired 199 days ago: they go.
      ...Array.from({ length: 4 }, (_, i) => session(`old-${i}`, customerA, 200 + i, 2 * HOUR_S)),
      // An automatic login from 80 days ago that is still live.
      session('live', customerA, 80, 90 * DAY_S),
      // B logged in twice, long ago: the history page still lists both.
      session('b-1', customerB, 400, 2 * HOUR_S),
      session('b-2', customerB, 401, 2 * HOUR_S),
    ];
    await db().insertInto('sessions').values(rows).execute();
    // Undo the day the run below adds: ages stay as written.
    t.clock.advanceSeconds(-DAY_S - 1);
    const before = await counted('sessions');
    const ran = await runJobsNextDay();
    expect(ran['purge-sessions']).toBe(4);
    const left = new Set((await db().selectFrom('sessions').select('jti').execute()).map((r) => r.jti));
    for (let i = 0; i < 4; i++) expect(left.has(`old-${i}`)).toBe(false);
    for (let i = 0; i < 31; i++) expect(left.has(`recent-${i}`)).toBe(true);
    expect([...['live', 'b-1', 'b-2']].every((jti) => left.has(jti))).toBe(true);
    expect((await counted('sessions')) - before).toBe(4);

    // B's history page still shows both logins.
    const history = await t.app.services.repos.sessions.recentLogins(customerB, '', LOGIN_HISTORY_SIZE);
    expect(history.map((r) => r.jti)).toEqual(expect.arrayContaining(['b-1', 'b-2']));
  });

  it('a session that just ended is kept (「心当たりがない」 within 30 days); the lifetime cannot be set shorter', async () => {
    const s = await login(t.app, '10000005');
    await t.app.services.db
      .updateTable('sessions')
      .set({ expires_at: at(-1) })
      .where('jti', '=', s.sid)
      .execute();
    await runJobsNextDay();
    expect(await t.app.services.repos.sessions.find(s.sid)).toBeDefined();
    expect(() => loadConfig({ RETENTION_SESSION_DAYS: '29' })).toThrow('RETENTION_SESSION_DAYS must be at least 30');
    expect(() => loadConfig({ AUDIT_LOG_RETENTION_YEARS: '5' })).toThrow('AUDIT_LOG_RETENTION_YEARS must be at least 10');
  });
});

describe('codes, tokens, keys, mail and buckets', () => {
  it('go after their lifetime; younger and live ones stay', async () => {
    const run = 'ct';
    const jti = id('sess');
    const tokenDays = t.config.retention.tokenDays;
    const old = -(tokenDays + 1) * DAY_S;
    const young = -(tokenDays - 1) * DAY_S;
    const live = 5 * 60;
    // Rows are written as they will be when the jobs run (a day from now).
    t.clock.advanceSeconds(DAY_S + 1);
    const ages = { old, young, live } as const;
    type Age = keyof typeof ages;
    const each = <R>(make: (age: Age, expiresAt: string) => R): R[] => (Object.keys(ages) as Age[]).map((age) => make(age, at(ages[age])));
    await db()
      .insertInto('verification_codes')
      .values(
        each((age, expiresAt) => ({
          id: `${run}-vc-${age}`,
          purpose: 'forget_pwd' as const,
          customer_id: customerA,
          auth_session_id: null,
          code_hash: 'x',
          payload: null,
          sent_at: expiresAt,
          expires_at: expiresAt,
          tries: 0,
          send_count: 1,
          used_at: age === 'live' ? null : expiresAt,
          completed_at: null,
          created_at: expiresAt,
        })),
      )
      .execute();
    await db()
      .insertInto('one_time_codes')
      .values(
        each((age, expiresAt) => ({
          code_hash: `${run}-otc-${age}`,
          kind: 'web_token' as const,
          customer_id: customerA,
          session_jti: jti,
          expires_at: expiresAt,
          used_at: null,
          created_at: expiresAt,
        })),
      )
      .execute();
    await db()
      .insertInto('webauthn_challenges')
      .values(
        each((age, expiresAt) => ({
          id: `${run}-wc-${age}`,
          challenge: 'c',
          purpose: 'login' as const,
          customer_id: null,
          session_id: null,
          operation: null,
          expires_at: expiresAt,
          used_at: null,
          created_at: expiresAt,
        })),
      )
      .execute();
    await db()
      .insertInto('step_up_grants')
      .values(
        each((age, expiresAt) => ({
          token_hash: `${run}-su-${age}`,
          customer_id: customerA,
          session_jti: jti,
          operation: 'withdraw',
          method: 'code',
          expires_at: expiresAt,
          used_at: null,
          used_for: null,
          created_at: expiresAt,
        })),
      )
      .execute();
    await db()
      .insertInto('download_tokens')
      .values(
        each((age, expiresAt) => ({
          token_hash: `${run}-dl-${age}`,
          customer_id: customerA,
          file_path: 'x.pdf',
          file_name: 'x.pdf',
          expires_at: expiresAt,
          used_at: null,
          created_at: expiresAt,
          generator: null,
          params: null,
          session_jti: jti,
        })),
      )
      .execute();
    await db()
      .insertInto('upload_tokens')
      .values(
        each((age, expiresAt) => ({
          token_hash: `${run}-ut-${age}`,
          customer_id: customerA,
          session_jti: jti,
          kind: 'personal' as const,
          side: 'front' as const,
          modification_request_id: null,
          expires_at: expiresAt,
          used_at: null,
          created_at: expiresAt,
        })),
      )
      .execute();
    await db()
      .insertInto('mail_outbox')
      .values(each((age, sentAt) => ({ to_address: `${run}-${age}@example.jp`, subject: 's', body_text: 'b', sent_at: sentAt })))
      .execute();
    // Idempotency keys: the lifetime of domain/ledger.ts, past the replay window.
    const keyLifetime = IDEMPOTENCY_KEY_LIFETIME_HOURS * HOUR_S;
    await db()
      .insertInto('idempotency_keys')
      .values(
        [
          ['old', -keyLifetime - HOUR_S],
          ['young', -keyLifetime + HOUR_S],
        ].map(([age, seconds]) => ({
          customer_id: customerA,
          idem_key: `${run}-${String(age)}`,
          operation: 'transfer',
          request_hash: 'h',
          response: '{}',
          created_at: at(Number(seconds)),
          claim_token: null,
        })),
      )
      .execute();
    // The 60-second spacing of code mails: a day.
    await db()
      .insertInto('code_send_throttle')
      .values([
        { customer_id: customerB, purpose: 'mfa_change', last_sent_at: at(-25 * HOUR_S) },
        { customer_id: customerB, purpose: 'profile_change', last_sent_at: at(-HOUR_S) },
      ])
      .execute();
    // Rate-limit buckets: two windows.
    const windowS = t.app.services.rateLimiter.windowMs / 1000;
    await db()
      .insertInto('rate_limit_buckets')
      .values([
        { bucket: `${run} old`, window_start: at(-3 * windowS), hits: 4 },
        { bucket: `${run} current`, window_start: at(-windowS / 2), hits: 2 },
      ])
      .execute();
    t.clock.advanceSeconds(-DAY_S - 1);
    const before = await counted('mail_outbox');

    const ran = await runJobsNextDay();

    const keysOf = async (table: 'verification_codes' | 'webauthn_challenges', column: 'id') =>
      (await db().selectFrom(table).select(column).where(column, 'like', `${run}-%`).execute()).map((r) => r[column]).sort();
    expect(await keysOf('verification_codes', 'id')).toEqual([`${run}-vc-live`, `${run}-vc-young`]);
    expect(await keysOf('webauthn_challenges', 'id')).toEqual([`${run}-wc-live`, `${run}-wc-young`]);
    const hashes = async (table: 'one_time_codes' | 'step_up_grants' | 'download_tokens' | 'upload_tokens', column: 'code_hash' | 'token_hash') =>
      (
        await db()
          .selectFrom(table as 'one_time_codes')
          .select(column as 'code_hash')
          .where(column as 'code_hash', 'like', `${run}-%`)
          .execute()
      )
        .map((r) => (r as unknown as Record<string, string>)[column])
        .sort();
    expect(await hashes('one_time_codes', 'code_hash')).toEqual([`${run}-otc-live`, `${run}-otc-young`]);
    expect(await hashes('step_up_grants', 'token_hash')).toEqual([`${run}-su-live`, `${run}-su-young`]);
    expect(await hashes('download_tokens', 'token_hash')).toEqual([`${run}-dl-live`, `${run}-dl-young`]);
    expect(await hashes('upload_tokens', 'token_hash')).toEqual([`${run}-ut-live`, `${run}-ut-young`]);
    const mail = await db().selectFrom('mail_outbox').select('to_address').where('to_address', 'like', `${run}-%`).execute();
    expect(mail.map((m) => m.to_address).sort()).toEqual([`${run}-live@example.jp`, `${run}-young@example.jp`]);
    const keys = await db().selectFrom('idempotency_keys').select('idem_key').where('idem_key', 'like', `${run}-%`).execute();
    expect(keys.map((k) => k.idem_key)).toEqual([`${run}-young`]);
    const throttle = await db().selectFrom('code_send_throttle').select('purpose').where('customer_id', '=', customerB).execute();
    expect(throttle.map((r) => r.purpose)).toEqual(['profile_change']);
    const buckets = await db().selectFrom('rate_limit_buckets').select('bucket').where('bucket', 'like', `${run} %`).execute();
    expect(buckets.map((b) => b.bucket)).toEqual([`${run} current`]);

    expect(ran).toMatchObject({ 'purge-codes': expect.any(Number), 'purge-step-up': 2, 'purge-download-tokens': 1, 'purge-mail-outbox': 1 });
    expect((await counted('mail_outbox')) - before).toBe(1);
    expect(await t.app.services.metrics.render()).toMatch(/^portal_retention_rows_total\{class="mail_outbox",action="deleted"\} \d+$/m);
  });

  it('a backlog goes in batches of RETENTION_BATCH_ROWS, all of it within a run’s bound', async () => {
    t.clock.advanceSeconds(DAY_S + 1);
    const rows = BATCH * 4 + 1;
    await db()
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: rows }, (_, i) => ({ to_address: `backlog-${i}@example.jp`, subject: 's', body_text: 'b', sent_at: at(-30 * DAY_S) })),
      )
      .execute();
    t.clock.advanceSeconds(-DAY_S - 1);
    expect(rows).toBeLessThan(BATCH * MAX_BATCHES_PER_RUN);
    const ran = await runJobsNextDay();
    // (with what came of age since the earlier runs)
    expect(ran['purge-mail-outbox']).toBeGreaterThanOrEqual(rows);
    expect(await db().selectFrom('mail_outbox').select('id').where('to_address', 'like', 'backlog-%').execute()).toEqual([]);
  });
});

describe('abandoned uploads', () => {
  it('removes files of uploads that never completed; documents that were completed keep theirs', async () => {
    const storageKey = () => `${randomBytes(24).toString('hex')}.bin`;
    const file = (name: string, ageSeconds: number) => {
      const full = path.join(documentDir, name);
      fs.writeFileSync(full, randomBytes(64));
      // The job runs a day from now; mtimes on the injected clock.
      const mtime = new Date(t.clock.now().getTime() + (DAY_S + 1 - ageSeconds) * 1000);
      fs.utimesSync(full, mtime, mtime);
      return name;
    };
    const completed = storageKey();
    const orphanDays = t.config.retention.orphanDocumentDays;
    const names = {
      abandonedPart: file(`${storageKey()}.part`, 25 * HOUR_S),
      arrivingPart: file(`${storageKey()}.part`, 60),
      abandonedTmp: file(`${storageKey()}.${randomBytes(6).toString('hex')}.tmp`, 2 * DAY_S),
      oldOrphan: file(storageKey(), (orphanDays + 1) * DAY_S),
      youngOrphan: file(storageKey(), (orphanDays - 1) * DAY_S),
      completed: file(completed, 400 * DAY_S),
      notOurs: file('README.txt', 400 * DAY_S),
    };
    await db()
      .insertInto('customer_documents')
      .values({
        customer_id: customerA,
        kind: 'personal',
        side: 'front',
        file_name: 'license.jpg',
        content_type: 'image/jpeg',
        size: 64,
        sha256: 'x',
        storage_key: completed,
        created_at: at(-400 * DAY_S),
        key_id: null,
        modification_request_id: null,
      })
      .execute();
    // The quota's days: today's row stays.
    await db()
      .insertInto('document_upload_usage')
      .values([
        { customer_id: customerB, day: '2020-01-01', uploads: 3, bytes: 100 },
        {
          customer_id: customerB,
          day: new Date(t.clock.now().getTime() + (DAY_S + 1 + 9 * HOUR_S) * 1000).toISOString().slice(0, 10),
          uploads: 1,
          bytes: 10,
        },
      ])
      .execute();
    const before = await counted('upload_files');

    const ran = await runJobsNextDay();

    const left = new Set(fs.readdirSync(documentDir));
    expect(left.has(names.abandonedPart)).toBe(false);
    expect(left.has(names.abandonedTmp)).toBe(false);
    expect(left.has(names.oldOrphan)).toBe(false);
    expect(left.has(names.arrivingPart)).toBe(true);
    expect(left.has(names.youngOrphan)).toBe(true);
    expect(left.has(names.completed)).toBe(true);
    expect(left.has(names.notOurs)).toBe(true);
    expect((await counted('upload_files')) - before).toBe(3);
    expect(ran['purge-abandoned-uploads']).toBeGreaterThanOrEqual(4);
    const days = await db().selectFrom('document_upload_usage').select('day').where('customer_id', '=', customerB).execute();
    expect(days.map((d) => d.day)).not.toContain('2020-01-01');
    expect(days).toHaveLength(1);
  });
});

describe('two replicas', () => {
  it('running the retention jobs at once remove each row once', async () => {
    t.clock.advanceSeconds(DAY_S + 1);
    const rows = 20;
    await db()
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: rows }, (_, i) => ({ to_address: `twice-${i}@example.jp`, subject: 's', body_text: 'b', sent_at: at(-30 * DAY_S) })),
      )
      .execute();
    await db()
      .insertInto('rate_limit_buckets')
      .values(Array.from({ length: rows }, (_, i) => ({ bucket: `twice ${i}`, window_start: at(-DAY_S), hits: 1 })))
      .execute();
    const removed: Record<string, number> = {};
    const replicas = ['a', 'b'].map(() => {
      const jobs = new PeriodicJobs({ repo: t.app.services.repos.periodicJobs, clock: t.clock, logError: () => undefined });
      const retention = retentionOf(t.app.services);
      for (const job of retention.jobs()) {
        jobs.register({
          ...job,
          run: async (now) => {
            const n = await job.run(now);
            removed[job.name] = (removed[job.name] ?? 0) + n;
            return n;
          },
        });
      }
      return jobs;
    });
    const runs = await Promise.all(replicas.map((r) => r.runDue()));
    // Each due job ran on one replica only.
    const ranOn = runs.flatMap((r) => Object.keys(r));
    expect(new Set(ranOn).size).toBe(ranOn.length);
    expect(removed['purge-mail-outbox']).toBe(rows);
    expect(removed['purge-rate-limit-buckets']).toBeGreaterThanOrEqual(rows);
    expect(await db().selectFrom('mail_outbox').select('id').where('to_address', 'like', 'twice-%').execute()).toEqual([]);

    // Even without the claim (a lease that ran out), two deletes at once count each row once.
    t.clock.advanceSeconds(DAY_S);
    await db()
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: rows }, (_, i) => ({ to_address: `race-${i}@example.jp`, subject: 's', body_text: 'b', sent_at: at(-30 * DAY_S) })),
      )
      .execute();
    const [a, b] = [retentionOf(t.app.services), retentionOf(t.app.services)];
    const counts = await Promise.all([a!.purge('mail_outbox', t.clock.now()), b!.purge('mail_outbox', t.clock.now())]);
    expect(counts[0]! + counts[1]!).toBe(rows);
  });
});

describe('the audit log', () => {
  let audit: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = tmp('audit');
    audit = await createTestApp({
      config: {
        documentDir: path.join(dir, 'documents'),
        retention: {
          ...loadConfig({ NODE_ENV: 'test' }).retention,
          batchRows: BATCH,
          auditBatchRows: BATCH,
          auditArchiveDir: path.join(dir, 'archive'),
        },
      },
    });
    dir = path.join(dir, 'archive');
  });
  afterAll(async () => {
    await audit.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  const entries = () => audit.app.services.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  const archived = async () => {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl.gz')) : [];
    return (await Promise.all(files.sort().map((f) => readArchive(path.join(dir, f))))).flat();
  };
  const asArchived = (r: Awaited<ReturnType<typeof entries>>[number]) => ({
    id: Number(r.id),
    created_at: r.created_at,
    event: r.event,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    actor: r.actor,
    session_jti: r.session_jti,
    ip: r.ip,
    user_agent: r.user_agent,
    detail: r.detail,
  });

  it('is kept ten years, then archived to checksummed files and deleted: the files hold exactly the rows that left', async () => {
    // Entries of today (logins write them), then ten years and a day pass, then more.
    for (const customerNo of ['10000005', '10000001', '10000005', '10000001']) await login(audit.app, customerNo);
    const old = await entries();
    expect(old.length).toBeGreaterThan(BATCH);
    audit.clock.advanceSeconds(9 * 365 * DAY_S);
    for (const customerNo of ['10000005', '10000001', '10000005', '10000001']) await login(audit.app, customerNo);
    const nineYears = (await entries()).filter((e) => !old.some((o) => o.id === e.id));
    // Nothing is ten years old yet.
    await audit.app.services.jobs.runDue();
    expect(await entries()).toHaveLength(old.length + nineYears.length);
    expect(await archived()).toEqual([]);

    // Ten calendar years (three leap days among them) and a few days after the first entries.
    audit.clock.advanceSeconds(366 * DAY_S + 5 * DAY_S);
    const before = await PortalMetrics.valueOf(audit.app.services.metrics.retention, { class: 'audit_log', action: 'archived' });
    const ran = await audit.app.services.jobs.runDue();
    expect(ran['archive-audit-log']).toBe(old.length);

    const left = await entries();
    expect(left.map((e) => e.id)).toEqual(expect.arrayContaining(nineYears.map((e) => e.id)));
    expect(left.some((e) => old.some((o) => o.id === e.id))).toBe(false);
    expect(await archived()).toEqual(old.map(asArchived));
    expect((await PortalMetrics.valueOf(audit.app.services.metrics.retention, { class: 'audit_log', action: 'archived' })) - before).toBe(old.length);
    // One file per batch, named by its id range, each with a checksum sha256sum -c reads.
    const files = fs.readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.jsonl.gz'))).toHaveLength(Math.ceil(old.length / BATCH));
    const firstFile = archiveFileName(Number(old[0]!.id), Number(old[BATCH - 1]!.id));
    expect(files).toContain(firstFile);
    expect(fs.readFileSync(path.join(dir, `${firstFile}.sha256`), 'utf8')).toMatch(
      new RegExp(`^[0-9a-f]{64}  ${firstFile.replace(/\./g, '\\.')}\\n$`),
    );

    // A run again changes nothing.
    const snapshot = files.map((f) => fs.readFileSync(path.join(dir, f)).toString('base64'));
    expect(await audit.app.services.jobs.runDue()).not.toHaveProperty('archive-audit-log');
    audit.clock.advanceSeconds(DAY_S + 1);
    expect((await audit.app.services.jobs.runDue())['archive-audit-log']).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(files);
    expect(files.map((f) => fs.readFileSync(path.join(dir, f)).toString('base64'))).toEqual(snapshot);
  });

  it('a run cut short between the file and the delete is redone into the same file: no entry lost or archived twice', async () => {
    // Nine years later the second day's entries come of age. A run had been cut short after it wrote
    // part of the first batch (a file from the same first id, not yet checksummed), before its delete.
    const pending = await entries();
    expect(pending.length).toBeGreaterThan(BATCH);
    audit.clock.advanceSeconds(9 * 366 * DAY_S);
    const first = pending[0]!;
    const crashed = archiveFileName(Number(first.id), Number(first.id));
    fs.writeFileSync(path.join(dir, crashed), zlib.gzipSync(Buffer.from(`${JSON.stringify(asArchived(first))}\n`)));
    // And one cut short while writing the very file the run will write (a torn file, a stale checksum).
    const same = archiveFileName(Number(first.id), Number(pending[BATCH - 1]!.id));
    fs.writeFileSync(path.join(dir, same), 'torn');
    fs.writeFileSync(path.join(dir, `${same}.sha256`), `${'0'.repeat(64)}  ${same}\n`);

    const ran = await audit.app.services.jobs.runDue();

    expect(ran['archive-audit-log']).toBe(pending.length);
    expect(fs.existsSync(path.join(dir, crashed))).toBe(false);
    expect(await readArchive(path.join(dir, same))).toEqual(pending.slice(0, BATCH).map(asArchived));
    expect(await entries()).toEqual([]);
    // Every file checks against its checksum; every entry is in exactly one.
    const all = await archived();
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter((e) => pending.some((p) => Number(p.id) === e.id))).toEqual(pending.map(asArchived));
  });
});
