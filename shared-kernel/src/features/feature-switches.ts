// Per-platform feature switches ("tangram functions", spec §3, §4): which money actions are on.
import { specMessages } from '../contract/messages.ts';
import type { AccountInfo, FeatureGroup, FeatureSwitchKey, FeatureSwitches } from '../contract/entities.ts';
import type { TangramFunctionsResult } from '../contract/entities.ts';

export const FEATURE_GROUPS: readonly FeatureGroup[] = ['deposit', 'withdrawal', 'transfer', 'note'];
export const FEATURE_SWITCH_KEYS: readonly FeatureSwitchKey[] = ['MT4', 'GX_CFD', 'GX_KO'];

type AccountRef = Pick<AccountInfo, 'businessType' | 'tradingPlatform'>;

/** Spec §4: MT4 → 'MT4'; business type ending in -KO → `${platform}_KO`; otherwise `${platform}_CFD`. */
export function featureSwitchKey(account: AccountRef): FeatureSwitchKey {
  if (account.tradingPlatform === 'MT4') return 'MT4';
  return account.businessType.endsWith('-KO') ? `${account.tradingPlatform}_KO` : `${account.tradingPlatform}_CFD`;
}

const allOn = (): Record<FeatureSwitchKey, boolean> => ({ MT4: true, GX_CFD: true, GX_KO: true });

/** Spec §3 defaults: every money switch on; secondVerify alwaysOn false, changeOff true. */
export function defaultFeatureSwitches(): FeatureSwitches {
  return {
    deposit: allOn(),
    withdrawal: allOn(),
    transfer: allOn(),
    note: allOn(),
    secondVerify: { alwaysOn: false, changeOff: true },
  };
}

/** Settings that may override the secondVerify switches (spec §3). */
export interface SecondVerifySettings {
  alwaysOn?: boolean;
  changeOff?: boolean;
}

/**
 * Turns system-config/tangram_functions into FeatureSwitches. Missing groups, missing codes and
 * unknown codes keep the defaults; `settings` wins over the list for secondVerify.
 */
export function parseTangramFunctions(
  result: Partial<TangramFunctionsResult> | null | undefined,
  settings: SecondVerifySettings = {},
): FeatureSwitches {
  const switches = defaultFeatureSwitches();
  for (const group of FEATURE_GROUPS) {
    for (const item of result?.[group] ?? []) {
      if ((FEATURE_SWITCH_KEYS as readonly string[]).includes(item.code)) switches[group][item.code as FeatureSwitchKey] = item.enabled;
    }
  }
  for (const item of result?.secondVerify ?? []) {
    if (item.code === 'alwaysOn' || item.code === 'changeOff') switches.secondVerify[item.code] = item.enabled;
  }
  if (settings.alwaysOn !== undefined) switches.secondVerify.alwaysOn = settings.alwaysOn;
  if (settings.changeOff !== undefined) switches.secondVerify.changeOff = settings.changeOff;
  return switches;
}

export function isFeatureEnabled(switches: FeatureSwitches, group: FeatureGroup, account: AccountRef): boolean {
  return switches[group][featureSwitchKey(account)];
}

/** The rejection of a disabled action; its message is the text `disableDepositAndWithdrawal` (spec §8). */
export class FeatureDisabledError extends Error {
  override readonly name = 'FeatureDisabledError';
  readonly group: FeatureGroup;
  readonly switchKey: FeatureSwitchKey;
  constructor(group: FeatureGroup, switchKey: FeatureSwitchKey) {
    super(specMessages.disableDepositAndWithdrawal);
    this.group = group;
    this.switchKey = switchKey;
  }
}

export function assertFeatureEnabled(switches: FeatureSwitches, group: FeatureGroup, account: AccountRef): void {
  if (!isFeatureEnabled(switches, group, account)) throw new FeatureDisabledError(group, featureSwitchKey(account));
}

/**
 * Spec §4: refresh the switches before each deposit/withdrawal/transfer/note call, reject with
 * `disableDepositAndWithdrawal` when the account's platform key is off, otherwise run the call.
 * `onSwitches` receives the fresh switches (e.g. to update the session store).
 */
export async function withFreshFeatureSwitches<T>(
  fetchSwitches: () => Promise<FeatureSwitches>,
  group: FeatureGroup,
  account: AccountRef,
  call: () => Promise<T>,
  onSwitches?: (switches: FeatureSwitches) => void,
): Promise<T> {
  const switches = await fetchSwitches();
  onSwitches?.(switches);
  assertFeatureEnabled(switches, group, account);
  return call();
}

/** The same guard bound to one fetcher: `const guarded = createFeatureGuard(fetch); guarded('deposit', account, () => ...)`. */
export function createFeatureGuard(fetchSwitches: () => Promise<FeatureSwitches>, onSwitches?: (switches: FeatureSwitches) => void) {
  return <T>(group: FeatureGroup, account: AccountRef, call: () => Promise<T>): Promise<T> =>
    withFreshFeatureSwitches(fetchSwitches, group, account, call, onSwitches);
}
