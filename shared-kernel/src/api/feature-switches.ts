// The feature switches as the apps use them (spec §4): fetched fresh before every deposit,
// withdrawal, transfer or history call, kept in the session store (the side panel and the pages read
// them) and in the query cache.
import { endpointKey, queryCache } from '../data/query-cache.ts';
import type { FeatureSwitches } from '../contract/entities.ts';
import { endpoints } from '../contract/endpoints/index.ts';
import { createFeatureGuard } from '../features/feature-switches.ts';
import { featureSwitchesAtom, portalStore } from '../session/atoms.ts';
import type { CallOptions } from './client.ts';
import { systemApi } from './endpoints.ts';

/** Under system/tangramFunctions, apart from its plain query: the switches parsed, not the raw list. */
export const FEATURE_SWITCHES_KEY = [...endpointKey(endpoints.system.tangramFunctions), 'featureSwitches'] as const;

/** Fetches the switches now and stores them (failures show no toast; the caller decides). */
export async function refreshFeatureSwitches(options: CallOptions = {}): Promise<FeatureSwitches> {
  const switches = await systemApi.featureSwitches({}, { notify: false, ...options });
  portalStore.set(featureSwitchesAtom, switches);
  queryCache.setData(FEATURE_SWITCHES_KEY, switches);
  return switches;
}

/**
 * Runs a money call after refreshing the switches; rejects with FeatureDisabledError (message
 * 「disableDepositAndWithdrawal」, spec §8) when the account's platform key is off:
 * `await withFeature('withdrawal', account, () => withdrawApi.submit(...))`.
 */
export const withFeature = createFeatureGuard(() => refreshFeatureSwitches());
