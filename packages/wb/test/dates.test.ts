import { describe, expect, it } from 'vitest';
import { InvalidDateError, parseWbTime, toMskDate, toMskDateTime, toUnixSeconds } from '../src/index.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('parseWbTime: WB times without an offset are Moscow time', () => {
  it.each([
    // Statistics write Moscow wall-clock time without a zone.
    ['2022-03-06T10:11:07', '2022-03-06T07:11:07.000Z'],
    ['2026-11-20T10:00:00.123', '2026-11-20T07:00:00.123Z'],
    ['2026-11-20T02:30', '2026-11-19T23:30:00.000Z'],
    // A bare date is Moscow midnight: the evening before in UTC.
    ['2026-11-20', '2026-11-19T21:00:00.000Z'],
    ['2027-01-01', '2026-12-31T21:00:00.000Z'],
    // Moscow keeps UTC+3 all year: no summer shift.
    ['2026-07-01T12:00:00', '2026-07-01T09:00:00.000Z'],
    // A zone, when WB writes one, is taken as written.
    ['2022-05-04T07:56:29Z', '2022-05-04T07:56:29.000Z'],
    ['2026-11-20T10:00:00+03:00', '2026-11-20T07:00:00.000Z'],
    ['2026-11-20T10:00:00+05:00', '2026-11-20T05:00:00.000Z'],
    ['2026-11-20T10:00:00.5-01:00', '2026-11-20T11:00:00.500Z'],
  ])('%j is %s', (text, instant) => {
    expect(iso(parseWbTime(text))).toBe(instant);
  });

  it('WB’s "0001-01-01" placeholder and empty text mean no time', () => {
    expect(parseWbTime('0001-01-01T00:00:00')).toBeNull();
    expect(parseWbTime('0001-01-01T00:00:00Z')).toBeNull();
    expect(parseWbTime('')).toBeNull();
    expect(parseWbTime('  ')).toBeNull();
  });

  it.each(['20.11.2026', 'yesterday', '2026-13-45', '2026-11-20T25:00:00', '1700000000'])('refuses %j', (text) => {
    expect(() => parseWbTime(text)).toThrowError(InvalidDateError);
  });
});

describe('times as WB wants them in requests', () => {
  it('Moscow wall-clock time and day of an instant', () => {
    const lateEvening = new Date('2026-12-31T21:30:00Z'); // 00:30 on 1 January in Moscow
    expect(toMskDateTime(lateEvening)).toBe('2027-01-01T00:30:00');
    expect(toMskDate(lateEvening)).toBe('2027-01-01');
    expect(toMskDate(new Date('2026-12-31T20:59:59.999Z'))).toBe('2026-12-31');
    expect(toMskDateTime(new Date('2026-11-20T07:11:07.999Z'))).toBe('2026-11-20T10:11:07');
  });

  it('a Moscow time read back is the same instant, to the second', () => {
    const instant = new Date('2026-03-08T13:45:59.750Z');
    expect(iso(parseWbTime(toMskDateTime(instant)))).toBe('2026-03-08T13:45:59.000Z');
  });

  it('Unix seconds for FBS filters, whatever the zone', () => {
    expect(toUnixSeconds(new Date(1_700_000_000_999))).toBe(1_700_000_000);
    expect(toUnixSeconds(parseWbTime('2026-11-20')!)).toBe(Date.UTC(2026, 10, 19, 21) / 1000);
  });
});
