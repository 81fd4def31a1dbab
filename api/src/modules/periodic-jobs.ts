// The periodic jobs of the API (domain/jobs/periodic-jobs.ts runs them on any replica, one at a time):
//   expire-quick-deposits   every minute: pending quick deposits past their 30 minutes → expired,
//                           their movements cancelled (nothing was credited)
//   purge-usage-windows     hourly: counting windows that ended more than a day ago (the public
//                           account-opening caps add one per application and address)
//   purge-download-files    every 10 minutes: the stored bytes of generated downloads whose repeats
//                           are over (REPLAY_SECONDS after the token's first request)
//   purge-* / archive-audit-log  retention (domain/jobs/retention.ts; README § Data retention):
//                           sessions, codes and tokens, idempotency keys, download and upload tokens,
//                           abandoned uploads, delivered mail, rate-limit buckets, the audit log
import type { Container } from '../container.ts';
import { Retention } from '../domain/jobs/retention.ts';
import { addSeconds } from '../lib/clock.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The retention jobs' work over this app's database, files and metrics. */
export function retentionOf(c: Container): Retention {
  return new Retention({
    db: c.db,
    dialect: c.dialect,
    config: c.config.retention,
    documentDir: c.config.documentDir,
    rateLimitWindowMs: c.rateLimiter.windowMs,
    onRows: (retentionClass, action, rows) => c.metrics.retention.inc({ class: retentionClass, action }, rows),
  });
}

export function registerPeriodicJobs(c: Container): void {
  const { deposit } = c.services;
  c.jobs.register({ name: 'expire-quick-deposits', everyMs: MINUTE, run: (now) => deposit.expireDue(now) });
  c.jobs.register({
    name: 'purge-usage-windows',
    everyMs: HOUR,
    run: (now) => c.repos.usageWindows.purgeEndedBefore(addSeconds(now, -24 * 3600).toISOString()),
  });
  for (const job of retentionOf(c).jobs()) c.jobs.register(job);
  c.jobs.register({ name: 'purge-download-files', everyMs: 10 * MINUTE, run: (now) => c.downloads.purgeStoredFiles(now) });
}
