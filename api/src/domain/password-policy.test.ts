import { isCommonPassword, commonPasswords, parseCommonPasswords } from './common-passwords.ts';
import { basicPolicyViolation, dateForms, personalDataViolation, phoneForms, substringsOfLength } from './password-policy.ts';
import type { PersonalData } from './password-policy.ts';

const taro: PersonalData = {
  customerType: 'individual',
  birthDate: '1985-04-12',
  customerNo: '10000001',
  accountNos: ['51000011', '51000013'],
  phone: '090-1234-5678',
};
const corp: PersonalData = {
  ...taro,
  customerType: 'corporate',
  birthDate: '2009-10-01',
  customerNo: '20000001',
  accountNos: ['52000011'],
  phone: '03-6789-0123',
};

describe('date and phone forms', () => {
  it('types a date as YYYYMMDD, YYMMDD, MMDD, MMDDYYYY and DDMMYYYY', () => {
    expect(dateForms('1985-04-12')).toEqual(['19850412', '850412', '0412', '04121985', '12041985']);
    expect(dateForms('not a date')).toEqual([]);
  });
  it('takes the phone digits and their last 8', () => {
    expect(phoneForms('090-1234-5678')).toEqual(['09012345678', '12345678']);
    expect(phoneForms('03-6789-0123')).toEqual(['0367890123', '67890123']);
    expect(phoneForms('')).toEqual([]);
  });
});

describe('personal data rules', () => {
  it.each([
    ['Ab19850412', 'PW003', '生年月日を含む出金パスワードは設定できません。'],
    ['Abc850412x', 'PW003', '生年月日を含む出金パスワードは設定できません。'],
    ['Pass0412word', 'PW003', '生年月日を含む出金パスワードは設定できません。'],
    ['Me10000001', 'PW004', 'お客様番号（ログインID）を含む出金パスワードは設定できません。'],
    ['Ac51000013', 'PW005', '口座番号を含む出金パスワードは設定できません。'],
    ['Tel09012345678', 'PW006', '電話番号を含む出金パスワードは設定できません。'],
    ['Tel12345678x', 'PW006', '電話番号を含む出金パスワードは設定できません。'],
  ])('%s → %s', (password, code, message) => {
    expect(personalDataViolation(password, taro, 'withdrawal')).toMatchObject({ code, message });
  });

  it('names the founding date for corporations and the password kind', () => {
    expect(personalDataViolation('Corp20091001', corp, 'trading')).toMatchObject({
      code: 'PW003',
      message: '設立日を含む取引パスワードは設定できません。',
    });
    expect(personalDataViolation('Login1001x', corp, 'login')).toMatchObject({
      code: 'PW003',
      message: '設立日を含むログインパスワードは設定できません。',
    });
  });

  it('lets other passwords through', () => {
    for (const ok of ['Shoji2026', 'Hanako2026', 'Taro20260', 'abcd1234X9']) expect(personalDataViolation(ok, taro, 'withdrawal')).toBeNull();
  });
});

describe('common passwords', () => {
  it('ships a list of several hundred entries, compared case-insensitively', () => {
    expect(commonPasswords().size).toBeGreaterThan(300);
    for (const common of ['password1', 'Password1', 'PASSW0RD', 'qwerty123', 'Abcd1234', '1qaz2wsx', 'sakura123', 'iloveyou1']) {
      expect({ common, listed: isCommonPassword(common) }).toEqual({ common, listed: true });
    }
    expect(isCommonPassword('Shoji2026')).toBe(false);
    expect(basicPolicyViolation('Password1', taro, 'login')).toMatchObject({
      code: 'PW009',
      message: '推測されやすいログインパスワードは設定できません。別のログインパスワードを入力してください。',
    });
  });

  it('ignores comments and blank lines', () => {
    expect([...parseCommonPasswords('# header\n\nAbc12345\r\n  qwerty1  \n')]).toEqual(['abc12345', 'qwerty1']);
  });
});

describe('substringsOfLength', () => {
  it('lists each lower-cased window once', () => {
    expect(substringsOfLength('AbAbAb', 4)).toEqual(['abab', 'baba']);
    expect(substringsOfLength('short', 8)).toEqual([]);
  });
});
