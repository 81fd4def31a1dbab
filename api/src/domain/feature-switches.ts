// The per-platform feature switches ("tangram functions", spec §3) as stored, and parsed with the
// kernel's rules (spec defaults for whatever is missing).
import { parseTangramFunctions } from '@portal/shared-kernel/contract';
import type { FeatureSwitches, TangramFunctionsResult } from '@portal/shared-kernel/contract';
import type { FeatureSwitchesRepository } from '../repositories/feature-switches.ts';

const GROUPS = ['deposit', 'withdrawal', 'transfer', 'note', 'secondVerify'] as const;

export class FeatureSwitchReader {
  readonly #repo: FeatureSwitchesRepository;

  constructor(deps: { featureSwitches: FeatureSwitchesRepository }) {
    this.#repo = deps.featureSwitches;
  }

  /** system-config/tangram_functions: per group, the codes and whether each is on. */
  async tangramFunctions(): Promise<TangramFunctionsResult> {
    const result: TangramFunctionsResult = { deposit: [], withdrawal: [], transfer: [], note: [], secondVerify: [] };
    for (const row of await this.#repo.list()) {
      if ((GROUPS as readonly string[]).includes(row.group_name)) result[row.group_name].push({ code: row.code, enabled: row.enabled === 1 });
    }
    return result;
  }

  async switches(): Promise<FeatureSwitches> {
    return parseTangramFunctions(await this.tangramFunctions());
  }
}
