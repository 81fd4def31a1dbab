// Dates as Japanese customers write them: 西暦 (1980-01-31, 1980/1/31, 1980年1月31日) or 和暦
// (昭和55年1月31日, 平成元年1月8日, S55.1.31, in any width). The browser turns what was typed into the ISO
// date the API takes (the wire format stays YYYY-MM-DD) and shows the other calendar beside it.
// An era begins on its first day: 平成31年4月30日 exists, 平成31年5月1日 is 令和元年5月1日.
import * as v from 'valibot';

export interface Era {
  name: string;
  /** The letter of the short form (S55.1.31). */
  letter: string;
  /** First day, YYYY-MM-DD. */
  start: string;
}

/** Newest first. 大正 is read (a date typed in it is still a date) though few birth dates need it. */
export const ERAS: readonly Era[] = [
  { name: '令和', letter: 'R', start: '2019-05-01' },
  { name: '平成', letter: 'H', start: '1989-01-08' },
  { name: '昭和', letter: 'S', start: '1926-12-25' },
  { name: '大正', letter: 'T', start: '1912-07-30' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A YYYY-MM-DD date that exists (no time zone: a calendar date). */
function isoOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The era of an ISO date (null before 大正). */
export function eraOf(iso: string): Era | null {
  return ERAS.find((era) => iso >= era.start) ?? null;
}

const SEPARATOR = '\\s*(?:[/.\\-]|年|月)\\s*';
const WESTERN = new RegExp(`^(\\d{4})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})\\s*日?$`);
const WESTERN_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const JAPANESE = new RegExp(`^(令和|平成|昭和|大正|[RHST])\\s*(元|\\d{1,2})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})\\s*日?$`, 'i');

/**
 * What a customer typed as a date → YYYY-MM-DD, or null when it is no date (or a 和暦 date outside
 * its era: 昭和64年1月8日 was 平成元年). Widths do not matter (NFKC).
 */
export function parseDateInput(text: string): string | null {
  const s = text.normalize('NFKC').trim();
  const western = WESTERN.exec(s) ?? WESTERN_COMPACT.exec(s);
  if (western) return isoOf(Number(western[1]), Number(western[2]), Number(western[3]));
  const japanese = JAPANESE.exec(s);
  if (!japanese) return null;
  const [, eraText = '', yearText = '', month, day] = japanese;
  const index = ERAS.findIndex((e) => e.name === eraText || e.letter === eraText.toUpperCase());
  const era = ERAS[index];
  if (!era) return null;
  const eraYear = yearText === '元' ? 1 : Number(yearText);
  if (eraYear < 1) return null;
  const iso = isoOf(Number(era.start.slice(0, 4)) + eraYear - 1, Number(month), Number(day));
  if (iso === null || iso < era.start) return null;
  const next = ERAS[index - 1];
  return next && iso >= next.start ? null : iso;
}

/** 「1980-01-31」 → 「昭和55年1月31日」 (元年 for the first year); null before 大正 or for no date. */
export function formatWareki(iso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const era = eraOf(iso);
  if (!era) return null;
  const year = Number(iso.slice(0, 4)) - Number(era.start.slice(0, 4)) + 1;
  return `${era.name}${year === 1 ? '元' : year}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
}

/** 「1980-01-31」 → 「1980年1月31日」. */
export const formatSeireki = (iso: string): string => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;

/** 「1980-01-31」 → 「1980/01/31（昭和55年1月31日）」: how the pages show a stored birth date. */
export function formatDateWithWareki(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const wareki = formatWareki(iso);
  const slashed = iso.replace(/-/g, '/');
  return wareki ? `${slashed}（${wareki}）` : slashed;
}

/** The message of a date that is neither calendar's (or does not exist). */
export const dateInputMessage = (label: string): string =>
  `${label}は西暦（例：1980/01/31）または和暦（例：昭和55年1月31日）で、実在する日付を入力してください。`;

/**
 * A form field for a date typed in either calendar: required, read by parseDateInput, then handed as
 * YYYY-MM-DD to `iso` — the request's own field, whose rules (range, …) and messages still apply. The
 * form's output, and so what is sent, is the ISO date.
 */
export function japaneseDateInput(label: string, iso: v.GenericSchema<string, string>) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(`${label}を入力してください。`),
    v.check((s) => parseDateInput(s) !== null, dateInputMessage(label)),
    v.transform((s) => parseDateInput(s) as string),
    iso,
  );
}
