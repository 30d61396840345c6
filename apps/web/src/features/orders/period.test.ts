import { describe, expect, it } from 'vitest';
import { lastDays, periodProblem } from './period.ts';

describe('orders period', () => {
  it('counts the last days in Moscow, today included', () => {
    // 21:30 UTC on 30 Sep is already 1 Oct in Moscow.
    expect(lastDays(7, new Date('2026-09-30T21:30:00Z'))).toEqual({ dateFrom: '2026-09-25', dateTo: '2026-10-01' });
  });

  it('says what is wrong with a period', () => {
    expect(periodProblem({ dateFrom: '2026-10-02', dateTo: '2026-10-01' })).toBe('Начало периода позже его конца');
    expect(periodProblem({ dateFrom: '2025-01-01', dateTo: '2026-01-01' })).toBe(null);
    expect(periodProblem({ dateFrom: '2025-01-01', dateTo: '2026-01-02' })).toBe('Период не длиннее 366 дней');
    expect(periodProblem({ dateFrom: '', dateTo: '2026-01-02' })).toBe('Укажите начало и конец периода');
  });
});
