import { describe, expect, it } from 'vitest';
import { finishedSince, isRunning, progressText, runningText, type LoggedChange } from './minus-changes.ts';

const entry = (id: string, outcome: string, done: number | null = 0, total: number | null = 120): LoggedChange => ({
  id,
  action: 'exclude',
  phrases: ['платье летнее'],
  outcome,
  wbAnswer: 'Фраза «платье летнее» исключена у 120 товаров.',
  productsDone: done,
  productsTotal: total,
});

describe('changes of minus lists in the background', () => {
  it('says how far a change is, in Russian plurals', () => {
    expect(progressText(3, 120)).toBe('3 из 120 товаров');
    expect(progressText(0, 1)).toBe('0 из 1 товара');
    expect(progressText(2, 21)).toBe('2 из 21 товара');
    expect(runningText(entry('1', 'sent', 3))).toBe('Исключаем «платье летнее»: 3 из 120 товаров');
  });

  it('counts only a sent change with products as running: a pause waiting for WB is not one', () => {
    expect(isRunning(entry('1', 'sent'))).toBe(true);
    expect(isRunning(entry('1', 'done'))).toBe(false);
    expect(isRunning({ ...entry('2', 'sent', null, null), action: 'pause', phrases: [] })).toBe(false);
  });

  it('tells each finished change once, and none that was already finished when the page opened', () => {
    const seen = new Set<string>();
    expect(finishedSince(seen, [entry('1', 'done'), entry('2', 'sent', 3)])).toEqual([]);
    expect(finishedSince(seen, [entry('1', 'done'), entry('2', 'sent', 90), entry('3', 'sent')])).toEqual([]);
    const finished = finishedSince(seen, [entry('1', 'done'), entry('2', 'partial'), entry('3', 'sent', 5)]);
    expect(finished.map((e) => e.id)).toEqual(['2']);
    expect(
      finishedSince(seen, [entry('1', 'done'), entry('2', 'partial'), entry('3', 'done')]).map((e) => e.id),
    ).toEqual(['3']);
    expect(finishedSince(seen, [entry('1', 'done'), entry('2', 'partial'), entry('3', 'done')])).toEqual([]);
  });

  it('tells a change asked here that WB finished before the page looked at it', () => {
    const awaited = new Set(['4']);
    expect(finishedSince(awaited, [entry('1', 'done')])).toEqual([]);
    expect(finishedSince(awaited, [entry('4', 'done'), entry('1', 'done')]).map((e) => e.id)).toEqual(['4']);
    expect(awaited.size).toBe(0);
  });
});
