import { describe, expect, it } from 'vitest';
import { lastReportedWeeks } from './report-period.ts';

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
});
