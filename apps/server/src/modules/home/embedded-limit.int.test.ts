import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { recountReportDays } from '../reports/report-days.ts';
import { MOVE_GUIDE } from './embedded-limit.ts';
import { homeOf } from './home.service.ts';

// The warning to move to a PostgreSQL server: on the embedded database, once the company's own report rows
// pass the limit, and never on a PostgreSQL server. The limit is set small so that a few rows pass it.

let app: TestApp;
let big: Seller;
let small: Seller;
const LIMIT = 50;
const embedded = process.env.TEST_DB !== 'postgres';

/**
 * `count` report rows of the company after row `after`, on `day`, as the sync stores them (the columns a row must
 * have), their report days counted again as the sync counts them in the same transaction.
 */
async function reportRows(companyId: number, count: number, after = 0, day = '2026-10-14') {
  await app.services.db.execute(sql`
    insert into wb_finance_rows (company_id, rrd_id, report_id, report_type, date_from, date_to, currency, rr_date)
    select ${companyId}, i, 550001, 1, date '2026-10-12', date '2026-10-18', 'RUB', ${day}::date
    from generate_series(${after + 1}::int, ${after + count}) as i`);
  await recountReportDays(app.services.db, companyId, [day]);
}

async function outgrown(seller: Seller, limit = LIMIT) {
  const home = await homeOf(
    app.services.db,
    app.services.config,
    seller.companyId,
    new Date('2026-10-20T09:00Z'),
    limit,
  );
  return home.warnings.filter((w) => w.kind === 'database_outgrown');
}

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  big = await sellerWithCompany(app, 'big@shop.by');
  small = await sellerWithCompany(app, 'small@shop.by');
  await reportRows(big.companyId, LIMIT + 1);
  await reportRows(small.companyId, LIMIT - 10);
});

afterAll(async () => {
  await app.close();
});

describe.runIf(embedded)('on the embedded database', () => {
  it('tells the seller past the limit to move to a PostgreSQL server, with the way to do it', async () => {
    const [warning] = await outgrown(big);
    expect(warning!.message).toContain('PostgreSQL');
    expect(warning!.message).toContain('DATABASE_URL');
    expect(warning!.link).toBe(MOVE_GUIDE);
  });

  it('says nothing at the limit', async () => {
    expect(await outgrown(big, LIMIT + 1)).toEqual([]);
  });

  it("says nothing below it, counting the company's own rows: another company's do not push it past", async () => {
    // The whole table holds 91 rows, past the limit; the small company holds 40 of them.
    expect(await outgrown(small)).toEqual([]);
  });

  it('counts every day of the rows, the rows stored later as soon as their days are', async () => {
    expect(await outgrown(big, 100)).toEqual([]);
    await reportRows(big.companyId, 500, 1_000, '2026-10-15');
    expect(await outgrown(big, 550)).toHaveLength(1);
    expect(await outgrown(big, 551)).toEqual([]);
  });
});

describe.runIf(!embedded)('on a PostgreSQL server', () => {
  it('never warns, whatever the rows', async () => {
    expect(await outgrown(big)).toEqual([]);
    expect(await outgrown(big, 0)).toEqual([]);
  });
});
