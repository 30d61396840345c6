import { isEmbedded, type Database } from '../../db/client.ts';
import { companyReportRows } from '../reports/report-rows-sql.ts';

// The embedded database serves a seller up to a size; past it the seller is told to move to a PostgreSQL
// server (README, «The embedded database's limit»).

/**
 * The company's stored report rows past which the embedded database no longer serves it: the bench case
 * `embedded-limit` grew one seller of a year's rows in PGlite, its cost price changes counted as the minute
 * job counts them; in two runs every step up to its last, 1 250 000, answered within the 5 s limit (the
 * month's report 2.9 s and 3.1 s there; docs/benchmarks.md, «The embedded database's limit»). Past it
 * nothing was measured.
 */
export const EMBEDDED_REPORT_ROWS = 1_250_000;

/** Where the move is explained: the product's README, which the server hands out as it is. */
export const MOVE_GUIDE = '/README.md';

/** Whether the company's data has outgrown the embedded database: its stored report rows past the limit. */
export async function outgrowsEmbedded(db: Database, companyId: number, limit = EMBEDDED_REPORT_ROWS) {
  if (!isEmbedded(db)) return false;
  return (await companyReportRows(db, companyId)) > limit;
}
