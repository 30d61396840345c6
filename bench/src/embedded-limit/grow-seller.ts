// One seller grown step by step in one process, as a server keeps it: PGlite on disk in the same process,
// so the resident memory reported is that of a server holding this seller. Each step's figures are sent to
// the parent as soon as they are measured; the process stops at the first step past the limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { dataOf } from '../../../apps/server/test/support/sign-in.ts';
import { ORDERS_PAGE, REPORTS } from '../cases/screens.ts';
import { applyCostChanges } from '../../../apps/server/src/modules/reports/report-cost-days.ts';
import { peakRss } from '../peak-rss.ts';
import { addCostPrices, addUnits, changeCompany, MONTH, openScreenApp, type FillPeriod } from '../screen-seller.ts';
import { overLimit, type GrowthPlan, type StepFigures } from './limits.ts';

const plan = JSON.parse(process.argv[2]!) as GrowthPlan;
/** A year of rows ending with the month the screens read: a seller's size is what it sells in a year. */
const YEAR: FillPeriod = { from: '2025-11-01', days: 365 };
const TODAY = MONTH.dateTo;
/** Units stored by one statement: the sync too stores a year in many small writes, not one. */
const CHUNK = 25_000;

const HOME = `query ($today: Date) { home(today: $today) {
  today periods { name current { orders sales revenue profit } before { orders profit } }
  days { day orders } topByProfit { nmId profit } bottomByRevenue { nmId revenue } warnings { kind message } } }`;

process.env.TEST_PGLITE_DIR = mkdtempSync(join(tmpdir(), 'bench-limit-'));
const { app, seller } = await openScreenApp('PGlite');
const db = app.services.db;

/**
 * One screen's answer as the seller waits for it after a sync stored rows: once, and if that is within the
 * limit, twice more (median). The company is changed before each, untimed, so each is read, not a kept answer.
 */
async function feel(query: string, variables: Record<string, unknown>): Promise<number> {
  const once = async () => {
    await changeCompany(app, seller.companyId);
    const t0 = performance.now();
    dataOf(await app.graphql(query, variables, seller.headers));
    return performance.now() - t0;
  };
  const first = await once();
  if (first > plan.answerLimitMs) return first;
  const samples = [first, await once(), await once()].sort((a, b) => a - b);
  return samples[1]!;
}

try {
  await addCostPrices(db, seller.companyId);
  let units = 0;
  for (const reportRows of plan.steps) {
    const started = performance.now();
    for (const end = reportRows / 2; units < end;) {
      const next = Math.min(end, units + CHUNK);
      await addUnits(db, seller.companyId, YEAR, units, next);
      units = next;
    }
    // The sync gathers statistics after storing many rows (modules/sync/planner-statistics.ts).
    await db.execute(sql`analyze`);
    const fillSeconds = (performance.now() - started) / 1000;
    // The step's ledger entries, recorded as cost price changes, counted as the minute job counts them
    // (report-cost-job.ts) before a seller opens a screen: otherwise the first read counts a year of them.
    const counting = performance.now();
    await applyCostChanges(db, seller.companyId);
    const costCountSeconds = (performance.now() - counting) / 1000;
    const reportsMs = await feel(REPORTS, { from: MONTH.dateFrom, to: MONTH.dateTo });
    const ordersPageMs = await feel(ORDERS_PAGE.query, ORDERS_PAGE.variables);
    const homeMs = await feel(HOME, { today: TODAY });
    const size = (await db.execute(sql`select pg_database_size(current_database()) as bytes`)) as unknown as {
      rows: { bytes: string }[];
    };
    const step: StepFigures = {
      reportRows,
      fillSeconds,
      costCountSeconds,
      reportsMs,
      ordersPageMs,
      homeMs,
      rss: process.memoryUsage().rss,
      peakRss: peakRss(),
      databaseBytes: Number(size.rows[0]!.bytes),
    };
    process.send!(step);
    if (overLimit(step, plan)) break;
  }
} finally {
  await app.close();
  rmSync(process.env.TEST_PGLITE_DIR, { recursive: true, force: true });
}
