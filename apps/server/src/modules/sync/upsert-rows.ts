import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

/** Rows per statement: one JSON parameter each, so the size only bounds the statement's memory. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Inserts rows or updates the ones with the same natural key: repeating a page changes nothing.
 * Rows repeated inside one page (WB repeats the boundary row) count once, the last one wins.
 *
 * The rows travel as one JSON parameter that PostgreSQL unpacks into the table's own column
 * types (`jsonb_populate_recordset`): building a statement with tens of thousands of parameters
 * cost more than the database spent writing them.
 */
export async function upsertRows<Table extends PgTable>(
  tx: Tx,
  table: Table,
  key: PgColumn[],
  rows: Table['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table));
  const keyNames = new Set(key.map((c) => c.name));
  const keyFields = columns.filter(([, c]) => keyNames.has(c.name)).map(([field]) => field);
  const unique = new Map<string, Record<string, unknown>>();
  for (const row of rows as Record<string, unknown>[]) unique.set(JSON.stringify(keyFields.map((f) => row[f])), row);
  const all = [...unique.values()];
  // Only the columns the rows fill: the others keep their defaults (ids, timestamps).
  const filled = columns.filter(([field]) => all.some((row) => row[field] !== undefined));
  const names = sql.join(
    filled.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const updates = sql.join(
    filled
      .filter(([, c]) => !keyNames.has(c.name))
      .map(([, c]) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`),
    sql`, `,
  );
  const target = sql.join(
    key.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const { name, schema } = getTableConfig(table);
  const tableName = schema ? sql`${sql.identifier(schema)}.${sql.identifier(name)}` : sql.identifier(name);
  for (let i = 0; i < all.length; i += ROWS_PER_STATEMENT) {
    const records = all.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [field, column] of filled) record[column.name] = row[field] ?? null;
      return record;
    });
    await tx.execute(sql`
      insert into ${tableName} (${names})
      select ${names} from jsonb_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::jsonb)
      on conflict (${target}) do update set ${updates}`);
  }
  return all.length;
}
