// The history filters and the period presets (Asia/Tokyo calendar dates).
import { toTokyo } from '@portal/shared-kernel';

export interface HistoryFilters {
  /** YYYY-MM-DD or '' (open). */
  from: string;
  to: string;
  kind: 'all' | 'deposit' | 'withdrawal' | 'transfer';
  /** '' = every account. */
  accountNo: string;
}

export type Preset = 'month' | 'threeMonths' | 'sixMonths' | 'year';

const MONTHS: Record<Exclude<Preset, 'month'>, number> = { threeMonths: 3, sixMonths: 6, year: 12 };

/** The period of a preset ending today (Asia/Tokyo). */
export function presetRange(preset: Preset, now: Date): { from: string; to: string } {
  const today = toTokyo(now)!;
  const to = today.format('YYYY-MM-DD');
  if (preset === 'month') return { from: today.startOf('month').format('YYYY-MM-DD'), to };
  return { from: today.subtract(MONTHS[preset], 'month').add(1, 'day').format('YYYY-MM-DD'), to };
}

/** The last three months, every kind, every account. */
export const defaultFilters = (now: Date): HistoryFilters => ({ ...presetRange('threeMonths', now), kind: 'all', accountNo: '' });
