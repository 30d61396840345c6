import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { noteRowsStored } from './planner-statistics.ts';
import { createSyncRun } from './sync-run.ts';

const MINUTE = 60_000;

describe('planner statistics after syncs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Autovacuum off, so on a PostgreSQL server only the code under test gathers the statistics.
    await database.db.execute(sql`create table stats_probe (n int) with (autovacuum_enabled = false)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const rowsThePlannerKnows = async () => {
    const result = (await database.db.execute(
      sql`select reltuples::int n from pg_class where relname = 'stats_probe'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const store = (rows: number) => database.db.execute(sql`insert into stats_probe select generate_series(1, ${rows})`);

  it('are gathered once enough rows came, and not again within a minute', async () => {
    const start = Date.UTC(2026, 10, 23, 12);
    // The first time after a thousand rows.
    await store(300);
    await noteRowsStored(database.db, 999, start);
    expect(await rowsThePlannerKnows()).toBeLessThanOrEqual(0);
    await noteRowsStored(database.db, 1, start);
    expect(await rowsThePlannerKnows()).toBe(300);

    // Then never within a minute of the last time…
    await store(300);
    await noteRowsStored(database.db, 20_000, start + MINUTE / 2);
    expect(await rowsThePlannerKnows()).toBe(300);
    await noteRowsStored(database.db, 0, start + 2 * MINUTE);
    expect(await rowsThePlannerKnows()).toBe(600);

    // …and only after as many rows again as were stored before (21 000 by now), ten thousand at the least.
    await store(300);
    await noteRowsStored(database.db, 20_999, start + 4 * MINUTE);
    expect(await rowsThePlannerKnows()).toBe(600);
    await noteRowsStored(database.db, 1, start + 4 * MINUTE);
    expect(await rowsThePlannerKnows()).toBe(900);
  });

  it('are gathered as soon as a sync has committed enough rows, before the run ends', async () => {
    const later = Date.UTC(2026, 10, 23, 13);
    const run = createSyncRun({
      db: database.db,
      companyId: 1,
      dataset: 'finance',
      client: null,
      cursor: null,
      budgetMs: 60_000,
      now: () => new Date(later),
    });
    // 42 000 rows stored before: a commit of as many more refreshes them.
    await run.commit(async (tx) => {
      await tx.execute(sql`insert into stats_probe select generate_series(1, 42000)`);
      return 42_000;
    }, null);
    expect(await rowsThePlannerKnows()).toBe(42_900);
  });
});
