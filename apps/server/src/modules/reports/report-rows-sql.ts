import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { RETURN, SALE } from './report-figures.repo.ts';
import { wbFinanceReportDays, wbFinanceRows } from './reports.tables.ts';

// How many report rows are stored, for the home page's warning that the embedded database is outgrown:
// asked of this module, which owns the rows, so no other module names their table.

/**
 * The company's stored report rows, as the report days kept beside them count them (`report-days.ts`, written in
 * the same transaction as the rows): a few hundred day rows a year added up, where counting the rows themselves
 * read them all (about 0.3 s at 1 250 000 on the embedded database).
 */
export async function companyReportRows(db: Database, companyId: number): Promise<number> {
  const d = wbFinanceReportDays;
  const [stored] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`select coalesce(sum(${d.rowCount}), 0)::bigint as n from ${d} where ${d.companyId} = ${companyId}`,
    ),
  );
  return Number(stored!.n);
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
