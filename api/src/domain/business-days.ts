// Japanese business days and the withdrawal cut-off (Asia/Tokyo). A business day is a weekday that
// is not a national holiday (the maintained @holiday-jp/holiday_jp data, substitute and citizens'
// holidays included) and not in the banks' year-end break (31 Dec – 3 Jan).
// Cut-off: a withdrawal requested on a business day before 15:00 is paid out the next business day;
// later, or on a day banks are closed, the next business day's 15:00 is its cut-off and the business
// day after that its payout date. Until the cut-off it can be cancelled; the payout reaches the
// customer's bank by 10:00 of the payout date.
import holidayJp from '@holiday-jp/holiday_jp';
import { WITHDRAWAL_CUTOFF_HOUR, WITHDRAWAL_PAYOUT_HOUR } from '@portal/shared-kernel/contract';

/** Asia/Tokyo is UTC+9 all year (no daylight saving time). */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;

const holidays: Record<string, unknown> = holidayJp.holidays;

/** The Asia/Tokyo calendar date of an instant, YYYY-MM-DD. */
export const tokyoDate = (instant: Date): string => new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

/** The instant of `hour`:00 Asia/Tokyo on `date`. */
export const tokyoTime = (date: string, hour: number): Date => new Date(Date.parse(`${date}T00:00:00Z`) + hour * 3600 * 1000 - TOKYO_OFFSET_MS);

/** The instant of 00:00 Asia/Tokyo on `date` (a day's first instant). */
export const tokyoMidnight = (date: string): Date => tokyoTime(date, 0);

export const addCalendarDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function isYearEndBreak(date: string): boolean {
  const md = date.slice(5);
  return md === '12-31' || md === '01-01' || md === '01-02' || md === '01-03';
}

export const isNationalHoliday = (date: string): boolean => Object.hasOwn(holidays, date);

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !isNationalHoliday(date) && !isYearEndBreak(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string): string {
  let day = addCalendarDays(date, 1);
  while (!isBusinessDay(day)) day = addCalendarDays(day, 1);
  return day;
}

export interface WithdrawalSchedule {
  /** Until this instant the request can be cancelled; then it is being processed. */
  cutoffAt: Date;
  /** The payout date (Asia/Tokyo business day). */
  scheduledDate: string;
  /** When the payout has reached the customer's bank (the request is complete). */
  settleAt: Date;
}

/** The cut-off and payout date of a withdrawal requested at `requestedAt`. */
export function withdrawalSchedule(requestedAt: Date): WithdrawalSchedule {
  const today = tokyoDate(requestedAt);
  const todayCutoff = tokyoTime(today, WITHDRAWAL_CUTOFF_HOUR);
  const cutoffDate = isBusinessDay(today) && requestedAt.getTime() < todayCutoff.getTime() ? today : nextBusinessDay(today);
  const scheduledDate = nextBusinessDay(cutoffDate);
  return {
    cutoffAt: tokyoTime(cutoffDate, WITHDRAWAL_CUTOFF_HOUR),
    scheduledDate,
    settleAt: tokyoTime(scheduledDate, WITHDRAWAL_PAYOUT_HOUR),
  };
}
