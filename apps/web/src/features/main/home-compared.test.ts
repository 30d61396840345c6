import { describe, expect, it } from 'vitest';
import { comparedNote, nothingCompared, rangeOf } from './home-compared.ts';

describe('the days /main compares', () => {
  const week = { dateFrom: '2026-10-14', dateTo: '2026-10-20' };

  it('names the covered days and the same days before, as дд.мм.гггг', () => {
    const days = { dateFrom: '2026-10-14', dateTo: '2026-10-18', beforeFrom: '2026-10-07', beforeTo: '2026-10-11' };
    expect(comparedNote(week, days)).toBe('сравниваются 14.10.2026 — 18.10.2026 и 07.10.2026 — 11.10.2026');
    expect(rangeOf('2026-10-20', '2026-10-20')).toBe('20.10.2026');
  });

  it('says nothing when the whole period is compared', () => {
    const days = { ...week, beforeFrom: '2026-10-07', beforeTo: '2026-10-13' };
    expect(comparedNote(week, days)).toBeNull();
  });

  it('says that today has not come from WB yet instead of a fall', () => {
    expect(nothingCompared('today')).toBe('данные WB за сегодня ещё не пришли');
    expect(nothingCompared('month')).toContain('не с чем сравнить');
  });
});
