import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInPeriod,
  formatDay,
  formatMoscowDay,
  mondayOf,
  moscowDay,
  moscowDayStart,
  moscowMonth,
  moscowWallClock,
  MOSCOW_UTC_OFFSET,
} from './moscow-time.ts';

describe('Moscow time', () => {
  it('changes the day at Moscow midnight, 21:00 UTC, whatever the clock of the machine', () => {
    expect(moscowDay(new Date('2026-11-13T20:59:59.999Z'))).toBe('2026-11-13');
    expect(moscowDay(new Date('2026-11-13T21:00:00.000Z'))).toBe('2026-11-14');
    // A clock already past midnight in UTC is still the same Moscow day until 21:00.
    expect(moscowDay(new Date('2026-11-14T00:30:00Z'))).toBe('2026-11-14');
    expect(moscowDay(new Date('2026-11-14T23:30:00+05:00'))).toBe('2026-11-14');
  });

  it('changes the month and the year at Moscow midnight', () => {
    expect(moscowMonth(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11');
    expect(moscowMonth(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12');
    expect(moscowDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a Moscow day at 21:00 UTC of the day before', () => {
    expect(moscowDayStart('2026-11-14').toISOString()).toBe('2026-11-13T21:00:00.000Z');
    expect(moscowDayStart('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(moscowDay(moscowDayStart('2026-03-01'))).toBe('2026-03-01');
    expect(moscowDay(new Date(moscowDayStart('2026-03-01').getTime() - 1))).toBe('2026-02-28');
    // The offset a query writes gives the same midnight.
    expect(new Date(`2026-11-14T00:00:00${MOSCOW_UTC_OFFSET}`)).toEqual(moscowDayStart('2026-11-14'));
  });

  it('counts calendar days across months, years and a leap day', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-14', -29)).toBe('2026-10-16');
    expect(daysInPeriod('2026-11-14', '2026-11-14')).toBe(1);
    expect(daysInPeriod('2026-01-01', '2026-12-31')).toBe(365);
  });

  it("finds the Monday of a report's week", () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // its Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it("gives a spreadsheet Moscow's wall-clock time", () => {
    // 23:30 in Moscow is 20:30 UTC; the spreadsheet must read 23:30 of the same day.
    expect(moscowWallClock(new Date('2026-11-13T20:30:00Z')).toISOString()).toBe('2026-11-13T23:30:00.000Z');
    expect(moscowWallClock(new Date('2026-11-13T21:00:00Z')).toISOString()).toBe('2026-11-14T00:00:00.000Z');
  });

  it('reads dates as дд.мм.гггг', () => {
    expect(formatDay('2026-03-05')).toBe('05.03.2026');
    expect(formatMoscowDay(new Date('2026-03-04T21:00:00Z'))).toBe('05.03.2026');
    expect(formatMoscowDay(new Date('2026-03-04T20:59:59Z'))).toBe('04.03.2026');
  });
});
