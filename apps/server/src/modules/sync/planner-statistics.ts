import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

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

interface Stored {
  /** Rows stored since the last ANALYZE, and all rows this process stored before it. */
  rows: number;
  before: number;
  analyzedAt: number;
}

const stored = new WeakMap<Database, Stored>();

/**
 * Counts rows a sync stored; refreshes the statistics after the first thousand, then each time the rows
 * stored since the last time reach ten thousand and what was stored before it (so as a year of reports
 * comes in, ANALYZE runs a dozen times, not every minute: on the demo it took 2–3.6 s a time).
 */
export async function noteRowsStored(db: Database, rows: number, nowMs: number): Promise<void> {
  const state = stored.get(db) ?? { rows: 0, before: 0, analyzedAt: -Infinity };
  stored.set(db, state);
  state.rows += rows;
  const enough =
    state.analyzedAt === -Infinity ? ROWS_BEFORE_FIRST_ANALYZE : Math.max(ROWS_BEFORE_ANALYZE, state.before);
  if (state.rows < enough || nowMs - state.analyzedAt < MIN_INTERVAL_MS) return;
  state.before += state.rows;
  state.rows = 0;
  state.analyzedAt = nowMs;
  await analyzeTableByTable(db);
}

/**
 * ANALYZE of each table on its own: the embedded database runs one statement at a time, and one ANALYZE of the
 * whole demo database held every screen's statements for 1.7 s (`npm run bench`, event-loop-lag); between two
 * tables they go first. Each table's ANALYZE reads a sample of bounded size, however large the table.
 */
async function analyzeTableByTable(db: Database): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'
      order by 1`),
  );
  for (const { name } of tables) {
    await db.execute(sql.raw(`analyze ${name}`));
  }
}
