// app_secrets: secrets generated once and kept (when not given by the environment).
import type { Executor } from './executor.ts';

export class AppSecretsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The secret `name`, created with `generate()` the first time (concurrent starts agree on one value). */
  async getOrCreate(name: string, generate: () => string, now: string): Promise<string> {
    await this.#db
      .insertInto('app_secrets')
      .values({ name, value: generate(), created_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.#db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
