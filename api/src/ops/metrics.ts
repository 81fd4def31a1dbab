// Metrics in the Prometheus text format (prom-client), served at GET /metrics. Each replica counts
// its own; Prometheus scrapes every replica and sums. Three parts:
//   - Node's defaults (event-loop lag, heap, GC, handles, CPU, memory, file descriptors): one set per
//     process — the collectors observe the process, and test files build many apps in one;
//   - the database pool (PostgreSQL): connections in use and idle, requests waiting, the wait for a
//     connection; and how old the oldest notice waiting for the mail server is;
//   - the portal's own counters and the request histogram, one registry per app.
// deploy/prometheus/alerts.yml alerts on these names: rename one there too.
import client from 'prom-client';
import type { PoolStats } from '../db/database.ts';

type Labels<T extends string> = Partial<Record<T, string | number>>;

let processRegistry: client.Registry | null = null;

/** Node's default metrics, collected once per process. */
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Error classes counted as they are; any other is counted as `other` (a label per class name a browser invents would grow without end). */
const KNOWN_ERROR_CLASSES = new Set([
  'Error',
  'TypeError',
  'ReferenceError',
  'SyntaxError',
  'RangeError',
  'ChunkLoadError',
  'ScriptExternalLoadError',
]);
/** Distinct remote names counted before the rest are counted as `other` (the names come from browsers). */
const MAX_REMOTE_LABELS = 20;

/** The portal API's metrics. One instance per app (a test app has its own). */
export class PortalMetrics {
  readonly registry = new client.Registry();
  readonly contentType = client.Registry.PROMETHEUS_CONTENT_TYPE;

  readonly requestDuration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route (the registered pattern) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly logins = this.#counter('portal_logins_total', 'Login attempts by result (success, failure, mfa_challenge, mfa_failure).', ['result']);
  readonly codesSent = this.#counter('portal_verification_codes_sent_total', 'One-time codes e-mailed, by purpose (first sends and resends).', [
    'purpose',
  ]);
  readonly lockouts = this.#counter('portal_lockouts_total', 'Lockouts after too many wrong passwords, by kind (login, withdrawal, trading).', [
    'kind',
  ]);
  readonly databaseUnavailable = this.#counter('portal_database_unavailable_total', 'Requests answered 503 because the database did not answer.');
  readonly mailUnavailable = this.#counter(
    'portal_mail_unavailable_total',
    'Code mails the mail server did not take (answered 503, no code left open).',
  );
  readonly notices = this.#counter(
    'portal_notice_queue_total',
    'Notices the mail server did not take at once, by outcome: queued, sent (from the queue), dropped (refused for good or out of tries).',
    ['outcome'],
  );
  readonly remoteFailures = this.#counter(
    'portal_remote_failures_total',
    "Remotes that failed in a customer's browser (the host's beacon), by remote, phase (load, render) and error class.",
    ['remote', 'phase', 'error_class'],
  );
  readonly jobs = this.#counter('portal_periodic_jobs_total', 'Periodic jobs this replica ran, by job and outcome (ok, failed).', ['job', 'outcome']);
  readonly retention = this.#counter(
    'portal_retention_rows_total',
    'Rows (and files) the retention jobs of this replica removed, by class (README § Data retention) and action: deleted, or archived (the audit log).',
    ['class', 'action'],
  );
  /** The wait for a connection of the PostgreSQL pool (null on SQLite). */
  readonly poolWait: client.Histogram | null = null;
  readonly #remoteLabels = new Set<string>();

  constructor(sources: { pool?: () => PoolStats; oldestNoticeSeconds?: () => Promise<number | null> } = {}) {
    const { pool, oldestNoticeSeconds } = sources;
    if (pool) {
      this.poolWait = new client.Histogram({
        name: 'portal_db_pool_wait_seconds',
        help: 'Time a query waited for a connection of the PostgreSQL pool.',
        buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15],
        registers: [this.registry],
      });
      new client.Gauge({
        name: 'portal_db_pool_connections',
        help: 'Connections of the PostgreSQL pool, by state: in_use (checked out), idle.',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const stats = pool();
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'idle' }, stats.idle);
        },
      });
      new client.Gauge({
        name: 'portal_db_pool_waiting',
        help: 'Queries waiting for a connection of the PostgreSQL pool.',
        registers: [this.registry],
        collect() {
          this.set(pool().waiting);
        },
      });
      new client.Gauge({
        name: 'portal_db_pool_max',
        help: 'Most connections the PostgreSQL pool opens (DATABASE_POOL_MAX).',
        registers: [this.registry],
        collect() {
          this.set(pool().max);
        },
      });
    }
    if (oldestNoticeSeconds) {
      new client.Gauge({
        name: 'portal_notice_queue_oldest_seconds',
        help: 'Age of the oldest notice waiting in the database for the mail server (0: none waiting; NaN: the database did not answer).',
        registers: [this.registry],
        async collect() {
          this.set((await oldestNoticeSeconds().catch(() => Number.NaN)) ?? 0);
        },
      });
    }
  }

  #counter<T extends string>(name: string, help: string, labelNames: readonly T[] = []): client.Counter<T> {
    return new client.Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The exposition text: the process's Node metrics, then this app's. */
  async render(): Promise<string> {
    const [node, portal] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${node}\n${portal}`;
  }

  /** A counter's current value (tests). */
  static async valueOf<T extends string>(counter: client.Counter<T>, labels: Labels<T> = {}): Promise<number> {
    const { values } = await counter.get();
    const wanted = Object.entries(labels);
    return values.find((v) => wanted.every(([k, value]) => String(v.labels[k as T]) === String(value)))?.value ?? 0;
  }

  /** A browser's report of a remote that failed, counted with bounded labels. */
  countRemoteFailure(remote: string, phase: string, errorClass: string): void {
    if (!this.#remoteLabels.has(remote) && this.#remoteLabels.size < MAX_REMOTE_LABELS) this.#remoteLabels.add(remote);
    this.remoteFailures.inc({
      remote: this.#remoteLabels.has(remote) ? remote : 'other',
      phase,
      error_class: KNOWN_ERROR_CLASSES.has(errorClass) ? errorClass : 'other',
    });
  }

  /** Audit events that are also metrics (the audit log is where every login and lockout is recorded). */
  onAuditEvent(event: string): void {
    switch (event) {
      case 'login_succeeded':
        return this.logins.inc({ result: 'success' });
      case 'login_failed':
        return this.logins.inc({ result: 'failure' });
      case 'login_mfa_challenge':
        return this.logins.inc({ result: 'mfa_challenge' });
      case 'login_mfa_failed':
        return this.logins.inc({ result: 'mfa_failure' });
      case 'login_locked':
        return this.lockouts.inc({ kind: 'login' });
      case 'login_device_locked':
        return this.lockouts.inc({ kind: 'login_device' });
      case 'login_mfa_locked':
        return this.lockouts.inc({ kind: 'mfa' });
      case 'password_check_locked':
        return this.lockouts.inc({ kind: 'login_password_check' });
      case 'withdraw_pwd_locked':
        return this.lockouts.inc({ kind: 'withdrawal' });
      case 'trading_pwd_locked':
        return this.lockouts.inc({ kind: 'trading' });
      default:
        return undefined;
    }
  }
}
