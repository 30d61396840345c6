import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './sync-state.repo.ts';

/**
 * Inserts rows or updates the ones with the same natural key: repeating a page changes nothing.
 * Rows repeated inside one page (WB repeats the boundary row) count once, the last one wins.
 */
export async function upsertRows<Table extends PgTable>(
  tx: Tx,
  table: Table,
  key: PgColumn[],
  rows: Table['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table);
  const keyNames = new Set(key.map((c) => c.name));
  const keyFields = Object.entries(columns)
    .filter(([, c]) => keyNames.has(c.name))
    .map(([field]) => field);
  const unique = new Map<string, Table['$inferInsert']>();
  for (const row of rows) unique.set(JSON.stringify(keyFields.map((f) => (row as Record<string, unknown>)[f])), row);
  const set: Record<string, SQL> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (!keyNames.has(column.name)) set[field] = sql.raw(`excluded."${column.name}"`);
  }
  const all = [...unique.values()];
  const chunk = Math.max(1, Math.floor(30_000 / Object.keys(columns).length));
  for (let i = 0; i < all.length; i += chunk) {
    await tx
      .insert(table)
      .values(all.slice(i, i + chunk) as never)
      .onConflictDoUpdate({ target: key, set });
  }
  return all.length;
}
