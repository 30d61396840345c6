import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { arrayLiteral } from '../../lib/array-literal.ts';
import { moscowDate, onDays } from '../orders/order-days.ts';
import { wbSaleDays, wbSaleDayTotals, wbSales } from './sales.tables.ts';

// Sales, returns and WB's other operations of each day and card, kept added up in wb_sale_days: a page of
// rows is stored together with a recount of every day its rows were or now are on (docs/decisions.md,
// «Daily figures kept by the sync»).

/** The Moscow days the stored rows with these `saleID`s are on: the days a new version of them leaves. */
export async function storedSaleDays(tx: Tx, companyId: number, saleIds: string[]): Promise<string[]> {
  if (saleIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ day: sql<string>`${moscowDate(wbSales.date)}::text` })
    .from(wbSales)
    .where(and(eq(wbSales.companyId, companyId), inArray(wbSales.saleId, saleIds)));
  return rows.map((r) => r.day);
}

/** Recounts the company's sales, returns and other operations of these Moscow days (all when null) from its rows. */
export async function recountSaleDays(executor: Tx | Database, companyId: number, days: readonly string[] | null) {
  if (days !== null && days.length === 0) return;
  const day = moscowDate(wbSales.date);
  const price = sql`coalesce(${wbSales.priceWithDiscKopecks}, 0)`;
  const of = (kind: string) => sql`(where ${wbSales.kind} = ${kind})`;
  await executor
    .delete(wbSaleDays)
    .where(and(eq(wbSaleDays.companyId, companyId), days === null ? undefined : inArray(wbSaleDays.day, [...days])));
  await executor.execute(sql`
    insert into ${wbSaleDays} (company_id, day, nm_id, supplier_article, sales, sales_kopecks, returns, returns_kopecks,
      others, others_kopecks)
    select ${wbSales.companyId}, ${day}, ${wbSales.nmId}, max(${wbSales.supplierArticle}) filter (where ${wbSales.kind} <> 'other'),
      count(*) filter ${of('sale')}, coalesce(sum(${price}) filter ${of('sale')}, 0),
      count(*) filter ${of('return')}, coalesce(sum(abs(${price})) filter ${of('return')}, 0),
      count(*) filter ${of('other')}, coalesce(sum(coalesce(${wbSales.forPayKopecks}, 0)) filter ${of('other')}, 0)
    from ${wbSales}
    where ${wbSales.companyId} = ${companyId} and ${onDays(wbSales.date, days)}
    group by ${wbSales.companyId}, ${day}, ${wbSales.nmId}`);
  await recountSaleDayTotals(executor, companyId, days);
}

/**
 * Adds rows stored for the first time (none of `saleIds` was stored before) to the figures of their days
 * instead of recounting every row of those days: what a first sync stores, slice by slice. Each figure is a
 * count or a sum of rows (the article their largest), so adding equals recounting; the equality tests of
 * `test/support/daily-figures.ts` hold it to the rows.
 */
export async function addNewSales(executor: Tx | Database, companyId: number, saleIds: readonly string[]) {
  if (saleIds.length === 0) return;
  const s = wbSales;
  const day = moscowDate(s.date);
  const price = sql`coalesce(${s.priceWithDiscKopecks}, 0)`;
  const of = (kind: string) => sql`(where ${s.kind} = ${kind})`;
  const added = sql`${s.companyId} = ${companyId} and ${s.saleId} = any(${arrayLiteral(saleIds)}::text[])`;
  const counts = sql`count(*) filter ${of('sale')}, coalesce(sum(${price}) filter ${of('sale')}, 0),
    count(*) filter ${of('return')}, coalesce(sum(abs(${price})) filter ${of('return')}, 0),
    count(*) filter ${of('other')}, coalesce(sum(coalesce(${s.forPayKopecks}, 0)) filter ${of('other')}, 0)`;
  const addedTo = (table: string) =>
    sql.raw(
      ['sales', 'sales_kopecks', 'returns', 'returns_kopecks', 'others', 'others_kopecks']
        .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
        .join(', '),
    );
  await executor.execute(sql`
    insert into ${wbSaleDays} (company_id, day, nm_id, supplier_article, sales, sales_kopecks, returns, returns_kopecks,
      others, others_kopecks)
    select ${s.companyId}, ${day}, ${s.nmId}, max(${s.supplierArticle}) filter (where ${s.kind} <> 'other'), ${counts}
    from ${s} where ${added}
    group by ${s.companyId}, ${day}, ${s.nmId}
    on conflict (company_id, day, nm_id) do update set ${addedTo('wb_sale_days')},
      supplier_article = greatest(wb_sale_days.supplier_article, excluded.supplier_article)`);
  await executor.execute(sql`
    insert into ${wbSaleDayTotals} (company_id, day, sales, sales_kopecks, returns, returns_kopecks, others, others_kopecks)
    select ${s.companyId}, ${day}, ${counts} from ${s} where ${added}
    group by ${s.companyId}, ${day}
    on conflict (company_id, day) do update set ${addedTo('wb_sale_day_totals')}`);
}

/** The days' totals over the cards, out of the cards' days just recounted. */
async function recountSaleDayTotals(executor: Tx | Database, companyId: number, days: readonly string[] | null) {
  const t = wbSaleDayTotals;
  const d = wbSaleDays;
  await executor
    .delete(t)
    .where(and(eq(t.companyId, companyId), days === null ? undefined : inArray(t.day, [...days])));
  await executor.execute(sql`
    insert into ${t} (company_id, day, sales, sales_kopecks, returns, returns_kopecks, others, others_kopecks)
    select ${d.companyId}, ${d.day}, sum(${d.sales}), sum(${d.salesKopecks}), sum(${d.returns}),
      sum(${d.returnsKopecks}), sum(${d.others}), sum(${d.othersKopecks})
    from ${d}
    where ${d.companyId} = ${companyId} and ${days === null ? sql`true` : inArray(d.day, [...days])}
    group by ${d.companyId}, ${d.day}`);
}

/**
 * Each card's sales less returns, revenue and largest article over the days `from`…`to`, of the days with a sale
 * or a return: what /main keeps of its month's cards (home/card-month.ts), columns in that order.
 */
export const cardSalesOfDaysSql = (companyId: number, from: string, to: string): SQL => sql`
  select ${companyId}::bigint, nm_id, sum(sales) - sum(returns), sum(sales_kopecks) - sum(returns_kopecks),
    max(supplier_article)
  from wb_sale_days
  where company_id = ${companyId} and day between ${from} and ${to} and (sales <> 0 or returns <> 0)
  group by nm_id`;
