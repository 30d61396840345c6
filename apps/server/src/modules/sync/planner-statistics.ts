import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The embedded database has no autovacuum, so nothing gathers the planner's statistics: with plans
 * made for empty tables, the demo's month of reports took 44 s to add up instead of 0.4 s. After
 * syncs that stored many rows, ANALYZE (on a PostgreSQL server it only helps autovacuum along).
 */
const ROWS_BEFORE_ANALYZE = 10_000;
/**
 * Planned without any statistics, a month of reports took a minute even at a few thousand rows; once
 * gathered, the planner scales them with the table's size itself. So the first time comes early.
 */
const ROWS_BEFORE_FIRST_ANALYZE = 1_000;
/** ANALYZE of a demo-sized database takes seconds of the embedded database's thread: not more often. */
const MIN_INTERVAL_MS = 60_000;

const stored = new WeakMap<Database, { rows: number; analyzedAt: number }>();

/** Counts rows a sync stored; once enough have come since the last time, refreshes the statistics. */
export async function noteRowsStored(db: Database, rows: number, nowMs: number): Promise<void> {
  const state = stored.get(db) ?? { rows: 0, analyzedAt: -Infinity };
  stored.set(db, state);
  state.rows += rows;
  const enough = state.analyzedAt === -Infinity ? ROWS_BEFORE_FIRST_ANALYZE : ROWS_BEFORE_ANALYZE;
  if (state.rows < enough || nowMs - state.analyzedAt < MIN_INTERVAL_MS) return;
  state.rows = 0;
  state.analyzedAt = nowMs;
  await db.execute(sql`analyze`);
}
