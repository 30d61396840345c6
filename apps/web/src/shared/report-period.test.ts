import { describe, expect, it } from 'vitest';
import { lastReportedWeeks, linkedPeriod, periodProblem } from './report-period.ts';

describe('report period', () => {
  it('starts with the last four full weeks, Monday to Sunday', () => {
    expect(lastReportedWeeks(new Date(2026, 10, 23))).toEqual({ dateFrom: '2026-10-26', dateTo: '2026-11-22' });
    expect(lastReportedWeeks(new Date(2026, 10, 22))).toEqual({ dateFrom: '2026-10-19', dateTo: '2026-11-15' });
  });
  it('opens on the period a link names, when it names both days', () => {
    const link = new URLSearchParams('dateFrom=2026-10-19&dateTo=2026-10-25');
    expect(linkedPeriod(link)).toEqual({ dateFrom: '2026-10-19', dateTo: '2026-10-25' });
    expect(linkedPeriod(new URLSearchParams('dateFrom=2026-10-19'))).toBeNull();
    expect(linkedPeriod(new URLSearchParams('dateFrom=19.10.2026&dateTo=2026-10-25'))).toBeNull();
  });
  it('names what is wrong with a typed period', () => {
    expect(periodProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(periodProblem('2026-11-30', '2026-11-01')).toContain('позже');
    expect(periodProblem('2026-01-01', '2026-11-30')).toContain('93');
    expect(periodProblem('', '2026-11-30')).toContain('обе даты');
  });
});
