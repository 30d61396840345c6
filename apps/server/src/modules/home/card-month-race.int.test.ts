import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementWaitsOnLock } from '../../../test/support/lock-waits.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbSaleDays } from '../../db/schema/index.ts';
import { sellerWithCompany } from '../cards/catalog-fixtures.ts';
import { rankedMonthCards } from './card-month.ts';

// /main moves its month's window on a new day while a sync stores that day's sales: the sync's rows are in the
// moved month once both commit, whichever starts first (migration 0032 locks the window row for both). Two
// writers at once need two connections: a PostgreSQL server's pool (the embedded database has one).

const NM_ID = 4242;
const month = (dateTo: string, dateFrom: string) => ({ dateFrom, dateTo });

describe.runIf(process.env.TEST_DB === 'postgres')("the month's cards moved while a sync stores a day", () => {
  let app: TestApp;
  let companyId: number;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    companyId = (await sellerWithCompany(app, 'card-month-race@example.com')).companyId;
    await app.services.db
      .insert(wbSaleDays)
      .values({ companyId, day: '2026-11-10', nmId: NM_ID, sales: 2, salesKopecks: 200_000 });
    await rankedMonthCards(app.services.db, companyId, month('2026-11-10', '2026-10-12'));
  });
  afterAll(() => app.close());

  it("counts the sync's new day in the moved month", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The sync stores the next day's sales, a day after the kept window, and holds its transaction open.
    const sync = app.services.db.transaction(async (tx) => {
      await tx
        .insert(wbSaleDays)
        .values({ companyId, day: '2026-11-11', nmId: NM_ID, sales: 3, salesKopecks: 300_000 });
      await released;
    });
    const moved = rankedMonthCards(app.services.db, companyId, month('2026-11-11', '2026-10-13'));
    // A move that does not wait for the sync ends the loop too, and the figures below tell.
    let ended = false;
    void moved.finally(() => (ended = true));
    while (!ended && !(await statementWaitsOnLock(app.services.db)))
      await new Promise((resolve) => setImmediate(resolve));
    release();
    await sync;

    const { revenue } = await moved;
    expect(revenue).toEqual([{ nmId: NM_ID, supplierArticle: null, sold: 5, revenueKopecks: 500_000 }]);
  });
});
