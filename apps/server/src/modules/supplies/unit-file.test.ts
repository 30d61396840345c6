import { describe, expect, it } from 'vitest';
import { readDay } from './unit-file.ts';

describe('a day in a unit file', () => {
  it('is read alike typed as дд.мм.гггг, as ГГГГ-ММ-ДД, from a date cell, or stored as Excel’s day number', () => {
    expect(readDay('06.10.2026')).toEqual({ day: '2026-10-06' });
    expect(readDay('6.1.2026')).toEqual({ day: '2026-01-06' });
    expect(readDay('2026-10-06')).toEqual({ day: '2026-10-06' });
    // A date cell is read as its instant: midnight UTC of the day.
    expect(readDay('2026-10-06T00:00:00.000Z')).toEqual({ day: '2026-10-06' });
    // 46301 is 06.10.2026 in Excel's numbering (days since 30.12.1899).
    expect(readDay('46301')).toEqual({ day: '2026-10-06' });
    expect(readDay('25569')).toEqual({ day: '1970-01-01' });
  });

  it('in the right shape but not in the calendar is named as such; another text says what is expected', () => {
    expect(readDay('31.02.2026')).toEqual({ problem: '31.02.2026: такой даты нет.' });
    expect(readDay('2026-13-01')).toEqual({ problem: '01.13.2026: такой даты нет.' });
    expect(readDay('завтра')).toEqual({ problem: '«завтра»: ожидается дата ДД.ММ.ГГГГ.' });
    expect(readDay('123')).toEqual({ problem: '«123»: ожидается дата ДД.ММ.ГГГГ.' });
  });
});
