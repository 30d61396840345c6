import { sql } from 'drizzle-orm';
import { isEmbedded, type Database } from '../../db/client.ts';

// The embedded database serves a seller up to a size; past it the seller is told to move to a PostgreSQL
// server (README, «The embedded database's limit»).

/**
 * The company's stored report rows past which the embedded database no longer serves it: the bench case
 * `embedded-limit` grew one seller of a year's rows in PGlite; the month's report took 4.4 s at 600 000 and
 * 5.6 s at 800 000, over the 5 s limit, in one run and 3.6 s and 4.0 s in the next (docs/benchmarks.md,
 * «The embedded database's limit»): the step both served.
 */
export const EMBEDDED_REPORT_ROWS = 600_000;

/** Where the move is explained: the product's README, which the server hands out as it is. */
export const MOVE_GUIDE = '/README.md';

/**
 * The planner's count of the whole table's rows, scaled by the pages it has now (as the planner itself
 * does), so rows stored since the last ANALYZE count too; null when it was never gathered.
 */
async function reportRowsEstimate(db: Database): Promise<number | null> {
  const result = (await db.execute(sql`
    select reltuples::float8 as tuples, relpages::float8 as pages,
      pg_relation_size(oid)::float8 / current_setting('block_size')::float8 as pages_now
    from pg_class where oid = 'wb_finance_rows'::regclass`)) as unknown as {
    rows: { tuples: number; pages: number; pages_now: number }[];
  };
  const { tuples, pages, pages_now: pagesNow } = result.rows[0]!;
  if (tuples < 0 || (pages === 0 && pagesNow > 0)) return null;
  return pages === 0 ? 0 : (tuples / pages) * pagesNow;
}

/** The company's report rows, counted no further than one past `limit`: enough to tell whether it passed. */
async function companyReportRowsUpTo(db: Database, companyId: number, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n
    from (select 1 from wb_finance_rows where company_id = ${companyId} limit ${limit + 1}) as stored`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/**
 * Whether the company's data has outgrown the embedded database. Below the limit the whole table's estimate
 * answers without reading a row; only a table that may be past it has the company's own rows counted.
 */
export async function outgrowsEmbedded(db: Database, companyId: number, limit = EMBEDDED_REPORT_ROWS) {
  if (!isEmbedded(db)) return false;
  const estimate = await reportRowsEstimate(db);
  if (estimate !== null && estimate < limit) return false;
  return (await companyReportRowsUpTo(db, companyId, limit)) > limit;
}
