import * as v from 'valibot';
import {
  fieldErrors,
  isTradingPasswordCheckApplicable,
  isValidLoginPassword,
  isValidSecondaryPassword,
  LOGIN_PASSWORD_INPUT_MAX,
  loginCredentialsSchema,
  loginPasswordChangeSchema,
  loginPasswordSchema,
  resetCodeFormSchema,
  SECONDARY_PASSWORD_INPUT_MAX,
  secondaryPasswordSchema,
  tradingPasswordSchema,
  verifyCodeSchema,
  withdrawalPasswordSchema,
} from './passwords.ts';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : fieldErrors(r.issues);
};

describe('login password', () => {
  const FORMAT = '8～15文字で大文字、小文字、数字が混在したものが必要です';
  it.each(['Abcdef12', 'Abcdefgh1234567', 'aB3aB3aB3'])('accepts %s', (p) => {
    expect(isValidLoginPassword(p)).toBe(true);
    expect(v.safeParse(loginPasswordSchema, p).success).toBe(true);
  });
  it.each([
    ['Abcde12', 'too short'],
    ['Abcdefgh12345678', '16 chars'],
    ['abcdef12', 'no upper'],
    ['ABCDEF12', 'no lower'],
    ['Abcdefgh', 'no digit'],
    ['Abcdef1!', 'symbol'],
    ['Abcdef1２', 'full-width digit'],
  ])('rejects %s (%s) with the spec message', (p) => {
    expect(errors(loginPasswordSchema, p)).toEqual({ '': FORMAT });
  });
  it('empty shows only the required message', () => {
    expect(errors(loginPasswordSchema, '')).toEqual({ '': '新しいパスワードを入力してください' });
  });
  it('input max is 15', () => expect(LOGIN_PASSWORD_INPUT_MAX).toBe(15));
});

