import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './sync-state.repo.ts';
import { WbUnavailable } from '@seller-helper/wb';

/**
 * WB's amount as an exact decimal string: "376.99" and "11,2" as written, a JSON number by its
 * shortest decimal form (what WB wrote). Never through float arithmetic.
 */
export function exactDecimal(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : String(value).trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text))
    throw new WbUnavailable(`not a decimal amount: ${JSON.stringify(value).slice(0, 40)}`);
  return text;
}

/** A decimal amount in kopecks, by moving the decimal point in the text. */
export function kopecks(value: unknown): number | null {
  const decimal = exactDecimal(value);
  if (decimal === null) return null;
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const result = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  if (!Number.isSafeInteger(result)) throw new WbUnavailable(`amount out of range: ${decimal}`);
  return negative ? -result : result;
}

/** WB writes Moscow time without a zone ("2026-03-01T12:30:00"); WB's "0001-01-01" means none. */
export function mskInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '' || value.startsWith('0001-01-01')) return null;
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(value)
    ? value
    : `${value.length === 10 ? `${value}T00:00:00` : value}+03:00`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime())) throw new WbUnavailable(`not a date: ${value.slice(0, 40)}`);
  return date;
}

export const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function int(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** An array where WB documents one; anything else is a malformed answer. */
export function listOf<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new WbUnavailable(`malformed answer: ${what} is not a list`);
  return value as T[];
}

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
