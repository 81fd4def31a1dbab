// periodic_jobs: when each periodic job is next due (domain/jobs/periodic-jobs.ts). A run is claimed by
// moving next_run_at ahead (a lease) only if nobody moved it since it was read, so two replicas never
// run one job at once.
import type { Executor } from './executor.ts';

export class PeriodicJobsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Adds the job, due at `dueAt`, unless it is there already. */
  async ensure(name: string, dueAt: string): Promise<void> {
    await this.#db
      .insertInto('periodic_jobs')
      .values({ name, next_run_at: dueAt, last_started_at: null, last_finished_at: null, last_outcome: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /** The jobs due at `now` with the due time each was read with. */
  async due(now: string): Promise<{ name: string; nextRunAt: string }[]> {
    const rows = await this.#db.selectFrom('periodic_jobs').select(['name', 'next_run_at']).where('next_run_at', '<=', now).execute();
    return rows.map((r) => ({ name: r.name, nextRunAt: r.next_run_at }));
  }

  /** Takes one run of a due job: true when this caller has it (its lease lasts until `leaseUntil`). */
  async claim(name: string, seenNextRunAt: string, leaseUntil: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('periodic_jobs')
      .set({ next_run_at: leaseUntil, last_started_at: now })
      .where('name', '=', name)
      .where('next_run_at', '=', seenNextRunAt)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Records the end of a run this caller still holds, and when the job is due next. */
  async finish(name: string, leaseUntil: string, nextRunAt: string, now: string, outcome: string): Promise<void> {
    await this.#db
      .updateTable('periodic_jobs')
      .set({ next_run_at: nextRunAt, last_finished_at: now, last_outcome: outcome.slice(0, 500) })
      .where('name', '=', name)
      .where('next_run_at', '=', leaseUntil)
      .execute();
  }

  find(name: string) {
    return this.#db.selectFrom('periodic_jobs').selectAll().where('name', '=', name).executeTakeFirst();
  }
}
