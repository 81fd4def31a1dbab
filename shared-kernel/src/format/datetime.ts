// Dates in Japanese, in Asia/Tokyo (spec §2, §4, §9). dayjs is set to the `ja` locale once here, so the
// host's date pickers and every remote (dayjs is a shared singleton) speak Japanese too.
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/ja.js';
import { DATE_TIME_FORMAT, TIME_ZONE } from '../contract/constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ja');

export { dayjs };
export type { Dayjs };

/** Shown where a date is missing or unreadable. */
export const EMPTY_DATE = '--';
export const DATE_FORMAT = 'YYYY/MM/DD';

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** The instant as a dayjs object in Asia/Tokyo, or null when missing or invalid. */
export function toTokyo(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs.isDayjs(value) ? value : dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).locale('ja') : null;
}

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
