import { describe, expect, it } from 'vitest';
import { tableBatches } from './table-batches.ts';
import type { Table, TableRow } from './table-file.ts';

/** A table whose rows come as the test allows, telling which row was asked for. */
function watchedTable(rowCount: number, failAt?: number) {
  const asked: number[] = [];
  const waiters = new Map<number, () => void>();
  const rowAsked = (line: number) =>
    asked.includes(line) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(line, resolve));
  async function* rows(): AsyncGenerator<TableRow> {
    for (let line = 2; line < 2 + rowCount; line++) {
      asked.push(line);
      waiters.get(line)?.();
      if (line === failAt) throw new Error(`row ${line} cannot be read`);
      yield { line, cells: [{ text: String(line) }] };
    }
  }
  const table: Table = { columns: ['ШК'], headerLine: 1, rows: rows() };
  return { table, asked, rowAsked };
}

describe('a table read in batches', () => {
  it('reads the next batch, each row through `read`, while the caller is still working on this one', async () => {
    const { table, rowAsked } = watchedTable(5);
    const made: number[] = [];
    const batches = tableBatches(table, 2, (row) => {
      made.push(row.line);
      return row.line * 10;
    });
    const first = await batches.next();
    expect(first.value).toEqual([20, 30]);
    // The caller has not asked for more: the rows of the second batch are read and made all the same.
    await rowAsked(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toEqual([2, 3, 4, 5]);
    expect((await batches.next()).value).toEqual([40, 50]);
    expect((await batches.next()).value).toEqual([60]);
    expect((await batches.next()).done).toBe(true);
  });

  it('throws a failed read where the caller asks for that batch, not before', async () => {
    const { table, rowAsked } = watchedTable(6, 5);
    const batches = tableBatches(table, 2, (row) => row);
    expect((await batches.next()).value?.map((row: TableRow) => row.line)).toEqual([2, 3]);
    await rowAsked(5); // the read ahead has failed by now, and nothing was thrown
    await expect(batches.next()).rejects.toThrow('row 5 cannot be read');
  });

  it('stops reading when the caller stops', async () => {
    const { table, asked } = watchedTable(100);
    for await (const batch of tableBatches(table, 10, (row) => row)) {
      expect(batch).toHaveLength(10);
      break;
    }
    expect(asked.length).toBeLessThanOrEqual(20);
  });
});
