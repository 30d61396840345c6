import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** Every row under `where`, a batch at a time in the list's order: an export reads a whole period so. */
export async function* rowsInBatches<Table extends PgTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  plan: ListPlan,
  batchSize: number,
): AsyncGenerator<Table['$inferSelect'][]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(batchSize)
      .offset(offset);
    if (rows.length > 0) yield rows as Table['$inferSelect'][];
    if (rows.length < batchSize) return;
  }
}
