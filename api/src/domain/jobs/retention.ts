// Retention: what the portal keeps, for how long, and the periodic jobs that drop (or, for the audit
// log, archive) the rest. README § Data retention lists every class with its lifetime and reason.
//
// Every delete is bounded: one statement removes at most RETENTION_BATCH_ROWS rows, chosen by a
// subquery on the lifetime's index (on PostgreSQL `FOR UPDATE SKIP LOCKED`: two runs never wait on
// each other's rows), and each statement is its own short transaction; a run does at most
// MAX_BATCHES_PER_RUN of them per class and leaves the rest to its next run. A delete is by age
// only, so running it twice, or on two replicas at once, removes each row once.
//
// The audit log is not deleted but archived: the oldest entries past AUDIT_LOG_RETENTION_YEARS, in
// id order and AUDIT_ARCHIVE_BATCH_ROWS at a time, go to `audit-log-<first id>-<last id>.jsonl.gz`
// (fsync'd, with a `.sha256` beside it that `sha256sum -c` checks) and are deleted, all of a file's
// at once, only after the file was written and read back (on PostgreSQL in the transaction that read
// and locked them). A batch always starts at the oldest entry left and stops at the first one still
// too young, so a batch cut short by a crash is redone from the same first id: the new file has the
// same name (or, the cut-off having moved, takes in more entries and replaces the files of that first
// id), and every archived entry ends up in exactly one file.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Selectable, Transaction } from 'kysely';
import type { RetentionConfig } from '../../config/env.ts';
import type { SqlDialectName } from '../../db/dialect.ts';
import type { AuditLogTable, Database } from '../../db/schema.ts';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '../ledger.ts';
import { LOGIN_HISTORY_SIZE } from '../sessions.ts';
import type { Executor } from '../../repositories/executor.ts';
import type { PeriodicJob } from './periodic-jobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Batches one run does per class at most (the rest waits for the next run: a run stays well within its lease). */
export const MAX_BATCHES_PER_RUN = 50;
/** An upload arrives within minutes (its request times out): a `.part` or `.tmp` file this old was abandoned. */
export const ABANDONED_UPLOAD_HOURS = 24;
/** The 60-second spacing between code mails only needs the last send: a day later the row tells nothing. */
export const CODE_THROTTLE_HOURS = 24;

/** What the metrics and README call each class of data. */
export type RetentionClass =
  | 'sessions'
  | 'verification_codes'
  | 'code_send_throttle'
  | 'one_time_codes'
  | 'passkey_challenges'
  | 'step_up_tokens'
  | 'idempotency_keys'
  | 'download_tokens'
  | 'upload_tokens'
  | 'upload_usage'
  | 'upload_files'
  | 'mail_outbox'
  | 'rate_limit_buckets'
  | 'audit_log';

export interface RetentionDeps {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  config: RetentionConfig;
  /** DOCUMENT_DIR: abandoned uploads and files no document names are removed from it. */
  documentDir: string;
  /** The rate limits' window (buckets two windows old are over). */
  rateLimitWindowMs: number;
  /** Counts what went (the metrics). */
  onRows?: (retentionClass: RetentionClass, action: 'deleted' | 'archived', rows: number) => void;
}

/** A table whose rows end at an instant (or day) column: deleted by that column, in batches, by primary key. */
interface AgedTable {
  retentionClass: RetentionClass;
  table: keyof Database;
  keys: readonly string[];
  column: string;
  /** Rows whose column is before this go. */
  before(now: Date): string;
}

const STORAGE_KEY = /^[0-9a-f]{48}\.bin$/;
/** Upload in progress (`.part`) and rotation temporaries (`.<12 hex>.tmp`), as infra/documents.ts names them. */
const INCOMING = /^[0-9a-f]{48}\.bin(\.part|\.[0-9a-f]{12}\.tmp)$/;
const ARCHIVE_PREFIX = 'audit-log-';
const pad = (id: number) => String(id).padStart(12, '0');
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const sha256 = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex');

/** The Japanese calendar day of an instant (the upload quota's day). */
const tokyoDay = (at: Date): string => new Date(at.getTime() + 9 * HOUR).toISOString().slice(0, 10);

/** `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}

/** The name of the archive file of audit entries `first`…`last`. */
export const archiveFileName = (first: number, last: number): string => `${ARCHIVE_PREFIX}${pad(first)}-${pad(last)}.jsonl.gz`;

export type AuditRow = Selectable<AuditLogTable>;

