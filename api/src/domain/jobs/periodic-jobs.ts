// Periodic jobs that any replica may run (expired quick deposits, purges after a documented
// lifetime): every replica looks for due jobs every JOBS_POLL_MS; a run is claimed in the database
// first (periodic_jobs: the due time moved a lease ahead, only if nobody moved it since it was read —
// the notice queue's pattern), so one replica runs each due job once; a replica that dies during a run
// leaves the job due again when the lease ends. A job must be safe to run again (conditional updates,
// deletes by age) and should bound its work per run (it runs again at its next interval).
//
// Add a job: `jobs.register({ name, everyMs, run })` (modules/periodic-jobs.ts lists them).
import type { Clock } from '../../lib/clock.ts';
import type { PeriodicJobsRepository } from '../../repositories/periodic-jobs.ts';

export interface PeriodicJob {
  /** Unique and stable (the row of periodic_jobs). */
  name: string;
  /** How long after a run the job is due again. */
  everyMs: number;
  /** Does one bounded batch of work; resolves to how many rows it changed (logged with the run). */
  run(now: Date): Promise<number>;
}

/** How long a claimed run belongs to its replica before another may run the job. */
const LEASE_MS = 10 * 60_000;
/** After a failed run the job is tried again this soon (or at its interval, whichever is sooner). */
const RETRY_AFTER_FAILURE_MS = 60_000;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class PeriodicJobs {
  readonly #repo: PeriodicJobsRepository;
  readonly #clock: Clock;
  readonly #logError: (error: unknown, context: string) => void;
  readonly #onOutcome: (job: string, outcome: 'ok' | 'failed') => void;
  readonly #jobs = new Map<string, PeriodicJob>();
  #known = false;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<Record<string, number>> | null = null;

  constructor(deps: {
    repo: PeriodicJobsRepository;
    clock: Clock;
    logError: (error: unknown, context: string) => void;
    /** Counts the runs (the metrics). */
    onOutcome?: (job: string, outcome: 'ok' | 'failed') => void;
  }) {
    this.#repo = deps.repo;
    this.#clock = deps.clock;
    this.#logError = deps.logError;
    this.#onOutcome = deps.onOutcome ?? (() => undefined);
  }

  register(job: PeriodicJob): void {
    if (this.#jobs.has(job.name)) throw new Error(`periodic job ${job.name} is registered twice`);
    if (!(job.everyMs > 0)) throw new Error(`periodic job ${job.name} needs a positive interval`);
    this.#jobs.set(job.name, job);
    this.#known = false;
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  /**
   * Runs every due job this replica can claim, once (one pass at a time in this process); resolves to
   * what each job it ran changed. A failing job is logged and tried again a minute later.
   */
  runDue(): Promise<Record<string, number>> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #pass(): Promise<Record<string, number>> {
    const now = this.#clock.now();
    if (!this.#known) {
      // A new job is due at once the first time any replica sees it.
      for (const name of this.#jobs.keys()) await this.#repo.ensure(name, now.toISOString());
      this.#known = true;
    }
    const ran: Record<string, number> = {};
    for (const due of await this.#repo.due(now.toISOString())) {
      const job = this.#jobs.get(due.name);
      if (!job) continue; // a job of another version of the API
      const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
      if (!(await this.#repo.claim(job.name, due.nextRunAt, leaseUntil, now.toISOString()))) continue;
      try {
        const changed = await job.run(now);
        const finished = this.#clock.now();
        await this.#repo.finish(
          job.name,
          leaseUntil,
          new Date(finished.getTime() + job.everyMs).toISOString(),
          finished.toISOString(),
          `ok: ${changed}`,
        );
        this.#onOutcome(job.name, 'ok');
        ran[job.name] = changed;
      } catch (error) {
        this.#onOutcome(job.name, 'failed');
        this.#logError(error, `periodic job ${job.name} failed`);
        const finished = this.#clock.now();
        const retryAt = new Date(finished.getTime() + Math.min(job.everyMs, RETRY_AFTER_FAILURE_MS)).toISOString();
        // The database may be what failed: then the lease ends the run instead.
        await this.#repo.finish(job.name, leaseUntil, retryAt, finished.toISOString(), `failed: ${errorText(error)}`).catch(() => undefined);
      }
    }
    return ran;
  }

  /** Looks for due jobs every `intervalMs` until stop(); a failed pass (the database away) is logged and tried on the next tick. */
  start(intervalMs: number): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.#logError(error, 'looking for due periodic jobs failed'));
    }, intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a pass in progress (shutdown: before the database closes). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
  }
}
