import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { createCompany } from '../../../test/support/sync-kit.ts';
import { createSyncRun, SLICE_ROWS } from './sync-run.ts';
import { getSyncState, markRunning } from './sync-state.repo.ts';

const COMPANY = 190_000_003;

describe('a sync run storing a large page', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createCompany(database, COMPANY);
    await markRunning(database.db, COMPANY, 'finance', true);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets a waiting request in between its slices, not only after the whole page', async () => {
    const run = createSyncRun({
      db: database.db,
      companyId: COMPANY,
      dataset: 'finance',
      client: null,
      cursor: null,
      budgetMs: 60_000,
    });
    let slicesStored = 0;
    let storedWhenRequestRan = Number.POSITIVE_INFINITY;
    // A request that arrives while the page is being stored (a timer stands in for its socket).
    setTimeout(() => (storedWhenRequestRan = slicesStored), 0);
    const rows = Array.from({ length: 3 * SLICE_ROWS + 1 }, (_, i) => i);
    await run.commitSlices(
      rows,
      async () => {
        slicesStored++;
        return 0;
      },
      { rrdId: rows.length },
    );
    expect(slicesStored).toBe(4);
    expect(storedWhenRequestRan).toBeLessThan(4);
    expect((await getSyncState(database.db, COMPANY, 'finance'))?.cursor).toEqual({ rrdId: rows.length });
  });
});
