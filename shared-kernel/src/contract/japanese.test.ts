import * as v from 'valibot';
import { calendarDateField, kanaKey, katakanaField, phoneField, postalCodeField, toFullWidthKatakana } from './japanese.ts';

describe('Japanese personal-data fields', () => {
  it('normalise half-width katakana and hiragana to full-width katakana', () => {
    expect(toFullWidthKatakana('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ\u3000タロウ');
    expect(toFullWidthKatakana('やまだ')).toBe('ヤマダ');
    expect(toFullWidthKatakana('ﾊﾟｰﾙ')).toBe('パール');
    expect(kanaKey('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe(kanaKey('ヤマダタロウ'));
  });

  it('kana fields refuse anything but katakana after normalising', () => {
    const field = katakanaField('フリガナ（セイ）', 5);
    expect(v.parse(field, 'ｽｽﾞｷ')).toBe('スズキ');
    expect(v.safeParse(field, 'Suzuki').issues?.[0].message).toBe('フリガナ（セイ）は全角カタカナで入力してください。');
    expect(v.safeParse(field, '鈴木').success).toBe(false);
    expect(v.safeParse(field, 'アイウエオカ').issues?.[0].message).toBe('フリガナ（セイ）は5文字以内で入力してください。');
    expect(v.safeParse(field, 'ア\u0000イ').success).toBe(false);
  });

  it('postcodes, phones and dates', () => {
    expect(v.parse(postalCodeField, '〒100-0005')).toBe('1000005');
    expect(v.parse(postalCodeField, '１０００００５')).toBe('1000005');
    expect(v.safeParse(postalCodeField, '100-005').issues?.[0].message).toBe('郵便番号は7桁の数字で入力してください。');
    expect(v.parse(phoneField, '090-1234-5678')).toBe('09012345678');
    expect(v.parse(phoneField, '03-1234-5678')).toBe('0312345678');
    expect(v.safeParse(phoneField, '0312345678901').success).toBe(false);
    expect(v.safeParse(phoneField, '01012345678').success).toBe(false);
    expect(v.parse(calendarDateField('生年月日'), '1985/04/12')).toBe('1985-04-12');
    expect(v.safeParse(calendarDateField('生年月日'), '2026-02-30').success).toBe(false);
  });
});
