import { and, eq, getTableName, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { RETURN, SALE } from './report-figures.repo.ts';
import { wbFinanceRows } from './reports.tables.ts';

// How many report rows are stored, for the home page's warning that the embedded database is outgrown:
// asked of this module, which owns the rows, so no other module names their table.

/**
 * The planner's count of the whole table's rows, scaled by the pages it has now (as the planner itself
 * does), so rows stored since the last ANALYZE count too; null when it was never gathered.
 */
export async function reportRowsEstimate(db: Database): Promise<number | null> {
  const [stats] = rowsOf<{ tuples: number; pages: number; pages_now: number }>(
    await db.execute(sql`
    select reltuples::float8 as tuples, relpages::float8 as pages,
      pg_relation_size(oid)::float8 / current_setting('block_size')::float8 as pages_now
    from pg_class where oid = ${getTableName(wbFinanceRows)}::regclass`),
  );
  const { tuples, pages, pages_now: pagesNow } = stats!;
  if (tuples < 0 || (pages === 0 && pagesNow > 0)) return null;
  return pages === 0 ? 0 : (tuples / pages) * pagesNow;
}

/** The company's report rows, counted no further than one past `limit`: enough to tell whether it passed. */
export async function companyReportRowsUpTo(db: Database, companyId: number, limit: number): Promise<number> {
  const [stored] = rowsOf<{ n: number }>(
    await db.execute(sql`
    select count(*)::int as n
    from (select 1 from ${wbFinanceRows} where ${wbFinanceRows.companyId} = ${companyId} limit ${limit + 1}) as stored`),
  );
  return stored!.n;
}

/** The `doc_type_name` of a sale row, for statements over the rows below. */
export { SALE };

/** The main report and the buyout report: the ones whose rows sell and return units. */
const UNIT_REPORTS = [1, 2];

/**
 * The company's sale and return rows of units (a ШК, `shk_id` <> 0) in the main and buyout reports, all their
 * columns, on the report days from `from` to `to` when given: a statement for other modules' `with`.
 */
export function unitSaleAndReturnRows(companyId: number, days: { from?: string | null; to?: string | null }): SQL {
  const where = and(
    eq(wbFinanceRows.companyId, companyId),
    inArray(wbFinanceRows.reportType, UNIT_REPORTS),
    ne(wbFinanceRows.shkId, 0),
    inArray(wbFinanceRows.docTypeName, [SALE, RETURN]),
    days.from ? gte(wbFinanceRows.rrDate, days.from) : undefined,
    days.to ? lte(wbFinanceRows.rrDate, days.to) : undefined,
  );
  return sql`select * from ${wbFinanceRows} where ${where}`;
}
