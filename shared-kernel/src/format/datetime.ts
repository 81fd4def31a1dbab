// Dates in Japanese, in Asia/Tokyo (spec §2, §4, §9). dayjs is set to the `ja` locale once here, so the
// host's date pickers and every remote (dayjs is a shared singleton) speak Japanese too.
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/ja.js';
import { DATE_TIME_FORMAT } from '../contract/constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ja');

export { dayjs };
export type { Dayjs };

/** Shown where a date is missing or unreadable. */
export const EMPTY_DATE = '--';
export const DATE_FORMAT = 'YYYY/MM/DD';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const TOKYO_UTC_OFFSET_MS = 9 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * dayjs's `tz(TIME_ZONE)` without its cost. That plugin reads the wall time in the zone through a new
 * `Intl` formatter on every call (`toLocaleString` with a time zone, about a millisecond each), which
 * a table of dates pays per row — 20 ms of My Page top's first render. Asia/Tokyo (TIME_ZONE) is UTC+9
 * all year (no daylight saving time since 1951), so the wall time is plain arithmetic; the rest is
 * the plugin's own construction, so the result is the same object it builds (also on a machine whose
 * own zone has daylight saving time).
 */
function inTokyo(d: Dayjs): Dayjs {
  const instant = d.valueOf();
  const wall = new Date(instant + TOKYO_UTC_OFFSET_MS);
  const target = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return dayjs(target)
    .millisecond(wall.getUTCMilliseconds())
    .utcOffset(TOKYO_UTC_OFFSET_MS / 60_000, true);
}

/** The instant as a dayjs object in Asia/Tokyo, or null when missing or invalid. */
export function toTokyo(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs.isDayjs(value) ? value : dayjs(value);
  return d.isValid() ? inTokyo(d).locale('ja') : null;
}

/** Now, in Asia/Tokyo. */
export const nowInTokyo = (): Dayjs => inTokyo(dayjs()).locale('ja');

/** `YYYY/MM/DD HH:mm:ss` in Asia/Tokyo, or '--' for null or invalid input. */
export function formatDateTime(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  return toTokyo(value)?.format(format) ?? EMPTY_DATE;
}

/** `YYYY/MM/DD` in Asia/Tokyo, or '--'. */
export function formatDate(value: DateInput): string {
  return formatDateTime(value, DATE_FORMAT);
}

/** true when the instant lies before `now` (both compared as instants; missing/invalid → false). */
export function isPast(value: DateInput, now: DateInput = new Date()): boolean {
  const d = toTokyo(value);
  const n = toTokyo(now);
  return d !== null && n !== null && d.isBefore(n);
}
