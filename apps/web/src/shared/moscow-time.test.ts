import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInPeriod,
  formatDay,
  formatMoscowDateTime,
  formatMoscowDay,
  moscowDay,
  moscowToday,
  moscowWallClock,
} from './moscow-time.ts';

describe('Moscow time in the browser', () => {
  it('changes the day at Moscow midnight, 21:00 UTC, whatever the zone of the browser', () => {
    expect(moscowToday(new Date('2026-11-13T20:59:59.999Z'))).toBe('2026-11-13');
    expect(moscowToday(new Date('2026-11-13T21:00:00.000Z'))).toBe('2026-11-14');
    // 23:30 in Novosibirsk (UTC+7) is 19:30 in Moscow, the same day; 01:30 in Kaliningrad (UTC+2) is 02:30.
    expect(moscowDay(new Date('2026-11-14T23:30:00+07:00'))).toBe('2026-11-14');
    expect(moscowDay(new Date('2026-11-14T01:30:00+02:00'))).toBe('2026-11-14');
    expect(moscowDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('counts calendar days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysInPeriod('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('shows dates as дд.мм.гггг and times in Moscow', () => {
    expect(formatDay('2026-03-05')).toBe('05.03.2026');
    expect(formatMoscowDay('2026-03-04T21:00:00Z')).toBe('05.03.2026');
    expect(formatMoscowDay(new Date('2026-03-04T20:59:59Z'))).toBe('04.03.2026');
    expect(formatMoscowDateTime('2026-03-04T21:30:00Z')).toBe('05.03.2026 00:30');
    expect(formatMoscowDateTime(new Date('2026-03-05T11:30:00Z'))).toBe('05.03.2026 14:30');
    expect(moscowWallClock(new Date('2026-03-04T21:30:00Z')).toISOString()).toBe('2026-03-05T00:30:00.000Z');
  });
});
