// Rules of the multi-factor change (spec §4, §5), as pure functions.
import type { FeatureSwitches } from '@portal/shared-kernel';

/**
 * Turning multi-factor off is allowed only if the feature setting allows it (tangram secondVerify:
 * changeOff on, alwaysOn off) and the caller does (the mandatory prompt does not).
 */
export function canTurnOff(setting: FeatureSwitches['secondVerify'], callerAllows: boolean): boolean {
  return callerAllows && setting.changeOff && !setting.alwaysOn;
}

/** Spec §5: the value is unchanged and the change is not forced → 「データの変更はありません。」, no code sent. */
export function isNoChange(current: boolean, chosen: boolean, forced: boolean): boolean {
  return !forced && current === chosen;
}