describe('loginPasswordChangeSchema', () => {
  it('accepts a valid change', () => {
    expect(v.safeParse(loginPasswordChangeSchema, { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' }).success).toBe(
      true,
    );
  });
  it('requires all three fields (undefined and empty alike)', () => {
    expect(errors(loginPasswordChangeSchema, {})).toEqual({
      oldPassword: '旧パスワードを入力してください',
      newPassword: '新しいパスワードを入力してください',
      confirmPassword: '確認用パスワードを入力してください',
    });
  });
  it('rejects new = old', () => {
    expect(errors(loginPasswordChangeSchema, { oldPassword: 'Same1234', newPassword: 'Same1234', confirmPassword: 'Same1234' })).toEqual({
      newPassword: '旧パスワードと同じものは設定できません',
    });
  });
  it('rejects a confirmation mismatch', () => {
    expect(errors(loginPasswordChangeSchema, { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12346' })).toEqual({
      confirmPassword: '確認パスワードが一致しません',
    });
  });
  it('reports the format message on the new password', () => {
    expect(errors(loginPasswordChangeSchema, { oldPassword: 'Old12345', newPassword: 'new12345', confirmPassword: 'new12345' })).toEqual({
      newPassword: '8～15文字で大文字、小文字、数字が混在したものが必要です',
    });
  });
});

describe('loginCredentialsSchema', () => {
  it('requires username and password but no format', () => {
    expect(errors(loginCredentialsSchema, { username: '  ', password: '' })).toEqual({
      username: 'ログインIDを入力してください',
      password: 'パスワードを入力してください',
    });
    expect(v.parse(loginCredentialsSchema, { username: ' 10000001 ', password: 'x' })).toEqual({ username: '10000001', password: 'x' });
  });

  it('normalises the login ID as typed with the IME on: full-width digits and spaces', () => {
    expect(v.parse(loginCredentialsSchema, { username: '１００００００１', password: 'x' }).username).toBe('10000001');
    expect(v.parse(loginCredentialsSchema, { username: '１０００\u3000０００１ ', password: 'x' }).username).toBe('10000001');
    expect(errors(loginCredentialsSchema, { username: '\u3000', password: 'x' })).toEqual({ username: 'ログインIDを入力してください' });
  });
});

describe('secondary password format', () => {
  it.each(['abcdefg1', 'ABCDEFG1', 'abcdEFGH', 'A'.repeat(31) + 'a'])('accepts %s', (p) => expect(isValidSecondaryPassword(p)).toBe(true));
  it.each(['abcdefgh', '12345678', 'ABCDEFGH', 'abc1234', 'a1'.repeat(16) + 'b', 'abcd123!'])('rejects %s', (p) =>
    expect(isValidSecondaryPassword(p)).toBe(false),
  );
  it('input max is 32', () => expect(SECONDARY_PASSWORD_INPUT_MAX).toBe(32));
});

describe('withdrawalPasswordSchema', () => {
  const FORMAT = '出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です';
  it.each([
    ['set', '登録する出金パスワードを入力してください'],
    ['change', '変更後の出金パスワードを入力してください'],
    ['reset', '新しい出金パスワードを入力してください'],
  ] as const)('empty new password in %s mode names the label', (mode, message) => {
    expect(errors(withdrawalPasswordSchema(mode), { oldPassword: 'Current1', password: '', confirmPassword: 'x' }).password).toBe(message);
  });
  it('bad format', () => {
    expect(errors(withdrawalPasswordSchema('set'), { password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({ password: FORMAT });
  });
  it('set mode confirmation mismatch', () => {
    expect(errors(withdrawalPasswordSchema('set'), { password: 'abcd1234', confirmPassword: 'abcd1235' })).toEqual({
      confirmPassword: '登録する出金パスワードが一致しません。',
    });
  });
  it.each(['change', 'reset'] as const)('%s mode confirmation mismatch', (mode) => {
    expect(errors(withdrawalPasswordSchema(mode), { oldPassword: 'Current1', password: 'abcd1234', confirmPassword: 'abcd1235' })).toEqual({
      confirmPassword: '確認パスワードが一致しません',
    });
  });
  it('change mode requires the current password', () => {
    expect(errors(withdrawalPasswordSchema('change'), { password: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({
      oldPassword: '現在の出金パスワードを入力してください',
    });
  });
  it('change mode rejects new = current', () => {
    expect(errors(withdrawalPasswordSchema('change'), { oldPassword: 'abcd1234', password: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({
      password: '現在の出金パスワードと同じものは設定できません',
    });
  });
  it('set and reset modes accept a valid pair and ignore oldPassword', () => {
    expect(v.parse(withdrawalPasswordSchema('set'), { password: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
    expect(v.safeParse(withdrawalPasswordSchema('reset'), { password: 'ABCD1234', confirmPassword: 'ABCD1234' }).success).toBe(true);
  });
  it('requires the confirmation', () => {
    expect(errors(withdrawalPasswordSchema('set'), { password: 'abcd1234' })).toEqual({
      confirmPassword: '確認のため出金パスワードをもう一度入力してください',
    });
  });
});

describe('tradingPasswordSchema', () => {
  it('uses the trading-password messages', () => {
    expect(errors(tradingPasswordSchema('set'), { password: '', confirmPassword: '' }).password).toBe('登録する取引パスワードを入力してください');
    expect(errors(tradingPasswordSchema('change'), { oldPassword: 'x', password: '', confirmPassword: '' }).password).toBe(
      '変更後の取引パスワードを入力してください',
    );
    expect(errors(tradingPasswordSchema('reset'), { password: '', confirmPassword: '' }).password).toBe('新しい取引パスワードを入力してください');
    expect(errors(tradingPasswordSchema('set'), { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: '取引パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です',
    });
    expect(errors(tradingPasswordSchema('change'), { oldPassword: 'abcd1234', password: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({
      password: '現在の取引パスワードと同じものは設定できません',
    });
    expect(errors(tradingPasswordSchema('set'), { password: 'abcd1234', confirmPassword: 'abcd12345' })).toEqual({
      confirmPassword: '登録する取引パスワードが一致しません。',
    });
    expect(errors(tradingPasswordSchema('reset'), { password: 'abcd1234', confirmPassword: 'abcd12345' })).toEqual({
      confirmPassword: '確認パスワードが一致しません',
    });
  });
  it('skips the format rule when the check is not applicable', () => {
    expect(v.safeParse(tradingPasswordSchema('set', { formatCheck: false }), { password: 'abc', confirmPassword: 'abc' }).success).toBe(true);
    expect(errors(tradingPasswordSchema('set', { formatCheck: false }), { password: '', confirmPassword: '' }).password).toBe(
      '登録する取引パスワードを入力してください',
    );
  });
});

describe('secondaryPasswordSchema (single field for the API)', () => {
  it('validates the password alone', () => {
    expect(v.safeParse(secondaryPasswordSchema('withdrawal'), 'abcd1234').success).toBe(true);
    expect(errors(secondaryPasswordSchema('withdrawal'), 'abcdefgh')).toEqual({
      '': '出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です',
    });
    expect(errors(secondaryPasswordSchema('trading'), '')).toEqual({ '': '取引パスワードを入力してください' });
  });
});

describe('verifyCodeSchema', () => {
  it('requires with 「必須」', () => {
    expect(errors(verifyCodeSchema, '')).toEqual({ '': '必須' });
    expect(errors(verifyCodeSchema, undefined)).toEqual({ '': '必須' });
    expect(errors(resetCodeFormSchema, {})).toEqual({ verifyCode: '必須' });
  });
  it('accepts 6 digits only', () => {
    expect(v.parse(verifyCodeSchema, ' 012345 ')).toBe('012345');
    expect(errors(verifyCodeSchema, '12345')).toEqual({ '': '認証コードは6桁の数字で入力してください' });
    expect(errors(verifyCodeSchema, '12345a')).toEqual({ '': '認証コードは6桁の数字で入力してください' });
  });
});

describe('isTradingPasswordCheckApplicable', () => {
  it('is true only when sec-cfd_gx_jpy is allowed', () => {
    expect(isTradingPasswordCheckApplicable(['fx_mt4_jpy', 'sec-cfd_gx_jpy'])).toBe(true);
    expect(isTradingPasswordCheckApplicable([{ code: 'SEC-CFD_GX_JPY' }])).toBe(true);
    expect(isTradingPasswordCheckApplicable(['fx_mt4_jpy', 'sec-cfd_mt4_jpy'])).toBe(false);
    expect(isTradingPasswordCheckApplicable([])).toBe(false);
  });
});
