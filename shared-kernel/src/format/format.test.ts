import { EMPTY_DATE, dayjs, formatDate, formatDateTime, isPast, toTokyo } from './datetime.ts';
import { currencyFractionDigits, formatDigits, formatMoney, sumMinorUnits } from './money.ts';

describe('formatDateTime', () => {
  it('formats an ISO instant in Asia/Tokyo', () => {
    expect(formatDateTime('2024-03-31T15:04:05Z')).toBe('2024/04/01 00:04:05');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 0, 0, 0)))).toBe('2024/01/01 09:00:00');
    expect(formatDateTime('2024-06-01T12:00:00+09:00')).toBe('2024/06/01 12:00:00');
  });
  it.each([null, undefined, '', 'not a date'])('returns -- for %p', (v) => {
    expect(formatDateTime(v)).toBe(EMPTY_DATE);
    expect(EMPTY_DATE).toBe('--');
  });
  it('formats dates only and accepts a custom format', () => {
    expect(formatDate('2024-12-31T20:00:00Z')).toBe('2025/01/01');
    expect(formatDateTime('2024-12-31T20:00:00Z', 'YYYY年M月D日(dd)')).toBe('2025年1月1日(水)');
  });
  it('is independent of the machine time zone setting', () => {
    expect(toTokyo('2024-01-01T00:00:00Z')?.utcOffset()).toBe(540);
  });
  it("builds what dayjs's time-zone conversion to Asia/Tokyo builds, every 13 hours across 1990–2040", () => {
    // Run also with TZ=America/New_York: a machine zone with daylight saving time.
    const differences: string[] = [];
    for (let t = Date.UTC(1990, 0, 1, 0, 0, 0, 123); t < Date.UTC(2040, 0, 1); t += 13 * 3_600_000) {
      const ours = toTokyo(t)!;
      const theirs = dayjs(t).tz('Asia/Tokyo');
      if (ours.format('YYYY/MM/DD HH:mm:ss.SSS Z') !== theirs.format('YYYY/MM/DD HH:mm:ss.SSS Z') || ours.valueOf() !== theirs.valueOf())
        differences.push(new Date(t).toISOString());
    }
    expect(differences).toEqual([]);
  });
  it('uses the ja locale globally', () => {
    expect(dayjs.locale()).toBe('ja');
  });
  it('isPast compares instants', () => {
    expect(isPast('2024-01-01T00:00:00Z', '2024-01-01T00:00:01Z')).toBe(true);
    expect(isPast('2024-01-01T00:00:02Z', '2024-01-01T00:00:01Z')).toBe(false);
    expect(isPast(null)).toBe(false);
  });
});

describe('formatDigits', () => {
  it('groups thousands of integers given as text, bigint or number, with the sign in front', () => {
    expect(formatDigits('1234567')).toBe('1,234,567');
    expect(formatDigits(-1234567n)).toBe('-1,234,567');
    expect(formatDigits(50_000_000)).toBe('50,000,000');
    expect(formatDigits('-100')).toBe('-100');
    expect(formatDigits('+1000')).toBe('1,000');
    expect(formatDigits(0)).toBe('0');
  });
});

describe('formatMoney', () => {
  it('formats yen with thousands separators and 円', () => {
    expect(formatMoney('1234567', 'JPY')).toBe('1,234,567円');
    expect(formatMoney('0', 'JPY')).toBe('0円');
    expect(formatMoney('999', 'JPY')).toBe('999円');
    expect(formatMoney('-1000', 'JPY')).toBe('-1,000円');
    expect(formatMoney(1000n, 'jpy')).toBe('1,000円');
  });
  it('is exact beyond the float range', () => {
    expect(formatMoney('9007199254740993', 'JPY')).toBe('9,007,199,254,740,993円');
  });
  it('places the decimal point by the minor unit', () => {
    expect(formatMoney('123456', 'USD')).toBe('$1,234.56');
    expect(formatMoney('-5', 'USD')).toBe('-$0.05');
    expect(formatMoney('100', 'GBP')).toBe('1.00 GBP');
    expect(currencyFractionDigits('JPY')).toBe(0);
  });
  it('rejects non-integers', () => {
    expect(formatMoney('12.5', 'JPY')).toBe('--');
    expect(formatMoney(1.5, 'JPY')).toBe('--');
    expect(formatMoney(null, 'JPY')).toBe('--');
  });
  it('sums exactly', () => {
    expect(sumMinorUnits(['9007199254740993', '1', '-4'])).toBe('9007199254740990');
  });
});
