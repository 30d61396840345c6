import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte } from 'drizzle-orm';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import { toMskDate } from '@seller-helper/wb';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { startSyncEmulator, syncServices, syncUntilDone } from '../../../test/support/sync-kit.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { saveCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';
import { getSyncState } from '../sync/sync-state.repo.ts';
import { mskPeriod } from '../orders/statistics-period.ts';
import { revenueByCard } from './sales.service.ts';
import { wbSales } from './sales.tables.ts';

const BY_DAY = `query ($period: StatisticsPeriod!) {
  statisticsByDay(period: $period) { sales salesSum returns returnsSum others othersSum }
}`;
const PAGE = `query ($period: StatisticsPeriod!, $query: ListQuery!) {
  salesPage(period: $period, query: $query) { totalCount items { saleID kind srid totalPrice forPay } }
}`;

interface Day {
  sales: number;
  salesSum: string;
  returns: number;
  returnsSum: string;
  others: number;
  othersSum: string;
}

const DAY_MS = 86_400_000;
const kopecksOf = (money: string) => Math.round(Number(money) * 100);

describe("WB's other operations in the sales list: neither sales nor returns", () => {
  let app: TestApp;
  let emulator: WbEmulator;
  let seller: Seller;
  let token: string;
  const period = { dateFrom: toMskDate(new Date(Date.now() - 60 * DAY_MS)), dateTo: toMskDate(new Date()) };

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    emulator = await startSyncEmulator();
    seller = await sellerWithCompany(app, 'kinds@example.com');
    token = emulator.issueToken({ type: 'personal', categories: ['statistics'] });
    await saveCompanyWbTokens(
      app.services.db,
      app.services.config,
      seller.companyId,
      { mpAndStatisticToken: token },
      null,
    );
    const outcome = await syncUntilDone(syncServices(app.database, emulator), seller.companyId, 'sales', async () => [
      token,
    ]);
    expect(outcome.kind).toBe('done');
  });
  afterAll(async () => {
    await emulator.close();
    await app.close();
  });

  /** The synced rows of the period, told apart by saleID here, independently of the stored kind. */
  async function rowsByLetter() {
    const { from, to } = mskPeriod(period.dateFrom, period.dateTo);
    const rows = await app.services.db.select().from(wbSales).where(eq(wbSales.companyId, seller.companyId));
    const inPeriod = rows.filter((r) => r.date >= from && r.date < to);
    const letter = (prefix: string) => inPeriod.filter((r) => r.saleId.startsWith(prefix));
    const others = inPeriod.filter((r) => !/^[SR]/.test(r.saleId));
    return { sales: letter('S'), returns: letter('R'), others };
  }

  it('stores the kind of each row, and an other operation as WB sends it: D…, no srid, no price', async () => {
    const { sales, returns, others } = await rowsByLetter();
    expect(others.length).toBeGreaterThan(0);
    expect(sales.every((r) => r.kind === 'sale') && returns.every((r) => r.kind === 'return')).toBe(true);
    for (const row of others) {
      expect(row).toMatchObject({ kind: 'other', srid: '', totalPriceKopecks: 0, priceWithDiscKopecks: 0 });
      expect(row.saleId).toMatch(/^D/);
    }
    expect(others.some((r) => r.forPayKopecks! > 0) && others.some((r) => r.forPayKopecks! < 0)).toBe(true);
  });

  it('counts sales, returns and revenue from S and R rows only, and the other operations apart', async () => {
    const { sales, returns, others } = await rowsByLetter();
    const answer = await app.graphql<{ statisticsByDay: Day[] }>(BY_DAY, { period }, seller.headers);
    expect(answer.errors).toBeUndefined();
    const days = answer.data!.statisticsByDay;
    const total = (field: 'salesSum' | 'returnsSum' | 'othersSum') =>
      days.reduce((sum, day) => sum + kopecksOf(day[field]), 0);
    const counted = (field: 'sales' | 'returns' | 'others') => days.reduce((sum, day) => sum + day[field], 0);
    const sum = (rows: typeof sales, value: (r: (typeof sales)[number]) => number) =>
      rows.reduce((s, r) => s + value(r), 0);

    expect(counted('sales')).toBe(sales.length);
    expect(total('salesSum')).toBe(sum(sales, (r) => r.priceWithDiscKopecks!));
    expect(counted('returns')).toBe(returns.length);
    expect(total('returnsSum')).toBe(sum(returns, (r) => -r.priceWithDiscKopecks!));
    expect(counted('others')).toBe(others.length);
    expect(total('othersSum')).toBe(sum(others, (r) => r.forPayKopecks!));
    // Every row of the period is in exactly one of the three totals.
    expect(counted('sales') + counted('returns') + counted('others')).toBe(
      sales.length + returns.length + others.length,
    );

    // The home page's revenue per card: sales net of returns, the other operations in neither.
    const cards = await revenueByCard(app.services.db, seller.companyId, mskPeriod(period.dateFrom, period.dateTo));
    expect(cards.reduce((s, c) => s + c.sold, 0)).toBe(sales.length - returns.length);
    expect(cards.reduce((s, c) => s + c.revenueKopecks, 0)).toBe(total('salesSum') - total('returnsSum'));
  });

  it('lists the other operations under their own kind, filtered on the server', async () => {
    const { others } = await rowsByLetter();
    const query = { page: 0, pageSize: 500, filters: [{ field: 'kind', operator: 'EQUALS', value: 'OTHER' }] };
    const answer = await app.graphql<{
      salesPage: { totalCount: number; items: { saleID: string; kind: string; srid: string; totalPrice: string }[] };
    }>(PAGE, { period, query }, seller.headers);
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.salesPage;
    expect(page.totalCount).toBe(others.length);
    expect(page.items.map((row) => row.saleID).sort()).toEqual(others.map((row) => row.saleId).sort());
    expect(page.items.every((row) => row.kind === 'OTHER' && row.srid === '' && row.totalPrice === '0.00')).toBe(true);
  });

  it('keeps the rows WB sends again from the saved cursor single', async () => {
    const rowsOf = async () =>
      (await app.services.db.select({ n: count() }).from(wbSales).where(eq(wbSales.companyId, seller.companyId)))[0]!.n;
    const before = await rowsOf();
    const cursor = (await getSyncState(app.services.db, seller.companyId, 'sales'))!.cursor as { dateFrom: string };
    const cursorAt = new Date(`${cursor.dateFrom}+03:00`);
    // WB answers rows changed at or after the cursor: these come again with the next sync.
    const [boundary] = await app.services.db
      .select({ n: count() })
      .from(wbSales)
      .where(and(eq(wbSales.companyId, seller.companyId), gte(wbSales.lastChangeDate, cursorAt)));
    expect(boundary!.n).toBeGreaterThan(0);

    const again = await syncUntilDone(syncServices(app.database, emulator), seller.companyId, 'sales', async () => [
      token,
    ]);
    expect(again.kind).toBe('done');
    expect(await rowsOf()).toBe(before);
  });
});
