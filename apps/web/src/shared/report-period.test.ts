import { describe, expect, it } from 'vitest';
import { lastReportedWeeks, linkedPeriod } from './report-period.ts';

describe('report period', () => {
  it('starts with the last four full weeks, Monday to Sunday, by the Moscow day', () => {
    // Monday 23 Nov 2026 in Moscow from 21:00 UTC on Sunday the 22nd.
    expect(lastReportedWeeks(new Date('2026-11-22T21:00:00Z'))).toEqual({
      dateFrom: '2026-10-26',
      dateTo: '2026-11-22',
    });
    expect(lastReportedWeeks(new Date('2026-11-22T20:59:59Z'))).toEqual({
      dateFrom: '2026-10-19',
      dateTo: '2026-11-15',
    });
  });
  it('opens on the period a link names, when it names both days', () => {
    const link = new URLSearchParams('dateFrom=2026-10-19&dateTo=2026-10-25');
    expect(linkedPeriod(link)).toEqual({ dateFrom: '2026-10-19', dateTo: '2026-10-25' });
    expect(linkedPeriod(new URLSearchParams('dateFrom=2026-10-19'))).toBeNull();
    expect(linkedPeriod(new URLSearchParams('dateFrom=19.10.2026&dateTo=2026-10-25'))).toBeNull();
  });
});
