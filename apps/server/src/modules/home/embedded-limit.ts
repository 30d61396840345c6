import { isEmbedded, type Database } from '../../db/client.ts';
import { companyReportRowsUpTo, reportRowsEstimate } from '../reports/report-rows-sql.ts';

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
 * Whether the company's data has outgrown the embedded database. Below the limit the whole table's estimate
 * answers without reading a row; only a table that may be past it has the company's own rows counted.
 */
export async function outgrowsEmbedded(db: Database, companyId: number, limit = EMBEDDED_REPORT_ROWS) {
  if (!isEmbedded(db)) return false;
  const estimate = await reportRowsEstimate(db);
  if (estimate !== null && estimate < limit) return false;
  return (await companyReportRowsUpTo(db, companyId, limit)) > limit;
}
