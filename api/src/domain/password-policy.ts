// The password rules the server enforces beyond the kernel's format schemas (spec §5 "Displayed but
// not enforced by the client"): no birth/founding date, customer number, account number or phone
// number inside the password, and not on the list of common passwords. The rules that need stored
// hashes (login password inside, same as the previous one) live with the flows that own them
// (modules/secondary-password/), built on the helpers here. Every violation has its own code and a
// Japanese message naming the password kind.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { ResponseCodeValue } from '@portal/shared-kernel/contract';
import { ApiError } from './errors.ts';
import { isCommonPassword } from './common-passwords.ts';

export type PasswordKind = 'login' | 'withdrawal' | 'trading';

/** The rules every password is checked against (personal data, common list), in the order they are checked. */
export const PERSONAL_DATA_RULE_CODES = [
  ResponseCode.PASSWORD_CONTAINS_BIRTH_DATE,
  ResponseCode.PASSWORD_CONTAINS_CUSTOMER_NO,
  ResponseCode.PASSWORD_CONTAINS_ACCOUNT_NO,
  ResponseCode.PASSWORD_CONTAINS_PHONE,
  ResponseCode.PASSWORD_TOO_COMMON,
] as const;

export const passwordKindName: Record<PasswordKind, string> = {
  login: 'ログインパスワード',
  withdrawal: '出金パスワード',
  trading: '取引パスワード',
};

export interface PersonalData {
  customerType: 'individual' | 'corporate';
  /** Birth date (individuals) or founding date (corporations), YYYY-MM-DD. */
  birthDate: string;
  customerNo: string;
  accountNos: readonly string[];
  phone: string;
}

export type PolicyRule = 'birth_date' | 'customer_no' | 'account_no' | 'phone' | 'login_password' | 'same_as_previous' | 'common';

export interface PolicyViolation {
  rule: PolicyRule;
  code: ResponseCodeValue;
  message: string;
}

/** The forms a date is commonly typed in: YYYYMMDD, YYMMDD, MMDD, MMDDYYYY, DDMMYYYY. */
export function dateForms(isoDate: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return [];
  const [, yyyy, mm, dd] = match as unknown as [string, string, string, string];
  return [...new Set([`${yyyy}${mm}${dd}`, `${yyyy.slice(2)}${mm}${dd}`, `${mm}${dd}`, `${mm}${dd}${yyyy}`, `${dd}${mm}${yyyy}`])];
}

/** The phone number as digits, and its last 8 digits (the subscriber part people reuse). */
export function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return [];
  return [...new Set([digits, ...(digits.length > 8 ? [digits.slice(-8)] : [])])];
}

export function violation(rule: PolicyRule, kind: PasswordKind, detail: { corporate?: boolean } = {}): PolicyViolation {
  const name = passwordKindName[kind];
  switch (rule) {
    case 'birth_date':
      return {
        rule,
        code: ResponseCode.PASSWORD_CONTAINS_BIRTH_DATE,
        message: `${detail.corporate ? '設立日' : '生年月日'}を含む${name}は設定できません。`,
      };
    case 'customer_no':
      return { rule, code: ResponseCode.PASSWORD_CONTAINS_CUSTOMER_NO, message: `お客様番号（ログインID）を含む${name}は設定できません。` };
    case 'account_no':
      return { rule, code: ResponseCode.PASSWORD_CONTAINS_ACCOUNT_NO, message: `口座番号を含む${name}は設定できません。` };
    case 'phone':
      return { rule, code: ResponseCode.PASSWORD_CONTAINS_PHONE, message: `電話番号を含む${name}は設定できません。` };
    case 'login_password':
      return { rule, code: ResponseCode.PASSWORD_CONTAINS_LOGIN_PASSWORD, message: `ログインパスワードを含む${name}は設定できません。` };
    case 'same_as_previous':
      return {
        rule,
        code: ResponseCode.PASSWORD_SAME_AS_PREVIOUS,
        message: `前回と同じ${name}は設定できません（大文字・小文字の違いは同じとみなします）。`,
      };
    case 'common':
      return { rule, code: ResponseCode.PASSWORD_TOO_COMMON, message: `推測されやすい${name}は設定できません。別の${name}を入力してください。` };
  }
}

export const violationError = (v: PolicyViolation): ApiError => new ApiError(400, v.code, v.message, `password rule: ${v.rule}`);

/** The first personal-data rule the password breaks (compared case-insensitively), or null. */
export function personalDataViolation(password: string, data: PersonalData, kind: PasswordKind): PolicyViolation | null {
  const candidate = password.toLowerCase();
  const contains = (fragments: readonly string[]) => fragments.some((f) => f.length > 0 && candidate.includes(f.toLowerCase()));
  if (contains(dateForms(data.birthDate))) return violation('birth_date', kind, { corporate: data.customerType === 'corporate' });
  if (contains([data.customerNo])) return violation('customer_no', kind);
  if (contains(data.accountNos)) return violation('account_no', kind);
  if (contains(phoneForms(data.phone))) return violation('phone', kind);
  return null;
}

/** Personal data first, then the common-password list; null when both pass. */
export function basicPolicyViolation(password: string, data: PersonalData, kind: PasswordKind): PolicyViolation | null {
  return personalDataViolation(password, data, kind) ?? (isCommonPassword(password) ? violation('common', kind) : null);
}

/** Every distinct lower-cased substring of `length` characters (for the "login password inside" rule). */
export function substringsOfLength(password: string, length: number): string[] {
  const lower = password.toLowerCase();
  const out = new Set<string>();
  for (let i = 0; i + length <= lower.length; i++) out.add(lower.slice(i, i + length));
  return [...out];
}
