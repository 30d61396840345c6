import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { arrayLiteral } from '../../lib/array-literal.ts';
import { addDays, moscowDay, moscowDayStart } from '../../lib/moscow-time.ts';
import { wbOrderDays, wbOrderDayTotals, wbOrderSizeDays, wbOrders } from './orders.tables.ts';

// The orders of each day and card, kept added up in wb_order_days: a page of orders is stored together
// with a recount of every day its rows were or now are on, from the rows themselves (docs/decisions.md,
// «Daily figures kept by the sync»).

/** The Moscow day of a statistics row's instant, as a SQL date (WB's days are Moscow days, UTC+3). */
export const moscowDate = (column: AnyPgColumn): SQL =>
  sql`((${column} at time zone 'UTC') + interval '3 hours')::date`;

/**
 * Rows of `days` (Moscow days) of a table's instant `column`, or every row when `days` is null: a bound on
 * the instant lets the (company, date) index find them.
 */
export function onDays(column: AnyPgColumn, days: readonly string[] | null): SQL {
  if (days === null) return sql`true`;
  const sorted = [...days].sort();
  const from = moscowDayStart(sorted[0]!);
  const to = moscowDayStart(addDays(sorted.at(-1)!, 1));
  return sql`${column} >= ${from} and ${column} < ${to} and ${moscowDate(column)} in ${sorted}`;
}

/** The Moscow days the stored orders with these `srid`s are on: the days a new version of them leaves. */
export async function storedOrderDays(tx: Tx, companyId: number, srids: string[]): Promise<string[]> {
  if (srids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ day: sql<string>`${moscowDate(wbOrders.date)}::text` })
    .from(wbOrders)
    .where(and(eq(wbOrders.companyId, companyId), inArray(wbOrders.srid, srids)));
  return rows.map((r) => r.day);
}

/** Recounts the company's orders of these Moscow days (all days when null) from its rows. */
export async function recountOrderDays(executor: Tx | Database, companyId: number, days: readonly string[] | null) {
  if (days !== null && days.length === 0) return;
  const day = moscowDate(wbOrders.date);
  const price = sql`coalesce(${wbOrders.priceWithDiscKopecks}, 0)`;
  await executor
    .delete(wbOrderDays)
    .where(and(eq(wbOrderDays.companyId, companyId), days === null ? undefined : inArray(wbOrderDays.day, [...days])));
  await executor.execute(sql`
    insert into ${wbOrderDays} (company_id, day, nm_id, orders, orders_kopecks, cancellations, cancellations_kopecks)
    select ${wbOrders.companyId}, ${day}, ${wbOrders.nmId}, count(*), sum(${price}),
      count(*) filter (where ${wbOrders.isCancel}), coalesce(sum(${price}) filter (where ${wbOrders.isCancel}), 0)
    from ${wbOrders}
    where ${wbOrders.companyId} = ${companyId} and ${onDays(wbOrders.date, days)}
    group by ${wbOrders.companyId}, ${day}, ${wbOrders.nmId}`);
  await recountOrderDayTotals(executor, companyId, days);
  await recountOrderSizeDays(executor, companyId, days);
}

/**
 * Adds orders stored for the first time (none of `srids` was stored before) to the figures of their days
 * instead of recounting every order of those days: what a first sync stores, slice by slice. Each figure
 * is a count or a sum of rows (the sizes' last order their latest), so adding equals recounting; the
 * equality tests of `test/support/daily-figures.ts` hold it to the rows.
 */
