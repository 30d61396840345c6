import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../src/db/client.ts';

/**
 * Whether a statement of this database waits on another transaction's lock: a race test's barrier holds one
 * transaction open until the other is seen waiting, instead of hoping a delay is long enough.
 */
export async function statementWaitsOnLock(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`),
  );
  return row!.n > 0;
}
