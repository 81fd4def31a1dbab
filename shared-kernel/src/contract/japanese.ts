// Japanese personal-data fields, the same rule in the browser and the API: kana names in full-width
// katakana (half-width katakana and hiragana are normalised, not refused), 郵便番号 as 7 digits,
// phone numbers as Japanese domestic numbers, dates as YYYY-MM-DD.
import * as v from 'valibot';
import { plainString } from './fields.ts';

/**
 * Half-width katakana (ｶﾞ included), hiragana, full-width alphanumerics and ASCII spaces → full-width
 * katakana with a full-width space between words. NFKC joins ｶ+ﾞ into ガ; hiragana moves to katakana.
 */
export function toFullWidthKatakana(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(/[-‐－―−ｰ]/g, 'ー')
    .trim()
    .replace(/\s+/g, '\u3000');
}

/** Full-width katakana, the long-vowel mark and full-width spaces only. */
export const KATAKANA_PATTERN = /^[\u30a1-\u30f6ー\u3000]+$/;
export const isKatakana = (value: string): boolean => KATAKANA_PATTERN.test(value);

/** Spaces do not count when two kana names are compared (「ヤマダ\u3000タロウ」 = 「ヤマダタロウ」). */
export const kanaKey = (value: string): string => toFullWidthKatakana(value).replace(/\u3000/g, '');

/** A kana field: normalised to full-width katakana, then checked. */
export const katakanaField = (label: string, max: number) =>
  v.pipe(
    plainString(`${label}を入力してください。`, `${label}に使用できない文字が含まれています。`),
    v.transform(toFullWidthKatakana),
    v.nonEmpty(`${label}を入力してください。`),
    v.check(isKatakana, `${label}は全角カタカナで入力してください。`),
    v.maxLength(max, `${label}は${max}文字以内で入力してください。`),
  );

/** A name field (kanji, kana, letters): trimmed, no control characters, length cap. */
export const nameField = (label: string, max: number) =>
  v.pipe(
    plainString(`${label}を入力してください。`, `${label}に使用できない文字が含まれています。`),
    v.transform((value) => value.trim().replace(/\s+/g, '\u3000')),
    v.nonEmpty(`${label}を入力してください。`),
    v.maxLength(max, `${label}は${max}文字以内で入力してください。`),
  );

/** 「123-4567」「１２３４５６７」 → 「1234567」. */
export const normalisePostalCode = (value: string): string => value.normalize('NFKC').replace(/[-ー‐－\s〒]/g, '');
export const POSTAL_CODE_PATTERN = /^\d{7}$/;
export const postalCodeMessage = '郵便番号は7桁の数字で入力してください。';
export const postalCodeField = v.pipe(
  plainString('郵便番号を入力してください。', postalCodeMessage),
  v.transform(normalisePostalCode),
  v.nonEmpty('郵便番号を入力してください。'),
  v.regex(POSTAL_CODE_PATTERN, postalCodeMessage),
);
/** 「1234567」 → 「123-4567」 */
export const formatPostalCode = (code: string): string => (POSTAL_CODE_PATTERN.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code);
/** 都道府県＋市区町村＋町域 of an address, exactly as resource/postcode/{code} answered it (chosen, not typed). */
export const postcodeAreaField = v.pipe(
  plainString('郵便番号から住所を選択してください。'),
  v.trim(),
  v.nonEmpty('郵便番号から住所を選択してください。'),
  v.maxLength(100, '住所が長すぎます。'),
);

/** Japanese domestic phone numbers: 10 digits (fixed lines) or 11 (mobile 070/080/090, IP 050), hyphens optional. */
export const normalisePhone = (value: string): string => value.normalize('NFKC').replace(/[-ー‐－()\s]/g, '');
export const PHONE_PATTERN = /^0(\d{9}|[5789]0\d{8})$/;
export const phoneMessage = '電話番号は0から始まる10桁または11桁の数字で入力してください（例：090-1234-5678）。';
export const phoneField = v.pipe(
  plainString('電話番号を入力してください。', phoneMessage),
  v.transform(normalisePhone),
  v.nonEmpty('電話番号を入力してください。'),
  v.regex(PHONE_PATTERN, phoneMessage),
);

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
export const calendarDateField = (label: string) =>
  v.pipe(
    plainString(`${label}を入力してください。`, `${label}はYYYY-MM-DDの形式で入力してください。`),
    v.transform((value) => value.normalize('NFKC').trim().replace(/\//g, '-')),
    v.check(isCalendarDate, `${label}はYYYY-MM-DDの形式で、実在する日付を入力してください。`),
  );

/** An e-mail address. */
export const emailField = v.pipe(
  plainString('メールアドレスを入力してください。', 'メールアドレスに使用できない文字が含まれています。'),
  v.transform((value) => value.normalize('NFKC').trim()),
  v.nonEmpty('メールアドレスを入力してください。'),
  v.maxLength(254, 'メールアドレスが長すぎます。'),
  v.email('メールアドレスの形式が正しくありません。'),
);

/**
 * 法人番号 (13 digits): the first digit is the check digit of the other twelve — 9 − (Σ Pn × Qn mod 9),
 * Pn the n-th digit counted from the right of the twelve, Qn 1 for odd n and 2 for even n.
 */
export const isCorporateNumber = (value: string): boolean => {
  if (!/^\d{13}$/.test(value)) return false;
  const base = value.slice(1);
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return Number(value[0]) === 9 - (sum % 9);
};
export const corporateNumberMessage = '法人番号は13桁の数字で正しく入力してください。';
export const corporateNumberField = v.pipe(
  plainString('法人番号を入力してください。', corporateNumberMessage),
  v.transform((value) => value.normalize('NFKC').replace(/[-\s]/g, '')),
  v.nonEmpty('法人番号を入力してください。'),
  v.check(isCorporateNumber, corporateNumberMessage),
);

/**
 * Bank account holders of a corporation: the corporate name kana, the legal form written out or
 * abbreviated as banks print it (カブシキガイシャ ↔ カ, ユウゲンガイシャ ↔ ユ, ゴウドウガイシャ ↔ ド) and
 * small kana as their large forms (banks' kana has no small letters: ショウジ = シヨウジ).
 */
export function corporateHolderKey(kana: string): string {
  return kanaKey(kana)
    .replace(/カブシキガイシャ/g, 'カ')
    .replace(/ユウゲンガイシャ/g, 'ユ')
    .replace(/ゴウドウガイシャ/g, 'ド')
    .replace(/[ァィゥェォッャュョヮ]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 1));
}
