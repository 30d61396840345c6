import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings } from '../cards/cards.tables.ts';
import { sellerWithCompany } from '../cards/catalog-fixtures.ts';
import { recountReportDays } from './report-days.ts';
import { costDaysJobDefinition } from './report-cost-job.ts';
import { wbFinanceRows } from './reports.tables.ts';

// The minute job counts every company's cost price changes into the kept cost days by itself, so no read
// has to: after it runs, nothing is pending and the kept cost is the new one, each company its own.

const NM = 501;
let app: TestApp;
let first: number;
let second: number;

/** Two sales and a return of the card, each its own unit, on one day. */
async function sellCard(companyId: number, rrdFrom: number) {
  await app.services.db.insert(wbFinanceRows).values(
    ['Продажа', 'Продажа', 'Возврат'].map((docTypeName, i) => ({
      companyId,
      rrdId: rrdFrom + i,
      reportId: '900',
      reportType: 1,
      currency: 'RUB',
      rrDate: '2026-10-20',
      shkId: 70_000 + i,
      nmId: NM,
      docTypeName,
      sellerOperName: docTypeName,
      orderDt: new Date('2026-10-18T10:00:00Z'),
      forPayKopecks: 150_000,
    })),
  );
  await recountReportDays(app.services.db, companyId, ['2026-10-20']);
}

const runJob = () => costDaysJobDefinition.handler([] as Job<object>[], app.services);

const kept = async (companyId: number) =>
  rowsOf<{ cost: string; pending: number }>(
    await app.services.db.execute(sql`select
      (select coalesce(sum(cost), 0)::text from wb_finance_cost_days where company_id = ${companyId}) cost,
      (select count(*)::int from wb_finance_cost_changes where company_id = ${companyId}) pending`),
  )[0]!;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  first = (await sellerWithCompany(app, 'cost-job-first@shop.by')).companyId;
  second = (await sellerWithCompany(app, 'cost-job-second@shop.by')).companyId;
  await sellCard(first, 1_000);
  await sellCard(second, 2_000);
});

afterAll(async () => {
  await app?.close();
});

describe('the cost days job', () => {
  it("counts each company's cost price changes with no read asking, each into its own days", async () => {
    await app.services.db.insert(cardSettings).values([
      { companyId: first, nmId: NM, firstPriceKopecks: 40_000 },
      { companyId: second, nmId: NM, firstPriceKopecks: 55_500 },
    ]);
    expect((await kept(first)).pending).toBe(1);
    expect((await kept(second)).pending).toBe(1);

    await runJob();

    // Two sales less one return: one unit's cost price.
    expect(await kept(first)).toEqual({ cost: '40000', pending: 0 });
    expect(await kept(second)).toEqual({ cost: '55500', pending: 0 });
  });

  it('leaves a company without changes as it is', async () => {
    await app.services.db.execute(
      sql`update card_settings set first_price_kopecks = 41000 where company_id = ${first} and nm_id = ${NM}`,
    );
    await runJob();
    expect(await kept(first)).toEqual({ cost: '41000', pending: 0 });
    expect(await kept(second)).toEqual({ cost: '55500', pending: 0 });
  });
});
