import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { rowsOf, type DatabaseHandle } from './client.ts';
import { copyLine, copyRows } from './copy-rows.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('rows copied into a table', () => {
  it('arrive as given: texts with tabs, line breaks and backslashes, numbers, nulls, thousands of rows', async () => {
    const odd = ['таб\tвнутри', 'строка\nи\rещё', 'слэш \\N и \\', ''];
    const lines = [
      ...odd.map((text, at) => copyLine([at, text, null])),
      ...Array.from({ length: 2_500 }, (_, at) => copyLine([100 + at, `ШК-${at}`, at * 7])),
    ];
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table copied (n integer, text text, amount bigint) on commit drop`);
      await copyRows(tx, 'copied (n, text, amount)', lines);
      return rowsOf<{ n: number; text: string; amount: string | number | null }>(
        await tx.execute(sql`select n, text, amount from copied order by n`),
      );
    });
    expect(rows).toHaveLength(odd.length + 2_500);
    expect(rows.slice(0, odd.length).map((row) => [row.text, row.amount])).toEqual(odd.map((text) => [text, null]));
    expect(rows.at(-1)).toMatchObject({ n: 2_599, text: 'ШК-2499' });
    expect(Number(rows.at(-1)!.amount)).toBe(2_499 * 7);
  });
});