/** One archived entry, its columns in a fixed order (one JSON object a line). */
const archiveLine = (r: AuditRow): string =>
  `${JSON.stringify({
    id: Number(r.id),
    created_at: r.created_at,
    event: r.event,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    actor: r.actor,
    session_jti: r.session_jti,
    ip: r.ip,
    user_agent: r.user_agent,
    detail: r.detail,
  })}\n`;

/** Reads an archive file back (after checking its `.sha256`): the entries it holds. */
export async function readArchive(file: string): Promise<Record<string, unknown>[]> {
  const body = await fs.readFile(file);
  const [digest] = (await fs.readFile(`${file}.sha256`, 'utf8')).split(/\s+/);
  if (sha256(body) !== digest) throw new Error(`${path.basename(file)} does not match its checksum`);
  return zlib
    .gunzipSync(body)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Writes `body` as `dir/name` so that it is either whole or absent: a temporary file, flushed, renamed. */
async function writeDurably(dir: string, name: string, body: Buffer | string): Promise<void> {
  const temporary = path.join(dir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, path.join(dir, name));
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Flushes a directory's entries (the renames and removals in it) to disk. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class Retention {
  readonly #d: RetentionDeps;
  readonly #tables: AgedTable[];

  constructor(deps: RetentionDeps) {
    this.#d = deps;
    const { config } = deps;
    const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
    this.#tables = [
      // Codes live minutes; a week later they serve nobody (the audit log keeps what happened).
      {
        retentionClass: 'verification_codes',
        table: 'verification_codes',
        keys: ['id'],
        column: 'expires_at',
        before: (n) => ago(n, config.tokenDays * DAY),
      },
      {
        retentionClass: 'code_send_throttle',
        table: 'code_send_throttle',
        keys: ['customer_id', 'purpose'],
        column: 'last_sent_at',
        before: (n) => ago(n, CODE_THROTTLE_HOURS * HOUR),
      },
      {
        retentionClass: 'one_time_codes',
        table: 'one_time_codes',
        keys: ['code_hash'],
        column: 'expires_at',
        before: (n) => ago(n, config.tokenDays * DAY),
      },
      {
        retentionClass: 'passkey_challenges',
        table: 'webauthn_challenges',
        keys: ['id'],
        column: 'expires_at',
        before: (n) => ago(n, config.tokenDays * DAY),
      },
      {
        retentionClass: 'step_up_tokens',
        table: 'step_up_grants',
        keys: ['token_hash'],
        column: 'expires_at',
        before: (n) => ago(n, config.tokenDays * DAY),
      },
      // Past the abandonment and replay windows (domain/ledger.ts): a repeat this late is a new request.
      {
        retentionClass: 'idempotency_keys',
        table: 'idempotency_keys',
        keys: ['customer_id', 'idem_key'],
        column: 'created_at',
        before: (n) => ago(n, IDEMPOTENCY_KEY_LIFETIME_HOURS * HOUR),
      },
      {
        retentionClass: 'download_tokens',
        table: 'download_tokens',
        keys: ['token_hash'],
        column: 'expires_at',
        before: (n) => ago(n, config.tokenDays * DAY),
      },
      {
        retentionClass: 'upload_tokens',
        table: 'upload_tokens',
        keys: ['token_hash'],
        column: 'expires_at',
        before: (n) => ago(n, config.tokenDays * DAY),
      },
      {
        retentionClass: 'upload_usage',
        table: 'document_upload_usage',
        keys: ['customer_id', 'day'],
        column: 'day',
        before: (n) => tokyoDay(new Date(n.getTime() - config.tokenDays * DAY)),
      },
      { retentionClass: 'mail_outbox', table: 'mail_outbox', keys: ['id'], column: 'sent_at', before: (n) => ago(n, config.mailDays * DAY) },
      // A bucket two windows old starts from 1 again anyway (http/rate-limit.ts purges the same way as it counts).
      {
        retentionClass: 'rate_limit_buckets',
        table: 'rate_limit_buckets',
        keys: ['bucket'],
        column: 'window_start',
        before: (n) => ago(n, 2 * deps.rateLimitWindowMs),
      },
    ];
  }

  /** The periodic jobs (modules/periodic-jobs.ts registers them). */
  jobs(): PeriodicJob[] {
    const aged = (name: string, everyMs: number, ...classes: RetentionClass[]): PeriodicJob => ({
      name,
      everyMs,
      run: async (now) => {
        let total = 0;
        for (const retentionClass of classes) total += await this.purge(retentionClass, now);
        return total;
      },
    });
    return [
      { name: 'purge-sessions', everyMs: HOUR, run: (now) => this.purgeSessions(now) },
      aged('purge-codes', HOUR, 'verification_codes', 'code_send_throttle', 'one_time_codes'),
      aged('purge-step-up', HOUR, 'passkey_challenges', 'step_up_tokens'),
      aged('purge-idempotency-keys', HOUR, 'idempotency_keys'),
      aged('purge-download-tokens', HOUR, 'download_tokens'),
      {
        name: 'purge-abandoned-uploads',
        everyMs: 6 * HOUR,
        run: async (now) => (await this.purge('upload_tokens', now)) + (await this.purge('upload_usage', now)) + (await this.sweepDocumentFiles(now)),
      },
      aged('purge-mail-outbox', HOUR, 'mail_outbox'),
      aged('purge-rate-limit-buckets', HOUR, 'rate_limit_buckets'),
      // Hourly: up to 50 files of AUDIT_ARCHIVE_BATCH_ROWS a run keeps up with a busy day's entries.
      { name: 'archive-audit-log', everyMs: HOUR, run: (now) => this.archiveAuditLog(now) },
    ];
  }

  #count(retentionClass: RetentionClass, action: 'deleted' | 'archived', rows: number): void {
    if (rows > 0) this.#d.onRows?.(retentionClass, action, rows);
  }

  /** Batches until one comes back short (or the run's bound); counts the rows. */
  async #batches(retentionClass: RetentionClass, batch: (limit: number) => Promise<number>): Promise<number> {
    const limit = retentionClass === 'audit_log' ? this.#d.config.auditBatchRows : this.#d.config.batchRows;
    let total = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const rows = await batch(limit);
      total += rows;
      this.#count(retentionClass, retentionClass === 'audit_log' ? 'archived' : 'deleted', rows);
      if (rows < limit) break;
    }
    return total;
  }

  /** `FOR UPDATE SKIP LOCKED` on PostgreSQL (SQLite has one writer anyway). */
  get #lock(): RawBuilder<unknown> {
    return this.#d.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  }

  async #delete(query: RawBuilder<unknown>): Promise<number> {
    const result = await query.execute(this.#d.db);
    return Number(result.numAffectedRows ?? 0n);
  }

  /** Deletes one class's rows past their lifetime; how many went. */
  purge(retentionClass: RetentionClass, now: Date): Promise<number> {
    const spec = this.#tables.find((t) => t.retentionClass === retentionClass);
    if (!spec) throw new Error(`no table rule for ${retentionClass}`);
    const table = sql.table(spec.table);
    const keys = sql.join(spec.keys.map((k) => sql.ref(k)));
    const before = spec.before(now);
    return this.#batches(retentionClass, (limit) =>
      this.#delete(
        sql`delete from ${table} where (${keys}) in (select ${keys} from ${table} where ${sql.ref(spec.column)} < ${before} limit ${limit} ${this.#lock})`,
      ),
    );
  }

  /**
   * Sessions expired RETENTION_SESSION_DAYS ago (at least the 30 days of 「心当たりがない」), except each
   * customer's latest LOGIN_HISTORY_SIZE logins: the history page lists those whatever their age. A
   * live session is never older than its expiry, so it is never touched.
   */
  purgeSessions(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.#d.config.sessionDays * DAY).toISOString();
    return this.#batches('sessions', (limit) =>
      this.#delete(sql`delete from sessions where jti in (
        select s.jti from sessions s
        where s.expires_at < ${before}
          and s.jti not in (
            select n.jti from sessions n where n.customer_id = s.customer_id order by n.issued_at desc, n.jti limit ${LOGIN_HISTORY_SIZE}
          )
        limit ${limit} ${this.#d.dialect === 'postgres' ? sql`for update of s skip locked` : sql``})`),
    );
  }

  /**
   * Files under DOCUMENT_DIR of uploads that never completed: `.part` and `.tmp` files a day old
   * (the upload or rotation that wrote them died), and sealed files no document names after
   * RETENTION_ORPHAN_DOCUMENT_DAYS (a crash between keeping the file and recording its row; a month,
   * so that an operator who restored an older database can set its newer files aside first). A
   * document's own file is never removed here (its row names it).
   */
  async sweepDocumentFiles(now: Date): Promise<number> {
    const dir = this.#d.documentDir;
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const abandonedBefore = now.getTime() - ABANDONED_UPLOAD_HOURS * HOUR;
    const orphanBefore = now.getTime() - this.#d.config.orphanDocumentDays * DAY;
    const mtime = async (name: string) => (await fs.stat(path.join(dir, name)).catch(() => null))?.mtimeMs ?? Number.POSITIVE_INFINITY;
    let removed = 0;
    const remove = async (name: string) => {
      await fs.rm(path.join(dir, name), { force: true });
      removed++;
    };
    const sealed: string[] = [];
    for (const name of names) {
      if (INCOMING.test(name)) {
        if ((await mtime(name)) < abandonedBefore) await remove(name);
      } else if (STORAGE_KEY.test(name) && (await mtime(name)) < orphanBefore) {
        sealed.push(name);
      }
    }
    for (let i = 0; i < sealed.length; i += 500) {
      const chunk = sealed.slice(i, i + 500);
      const named = new Set(
        (await this.#d.db.selectFrom('customer_documents').select('storage_key').where('storage_key', 'in', chunk).execute()).map(
          (r) => r.storage_key,
        ),
      );
      for (const name of chunk) if (!named.has(name)) await remove(name);
    }
    this.#count('upload_files', 'deleted', removed);
    return removed;
  }

  /** Archives then deletes the audit entries older than AUDIT_LOG_RETENTION_YEARS, oldest first; how many. */
  archiveAuditLog(now: Date): Promise<number> {
    const before = yearsBefore(now, this.#d.config.auditYears).toISOString();
    return this.#batches('audit_log', (limit) => this.#archiveBatch(before, limit));
  }

  /**
   * One archive file. PostgreSQL: all in one transaction whose `FOR UPDATE` holds the batch's rows (ten
   * years old: nobody else touches them) until the delete commits, so a second run (a lease that ran
   * out) waits and then finds them gone. SQLite: one process, one pass of the runner at a time, and a
   * transaction would hold the only connection while the file is written: the rows are read outside,
   * the delete is its own transaction.
   */
  async #archiveBatch(before: string, limit: number): Promise<number> {
    if (this.#d.dialect === 'postgres') return this.#d.db.transaction().execute((trx) => this.#archive(trx, trx, before, limit));
    return this.#archive(this.#d.db, null, before, limit);
  }

  async #archive(reader: Executor, inTransaction: Transaction<Database> | null, before: string, limit: number): Promise<number> {
    const dir = this.#d.config.auditArchiveDir;
    let oldest = reader.selectFrom('audit_log').selectAll().orderBy('id').limit(limit);
    if (inTransaction) oldest = oldest.forUpdate();
    const rows = await oldest.execute();
    // Only the old entries at the head of the id order: a batch's first id is the oldest entry left.
    const young = rows.findIndex((r) => r.created_at >= before);
    const batch = young === -1 ? rows : rows.slice(0, young);
    const first = batch[0];
    const last = batch[batch.length - 1];
    if (!first || !last) return 0;
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const name = archiveFileName(Number(first.id), Number(last.id));
    // (zlib on the thread pool: the event loop keeps answering requests meanwhile)
    const body = await gzip(Buffer.from(batch.map(archiveLine).join(''), 'utf8'));
    const digest = sha256(body);
    await writeDurably(dir, name, body);
    await writeDurably(dir, `${name}.sha256`, `${digest}  ${name}\n`);
    // An earlier attempt from the same first id (cut short before its delete) holds a subset of these.
    const sameStart = `${ARCHIVE_PREFIX}${pad(Number(first.id))}-`;
    for (const other of await fs.readdir(dir)) {
      if (other.startsWith(sameStart) && other !== name && other !== `${name}.sha256`) await fs.rm(path.join(dir, other), { force: true });
    }
    await syncDir(dir);
    // Read back before anything is deleted: the disk holds what the database is about to forget.
    const stored = await fs.readFile(path.join(dir, name));
    const lines = (await gunzip(stored)).toString('utf8').split('\n').length - 1;
    if (sha256(stored) !== digest || lines !== batch.length) throw new Error(`${name} does not hold the ${batch.length} entries written`);
    const ids = batch.map((r) => r.id);
    const remove = async (trx: Transaction<Database>) => {
      for (let i = 0; i < ids.length; i += 500) {
        await trx
          .deleteFrom('audit_log')
          .where('id', 'in', ids.slice(i, i + 500))
          .where('created_at', '<', before)
          .execute();
      }
    };
    // All of the batch or none of it: a half-deleted batch would be archived again from another first id.
    await (inTransaction ? remove(inTransaction) : this.#d.db.transaction().execute(remove));
    return batch.length;
  }
}
