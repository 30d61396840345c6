import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createWbClient, wbBaseUrls, type RealizationRow } from '@seller-helper/wb';
import { startWbEmulator } from '@seller-helper/wb-emulator';
import { rowsOf } from '../../db/client.ts';
import { dailyFiguresMismatches } from '../../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings } from '../cards/cards.tables.ts';
import { sellerWithCompany } from '../cards/catalog-fixtures.ts';
import { SLICE_ROWS } from '../sync/sync-run.ts';
import { applyCostChanges } from './report-cost-days.ts';
import { recountReportDays } from './report-days.ts';
import { storeFinanceRows } from './reports.sync.ts';

// A first sync stores report rows never seen before slice by slice, adding each slice's sums to the figures of
// its days; a later sync stores rows seen before and recounts their days. Both must keep the same figures as
// counting every day afresh from the rows, to the kopeck: with one card's rows of a day split over several
// slices, a row WB repeats inside a slice, rows without a report date, and cards with a cost price.

let app: TestApp;
let companyId: number;
let rows: RealizationRow[];

/** Every kept figure of the report days, the cost days and their totals, in one comparable text per row. */
async function keptFigures(): Promise<string[]> {
  const tables = ['wb_finance_days', 'wb_finance_report_days', 'wb_finance_cost_days', 'wb_finance_cost_totals'];
  const kept: string[] = [];
  for (const table of tables) {
    const found = rowsOf<{ line: string }>(
      await app.services.db.execute(
        sql`select ${table}::text || ${sql.raw(`(t.*)::text`)} as line from ${sql.raw(table)} t where company_id = ${companyId}`,
      ),
    );
    kept.push(...found.map((row) => row.line));
  }
  return kept.sort();
}

async function storeInSlices(page: RealizationRow[]) {
  for (let start = 0; start < page.length; start += SLICE_ROWS) {
    await app.services.db.transaction((tx) => storeFinanceRows(tx, companyId, page.slice(start, start + SLICE_ROWS)));
  }
}

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  companyId = (await sellerWithCompany(app, 'report-days@shop.by')).companyId;
  const emulator = await startWbEmulator({ seed: 7, scale: 1, anchorDate: '2026-11-20', rateLimits: false });
  try {
    const token = emulator.issueToken({ type: 'personal', categories: ['finance'] });
    const client = createWbClient({ token, baseUrls: wbBaseUrls({ all: emulator.url }) });
    rows = (await client.finance.page({ dateFrom: '2026-10-01', dateTo: '2026-11-20', limit: 2_000 })).items;
  } finally {
    await emulator.close();
  }
  // Half the cards have a cost price, so the cost days hold both priced rows and rows left out.
  const nmIds = [...new Set(rows.map((row) => row.nmId).filter((nmId): nmId is number => nmId !== null))];
  await app.services.db
    .insert(cardSettings)
    .values(nmIds.filter((_, i) => i % 2 === 0).map((nmId) => ({ companyId, nmId, firstPriceKopecks: 40_000 })));
  await applyCostChanges(app.services.db, companyId);
});

afterAll(async () => {
  await app?.close();
});

describe('report rows kept added up by day', () => {
  it('a first sync adds its slices to their days and keeps what a recount of every day keeps', async () => {
    const undated = rows.slice(0, 3).map((row) => ({ ...row, rrDate: null }));
    const page = [...undated, ...rows.slice(3)];
    // WB repeats a row at a page's boundary: the repeat is in the same slice here.
    page.splice(10, 0, page[9]!);
    const cardDays = new Set(page.map((row) => `${row.rrDate?.toISOString()}|${row.nmId}`));
    expect(cardDays.size).toBeLessThan(page.length / 2);

    await storeInSlices(page);
    const { compared, mismatches } = await dailyFiguresMismatches(app.services.db, companyId);
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(100);
    const added = await keptFigures();

    await recountReportDays(app.services.db, companyId, null);
    expect(await keptFigures()).toEqual(added);
  });

  it('a later sync bringing the same rows again, one of them changed, recounts their days and cards', async () => {
    const changed = rows.map((row, i) => (i === 42 ? { ...row, forPayKopecks: row.forPayKopecks + 12_345 } : row));
    await storeInSlices(changed);
    expect((await dailyFiguresMismatches(app.services.db, companyId)).mismatches).toEqual([]);
    const kept = await keptFigures();

    await recountReportDays(app.services.db, companyId, null);
    expect(await keptFigures()).toEqual(kept);
  });
});
