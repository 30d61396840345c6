import { getTableColumns, sql, type Name } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's column names without the table's (`"shk_id"`), by property: for statements that give the table
 * an alias of their own (`from unit_ledger own … own.${c.shkId}`), where drizzle's column would name the table.
 */
export function bareColumns<T extends PgTable>(table: T): BareColumns<T> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.identifier(column.name)]),
  ) as BareColumns<T>;
}

type BareColumns<T extends PgTable> = { [K in keyof T['_']['columns']]: Name };