export async function addNewOrders(executor: Tx | Database, companyId: number, srids: readonly string[]) {
  if (srids.length === 0) return;
  const o = wbOrders;
  const day = moscowDate(o.date);
  const price = sql`coalesce(${o.priceWithDiscKopecks}, 0)`;
  const added = sql`${o.companyId} = ${companyId} and ${o.srid} = any(${arrayLiteral(srids)}::text[])`;
  const counts = sql`count(*), sum(${price}), count(*) filter (where ${o.isCancel}),
    coalesce(sum(${price}) filter (where ${o.isCancel}), 0)`;
  const addedTo = (table: string) =>
    sql.raw(`orders = ${table}.orders + excluded.orders,
    orders_kopecks = ${table}.orders_kopecks + excluded.orders_kopecks,
    cancellations = ${table}.cancellations + excluded.cancellations,
    cancellations_kopecks = ${table}.cancellations_kopecks + excluded.cancellations_kopecks`);
  await executor.execute(sql`
    insert into ${wbOrderDays} (company_id, day, nm_id, orders, orders_kopecks, cancellations, cancellations_kopecks)
    select ${o.companyId}, ${day}, ${o.nmId}, ${counts} from ${o} where ${added}
    group by ${o.companyId}, ${day}, ${o.nmId}
    on conflict (company_id, day, nm_id) do update set ${addedTo('wb_order_days')}`);
  await executor.execute(sql`
    insert into ${wbOrderDayTotals} (company_id, day, orders, orders_kopecks, cancellations, cancellations_kopecks)
    select ${o.companyId}, ${day}, ${counts} from ${o} where ${added}
    group by ${o.companyId}, ${day}
    on conflict (company_id, day) do update set ${addedTo('wb_order_day_totals')}`);
  await executor.execute(sql`
    insert into ${wbOrderSizeDays} (company_id, day, nm_id, tech_size, orders, last_at)
    select ${o.companyId}, ${day}, ${o.nmId}, coalesce(${o.techSize}, ''), count(*), max(${o.date})
    from ${o} where ${added} and not ${o.isCancel}
    group by ${o.companyId}, ${day}, ${o.nmId}, coalesce(${o.techSize}, '')
    on conflict (company_id, day, nm_id, tech_size) do update set
      orders = wb_order_size_days.orders + excluded.orders,
      last_at = greatest(wb_order_size_days.last_at, excluded.last_at)`);
}

/** The days' totals over the cards, out of the cards' days just recounted. */
async function recountOrderDayTotals(executor: Tx | Database, companyId: number, days: readonly string[] | null) {
  const t = wbOrderDayTotals;
  const d = wbOrderDays;
  await executor
    .delete(t)
    .where(and(eq(t.companyId, companyId), days === null ? undefined : inArray(t.day, [...days])));
  await executor.execute(sql`
    insert into ${t} (company_id, day, orders, orders_kopecks, cancellations, cancellations_kopecks)
    select ${d.companyId}, ${d.day}, sum(${d.orders}), sum(${d.ordersKopecks}), sum(${d.cancellations}),
      sum(${d.cancellationsKopecks})
    from ${d}
    where ${d.companyId} = ${companyId} and ${days === null ? sql`true` : inArray(d.day, [...days])}
    group by ${d.companyId}, ${d.day}`);
}

/** The sizes' orders of the days, cancelled ones left out, from the rows (the stock's pace). */
async function recountOrderSizeDays(executor: Tx | Database, companyId: number, days: readonly string[] | null) {
  const t = wbOrderSizeDays;
  const o = wbOrders;
  const day = moscowDate(o.date);
  await executor
    .delete(t)
    .where(and(eq(t.companyId, companyId), days === null ? undefined : inArray(t.day, [...days])));
  await executor.execute(sql`
    insert into ${t} (company_id, day, nm_id, tech_size, orders, last_at)
    select ${o.companyId}, ${day}, ${o.nmId}, coalesce(${o.techSize}, ''), count(*), max(${o.date})
    from ${o}
    where ${o.companyId} = ${companyId} and ${onDays(o.date, days)} and not ${o.isCancel}
    group by ${o.companyId}, ${day}, ${o.nmId}, coalesce(${o.techSize}, '')`);
}

/** The distinct Moscow days of instants. */
export const daysOfInstants = (instants: Date[]): string[] => [...new Set(instants.map(moscowDay))];
