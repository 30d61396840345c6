import { describe, expect, it } from 'vitest';
import { partsOf } from './report-task-sync.ts';

interface Row {
  date: string;
  n: number;
}

describe('a downloaded report window stored a day at a time', () => {
  const rows: Row[] = [
    { date: '2026-11-02', n: 1 },
    { date: '2026-11-01', n: 2 },
    { date: '2026-11-02', n: 3 },
    // WB sent a day the window does not hold: it goes with the last day, upserted, never lost.
    { date: '2026-10-20', n: 4 },
  ];

  it('gives every day of the window its own part, a day without rows too (its stored rows are cleared)', () => {
    const parts = partsOf('2026-11-01', '2026-11-03', rows, (row) => row.date);
    expect(parts.map((part) => [part.from, part.to, part.rows.map((row) => row.n)])).toEqual([
      ['2026-11-01', '2026-11-01', [2]],
      ['2026-11-02', '2026-11-02', [1, 3]],
      ['2026-11-03', '2026-11-03', [4]],
    ]);
  });

  it('keeps the window whole when the report names no day of a row', () => {
    expect(partsOf('2026-11-01', '2026-11-03', rows)).toEqual([{ from: '2026-11-01', to: '2026-11-03', rows }]);
  });
});
