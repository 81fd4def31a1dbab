// Process metrics in the Prometheus text exposition format (version 0.0.4), served at GET /metrics
// outside the API prefix (the gateway never routes it). Each replica counts its own requests;
// Prometheus scrapes every replica and sums. Small on purpose: counters and one histogram family,
// labels escaped as the format requires, no dependency.

type Labels = Record<string, string>;

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

/** A stable key for a label set (label names are fixed per family, so the order is too); built on every request. */
function keyOf(labels: Labels): string {
  let key = '';
  for (const name in labels) key += `${name}\u0001${labels[name]}\u0002`;
  return key;
}

/** Numbers as Prometheus prints them (`+Inf`, no exponent surprises for small integers). */
const num = (n: number) => (n === Infinity ? '+Inf' : Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12))));

interface Family {
  render(): string[];
}

export class Counter implements Family {
  readonly #values = new Map<string, { labels: Labels; value: number }>();
  readonly name: string;
  readonly help: string;
  constructor(name: string, help: string) {
    this.name = name;
    this.help = help;
  }

  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(labels);
    const entry = this.#values.get(key);
    if (entry) entry.value += by;
    else this.#values.set(key, { labels, value: by });
  }

  get(labels: Labels = {}): number {
    return this.#values.get(keyOf(labels))?.value ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.#values.values()) lines.push(`${this.name}${labelText(labels)} ${num(value)}`);
    return lines;
  }
}

export class Histogram implements Family {
  readonly #series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  readonly name: string;
  readonly help: string;
  readonly buckets: number[];
  constructor(name: string, help: string, buckets: number[]) {
    this.name = name;
    this.help = help;
    this.buckets = buckets;
  }

  observe(labels: Labels, value: number): void {
    const key = keyOf(labels);
    let series = this.#series.get(key);
    if (!series) {
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    for (let i = 0; i < this.buckets.length; i++) if (value <= (this.buckets[i] as number)) (series.counts[i] as number)++;
    series.sum += value;
    series.count++;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      this.buckets.forEach((le, i) => lines.push(`${this.name}_bucket${labelText(labels, ['le', num(le)])} ${counts[i]}`));
      lines.push(`${this.name}_bucket${labelText(labels, ['le', '+Inf'])} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${num(sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

/** The portal API's metrics. One instance per app (a test app has its own). */
export class PortalMetrics {
  readonly requestDuration = new Histogram(
    'portal_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route (the registered pattern) and status code.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  readonly logins = new Counter('portal_logins_total', 'Login attempts by result (success, failure, mfa_challenge, mfa_failure).');
  readonly codesSent = new Counter('portal_verification_codes_sent_total', 'One-time codes e-mailed, by purpose (first sends and resends).');
  readonly lockouts = new Counter('portal_lockouts_total', 'Lockouts after too many wrong passwords, by kind (login, withdrawal, trading).');
  readonly databaseUnavailable = new Counter('portal_database_unavailable_total', 'Requests answered 503 because the database did not answer.');
  readonly mailUnavailable = new Counter(
    'portal_mail_unavailable_total',
    'Code mails the mail server did not take (answered 503, no code left open).',
  );
  readonly notices = new Counter(
    'portal_notice_queue_total',
    'Notices the mail server did not take at once, by outcome: queued, sent (from the queue), dropped (refused for good or out of tries).',
  );
  readonly jobs = new Counter('portal_periodic_jobs_total', 'Periodic jobs this replica ran, by job and outcome (ok, failed).');
  readonly #started = Date.now();

  render(): string {
    const uptime = [
      '# HELP portal_process_uptime_seconds Seconds since this API process started.',
      '# TYPE portal_process_uptime_seconds gauge',
      `portal_process_uptime_seconds ${num(Math.round((Date.now() - this.#started) / 100) / 10)}`,
    ];
    const memory = process.memoryUsage();
    const mem = [
      '# HELP portal_process_resident_memory_bytes Resident set size of this API process.',
      '# TYPE portal_process_resident_memory_bytes gauge',
      `portal_process_resident_memory_bytes ${memory.rss}`,
    ];
    const families: Family[] = [
      this.requestDuration,
      this.logins,
      this.codesSent,
      this.lockouts,
      this.databaseUnavailable,
      this.mailUnavailable,
      this.notices,
      this.jobs,
    ];
    return [...families.flatMap((f) => f.render()), ...uptime, ...mem].join('\n') + '\n';
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
