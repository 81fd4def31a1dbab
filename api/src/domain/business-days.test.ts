import { isBusinessDay, nextBusinessDay, tokyoDate, withdrawalSchedule } from './business-days.ts';

describe('Japanese business days', () => {
  it('weekends, national holidays (with substitute holidays) and the year-end break are not business days', () => {
    expect(isBusinessDay('2026-04-01')).toBe(true); // Wednesday
    expect(isBusinessDay('2026-04-04')).toBe(false); // Saturday
    expect(isBusinessDay('2026-04-05')).toBe(false); // Sunday
    expect(isBusinessDay('2026-04-29')).toBe(false); // 昭和の日
    expect(isBusinessDay('2026-05-06')).toBe(false); // 憲法記念日 振替休日
    expect(isBusinessDay('2026-09-22')).toBe(false); // 国民の休日 (between 敬老の日 and 秋分の日)
    expect(isBusinessDay('2026-12-30')).toBe(true);
    expect(isBusinessDay('2026-12-31')).toBe(false);
    expect(isBusinessDay('2027-01-01')).toBe(false);
    expect(isBusinessDay('2027-01-04')).toBe(true);
    expect(nextBusinessDay('2026-12-30')).toBe('2027-01-04');
    expect(nextBusinessDay('2026-05-01')).toBe('2026-05-07'); // Golden Week
  });

  it('dates are Asia/Tokyo dates', () => {
    expect(tokyoDate(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(tokyoDate(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
  });
});

describe('withdrawal cut-off (15:00 Asia/Tokyo) and payout date', () => {
  const at = (iso: string) => {
    const s = withdrawalSchedule(new Date(iso));
    return { cutoffAt: s.cutoffAt.toISOString(), scheduledDate: s.scheduledDate, settleAt: s.settleAt.toISOString() };
  };

  it('before 15:00 on a business day: cut-off today, paid out the next business day at 10:00', () => {
    expect(at('2026-04-01T05:59:59Z')).toEqual({
      cutoffAt: '2026-04-01T06:00:00.000Z',
      scheduledDate: '2026-04-02',
      settleAt: '2026-04-02T01:00:00.000Z',
    });
  });

  it('from 15:00: the next business day’s cut-off and the business day after', () => {
    expect(at('2026-04-01T06:00:00Z')).toMatchObject({ cutoffAt: '2026-04-02T06:00:00.000Z', scheduledDate: '2026-04-03' });
    // Friday afternoon → Monday cut-off, Tuesday payout.
    expect(at('2026-04-03T07:00:00Z')).toMatchObject({ cutoffAt: '2026-04-06T06:00:00.000Z', scheduledDate: '2026-04-07' });
  });

  it('on weekends, holidays and across the year end', () => {
    expect(at('2026-04-04T01:00:00Z')).toMatchObject({ cutoffAt: '2026-04-06T06:00:00.000Z', scheduledDate: '2026-04-07' });
    expect(at('2026-04-28T03:00:00Z')).toMatchObject({ cutoffAt: '2026-04-28T06:00:00.000Z', scheduledDate: '2026-04-30' });
    expect(at('2026-12-30T03:00:00Z')).toMatchObject({ cutoffAt: '2026-12-30T06:00:00.000Z', scheduledDate: '2027-01-04' });
    expect(at('2026-12-30T07:00:00Z')).toMatchObject({ cutoffAt: '2027-01-04T06:00:00.000Z', scheduledDate: '2027-01-05' });
  });
});
