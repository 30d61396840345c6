import { describe, expect, it } from 'vitest';
import { lastDays, periodProblem } from './period.ts';

describe('a screen period', () => {
  it('counts the last days in Moscow, today included', () => {
    // 21:30 UTC on 30 Sep is already 1 Oct in Moscow; 20:59 is still 30 Sep.
    expect(lastDays(7, new Date('2026-09-30T21:30:00Z'))).toEqual({ dateFrom: '2026-09-25', dateTo: '2026-10-01' });
    expect(lastDays(7, new Date('2026-09-30T20:59:59Z'))).toEqual({ dateFrom: '2026-09-24', dateTo: '2026-09-30' });
    expect(lastDays(1, new Date('2026-12-31T21:00:00Z'))).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-01-01' });
  });

  it('says what is wrong with a period, against the limit of the screen', () => {
    expect(periodProblem({ dateFrom: '2026-10-02', dateTo: '2026-10-01' }, 366)).toBe('Начало периода позже его конца');
    expect(periodProblem({ dateFrom: '2025-01-01', dateTo: '2026-01-01' }, 366)).toBe(null);
    expect(periodProblem({ dateFrom: '2025-01-01', dateTo: '2026-01-02' }, 366)).toBe('Период — не больше 366 дней');
    expect(periodProblem({ dateFrom: '2026-08-30', dateTo: '2026-11-30' }, 93)).toBe(null);
    expect(periodProblem({ dateFrom: '2026-08-29', dateTo: '2026-11-30' }, 93)).toBe('Период — не больше 93 дней');
    expect(periodProblem({ dateFrom: '', dateTo: '2026-01-02' }, 366)).toBe('Укажите начало и конец периода');
    expect(periodProblem({ dateFrom: '01.01.2026', dateTo: '2026-01-02' }, 366)).toBe('Укажите начало и конец периода');
  });
});
