import type { TangramFunctionsResult } from '@portal/shared-kernel/contract';
import type { Services } from '../../services.ts';
import { SystemRepository } from './repository.ts';

const GROUPS = ['deposit', 'withdrawal', 'transfer', 'note', 'secondVerify'] as const;

export class SystemService {
  readonly #repo: SystemRepository;

  constructor(services: Services) {
    this.#repo = new SystemRepository(services.db);
  }

  /** Feature switches per group (spec §3 "tangram functions"), from the database. */
  async tangramFunctions(): Promise<TangramFunctionsResult> {
    const result: TangramFunctionsResult = { deposit: [], withdrawal: [], transfer: [], note: [], secondVerify: [] };
    for (const row of await this.#repo.featureSwitches()) {
      if ((GROUPS as readonly string[]).includes(row.group_name)) result[row.group_name].push({ code: row.code, enabled: row.enabled === 1 });
    }
    return result;
  }
}
