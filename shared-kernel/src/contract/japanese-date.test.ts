import * as v from 'valibot';
import { calendarDateField } from './japanese.ts';
import { eraOf, formatDateWithWareki, formatWareki, japaneseDateInput, parseDateInput } from './japanese-date.ts';

describe('parseDateInput', () => {
  it.each([
    ['1980-01-31', '1980-01-31'],
    ['1980/1/31', '1980-01-31'],
    ['１９８０／０１／３１', '1980-01-31'],
    ['1980年1月31日', '1980-01-31'],
    ['19800131', '1980-01-31'],
    ['昭和55年1月31日', '1980-01-31'],
    ['昭和５５年１月３１日', '1980-01-31'],
    ['S55.1.31', '1980-01-31'],
    ['s55/01/31', '1980-01-31'],
    ['Ｓ５５．１．３１', '1980-01-31'],
    ['平成元年1月8日', '1989-01-08'],
    ['H1.1.8', '1989-01-08'],
    ['平成31年4月30日', '2019-04-30'],
    ['令和元年5月1日', '2019-05-01'],
    ['R2.2.29', '2020-02-29'],
    ['昭和64年1月7日', '1989-01-07'],
    ['大正15年12月24日', '1926-12-24'],
    [' 昭和 55 年 1 月 31 日 ', '1980-01-31'],
  ])('reads %s as %s', (typed, iso) => expect(parseDateInput(typed)).toBe(iso));

  it.each([
    '平成31年5月1日', // 令和元年
    '昭和64年1月8日', // 平成元年
    '令和元年4月30日', // 平成31年
    '平成0年1月1日',
    '1980-02-30',
    'R3.2.29',
    '昭和55年',
    '1980/13/01',
    'M45.1.1',
    'きのう',
    '',
  ])('refuses %s', (typed) => expect(parseDateInput(typed)).toBeNull());
});

describe('formatWareki', () => {
  it('names the era and writes its first year 元年', () => {
    expect(formatWareki('1980-01-31')).toBe('昭和55年1月31日');
    expect(formatWareki('1989-01-07')).toBe('昭和64年1月7日');
    expect(formatWareki('1989-01-08')).toBe('平成元年1月8日');
    expect(formatWareki('2019-04-30')).toBe('平成31年4月30日');
    expect(formatWareki('2019-05-01')).toBe('令和元年5月1日');
    expect(formatWareki('1900-01-01')).toBeNull();
    expect(eraOf('2026-11-28')?.name).toBe('令和');
  });

  it('shows a stored date in both calendars', () => {
    expect(formatDateWithWareki('1980-01-31')).toBe('1980/01/31（昭和55年1月31日）');
    expect(formatDateWithWareki('1900-01-01')).toBe('1900/01/01');
    expect(formatDateWithWareki('')).toBe('');
  });

  it('round-trips every day of 1912–2030 through the 和暦 it is shown as', () => {
    for (let t = Date.UTC(1912, 6, 30); t <= Date.UTC(2030, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(parseDateInput(formatWareki(iso)!)).toBe(iso);
    }
  });
});

describe('japaneseDateInput', () => {
  const field = japaneseDateInput('代表者の生年月日', calendarDateField('代表者の生年月日'));
  it('hands the request field the ISO date, whichever calendar was typed', () => {
    expect(v.parse(field, '昭和55年1月31日')).toBe('1980-01-31');
    expect(v.parse(field, '1980/1/31')).toBe('1980-01-31');
  });
  it('says what it takes when the date is neither', () => {
    expect(v.safeParse(field, '').issues?.[0].message).toBe('代表者の生年月日を入力してください。');
    expect(v.safeParse(field, '昭和64年1月8日').issues?.[0].message).toBe(
      '代表者の生年月日は西暦（例：1980/01/31）または和暦（例：昭和55年1月31日）で、実在する日付を入力してください。',
    );
  });
});
