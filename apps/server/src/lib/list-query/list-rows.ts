import { and, count, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { ListPlan } from './list-query.ts';

/** One page of a table's rows under `where` (the company, the period, the list's filters), with their count. */
export async function pageOfRows<Table extends PgTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  plan: ListPlan,
): Promise<{ items: Table['$inferSelect'][]; totalCount: number }> {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({ count: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { items: items as Table['$inferSelect'][], totalCount: total?.count ?? 0 };
}

/** Which rows a list reads: the company's (`scope`, whose rows `key` tells apart) under the list's `where`. */
export interface ListRows<Table extends PgTable> {
  table: Table;
  scope: SQL;
  key: PgColumn;
  where: SQL | undefined;
}

/**
 * Every row of the list, a batch at a time in the list's order: an export reads a whole period so.
 * The keys are read in order once, then their rows a batch at a time by key, so a year of a large
 * seller costs one sort instead of one per batch (a batch by OFFSET re-read every row before it).
 */
export async function* rowsInBatches<Table extends PgTable>(
  db: Database,
  { table, scope, key, where }: ListRows<Table>,
  plan: ListPlan,
  batchSize: number,
): AsyncGenerator<Table['$inferSelect'][]> {
  const keys = (
    await db
      .select({ key })
      .from(table as PgTable)
      .where(and(scope, where))
      .orderBy(...plan.orderBy)
  ).map((row) => row.key);
  const keyField = Object.entries(getTableColumns(table)).find(([, column]) => column === key)![0];
  for (let start = 0; start < keys.length; start += batchSize) {
    const batch = keys.slice(start, start + batchSize);
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(scope, inArray(key, batch)))) as Table['$inferSelect'][];
    const byKey = new Map(rows.map((row) => [(row as Record<string, unknown>)[keyField], row]));
    // A row removed since the keys were read is left out; one changed since is written as it is now.
    const inOrder = batch.flatMap((value): Table['$inferSelect'][] => {
      const row = byKey.get(value);
      return row ? [row] : [];
    });
    if (inOrder.length > 0) yield inOrder;
  }
}
