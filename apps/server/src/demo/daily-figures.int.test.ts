import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import type { StatisticsOrder, StatisticsSale } from '@seller-helper/wb';
import { and, eq, sql } from 'drizzle-orm';
import { dailyFiguresMismatches } from '../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../test/support/sync-kit.ts';
import { addDays, moscowDay, moscowDayStart } from '../lib/moscow-time.ts';
import { storeOrders } from '../modules/orders/orders.sync.ts';
import { wbOrderDays, wbOrderDayTotals, wbOrders } from '../modules/orders/orders.tables.ts';
import { wbFinanceCostTotals, wbFinanceDays, wbFinanceReportDays } from '../modules/reports/reports.tables.ts';
import { cardSettings, cardSettingsHistory } from '../modules/cards/cards.tables.ts';
import { sellerWithCompany } from '../modules/cards/catalog-fixtures.ts';
import { unitLedger } from '../modules/supplies/supplies.tables.ts';
import { storeSales } from '../modules/sales/sales.sync.ts';
import { wbSaleDays, wbSaleDayTotals, wbSales } from '../modules/sales/sales.tables.ts';
import type { Dataset } from '../modules/sync/datasets.ts';
import { getCompanyWbTokens } from '../modules/tokens-vault/tokens-vault.service.ts';
import { DEMO_CORRECTION_WEEKS_BACK } from './demo-emulator.ts';
import { seedDemo } from './seed-demo.ts';
import { rankedMonthCards } from '../modules/home/card-month.ts';
import { rankedCards } from '../modules/home/home-reports.ts';
import { applyCostChanges } from '../modules/reports/report-cost-days.ts';
import { periodsFigures } from '../modules/reports/reports.service.ts';
import { mskPeriod } from '../modules/orders/statistics-period.ts';
import { revenueByCard } from '../modules/sales/sales.service.ts';

// The daily figures the sync keeps (orders, sales, report rows by day and card, and the days' totals
// without the card) equal the same figures summed from the rows, for every day of the demo seller, to the
// kopeck; and they stay equal when WB brings a return, moves an order to another day or adds a correction
// to a past week; the cost side of the report rows (wb_finance_cost_days, wb_finance_cost_totals) too, and
// it follows a card's cost price change and units entered in the ledger, whoever writes them, and never
// another company's. So do the month's cards /main keeps summed (card_month_sales, card_month_profits): their
// window is moved onto the days each change touches before it, so the triggers, not a fresh count, follow it.
// (The benchmark's scale-10 seller is compared the same way by `npm run bench -- daily-figures`.)

/** Syncing the demo seller on a busy machine: a guard against a hang, not a measure of speed. */
const SYNC_TIMEOUT = 600_000;

type OrderRow = typeof wbOrders.$inferSelect;

/** A stored statistics row as WB's client reads it, to store it again changed. */
function asStatistics(row: Omit<OrderRow, 'isCancel' | 'cancelDate'>) {
  return {
    date: row.date,
    lastChangeDate: row.lastChangeDate,
    warehouseName: row.warehouseName ?? '',
    warehouseType: row.warehouseType,
    countryName: row.countryName,
    oblastOkrugName: row.oblastOkrugName,
    regionName: row.regionName,
    supplierArticle: row.supplierArticle ?? '',
    nmId: row.nmId,
    barcode: row.barcode ?? '',
    category: row.category,
    subject: row.subject,
    brand: row.brand,
    techSize: row.techSize,
    incomeId: row.incomeId,
    isSupply: row.isSupply ?? false,
    isRealization: row.isRealization ?? false,
    totalPriceKopecks: row.totalPriceKopecks ?? 0,
    discountPercent: String(row.discountPercent ?? 0),
    sppPercent: String(row.spp ?? '0'),
    finishedPriceKopecks: row.finishedPriceKopecks ?? 0,
    priceWithDiscKopecks: row.priceWithDiscKopecks ?? 0,
    sticker: row.sticker,
    gNumber: row.gNumber,
    srid: row.srid,
  };
}

describe('daily figures kept by the sync', () => {
  let app: TestApp;
  let emulator: WbEmulator;
  let companyId: number;
  let tokens: string[];
  const sync = (dataset: Dataset) =>
    syncUntilDone(syncServices(app.database, emulator), companyId, dataset, async () => tokens);

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    emulator = await startWbEmulator({
      seed: 11,
      timeScale: TIME_SCALE,
      scale: 0.05,
      correctionWeeksBack: DEMO_CORRECTION_WEEKS_BACK,
    });
    companyId = await seedDemo(app.services.db, app.services.config, {
      url: emulator.url,
      seller: emulator.data.seller,
      issueToken: (options) => emulator.issueToken(options),
      close: async () => {},
    });
    tokens = await getCompanyWbTokens(app.services.db, app.services.config, companyId);
    for (const dataset of ['orders', 'sales', 'finance'] satisfies Dataset[]) {
      expect((await sync(dataset)).kind, dataset).toBe('done');
    }
  }, SYNC_TIMEOUT);

  afterAll(async () => {
    await emulator?.close();
    await app?.close();
  });

  const expectEqualToRows = async () => {
    const { compared, mismatches } = await dailyFiguresMismatches(app.services.db, companyId);
    expect(mismatches).toEqual([]);
    return compared;
  };
  /** The month's cards counted afresh for the 30 days ending on `day`, as /main does on a new day. */
  const moveMonthTo = async (day: string) => {
    await applyCostChanges(app.services.db, companyId);
    await rankedMonthCards(app.services.db, companyId, { dateFrom: addDays(day, -29), dateTo: day });
  };
  const monthFigure = async (query: ReturnType<typeof sql>) =>
    ((await app.services.db.execute(query)) as unknown as { rows: { n: string | null }[] }).rows[0]?.n ?? null;

  it('equal the figures summed from the rows for every day, card, report and currency of the demo seller', async () => {
    const compared = await expectEqualToRows();
    // Every kind of row is there: a comparison of empty tables would prove nothing.
    const tables = [wbOrderDays, wbSaleDays, wbFinanceDays, wbOrderDayTotals, wbSaleDayTotals, wbFinanceReportDays];
    for (const table of [...tables, wbFinanceCostTotals]) {
      const [{ n }] = (await app.services.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.companyId, companyId))) as [{ n: number }];
      expect(n).toBeGreaterThan(10);
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('follow a return, an order moved to another day and cancelled, and a correction of a past week', async () => {
    const db = app.services.db;
    const [order] = await db
      .select()
      .from(wbOrders)
      .where(and(eq(wbOrders.companyId, companyId), eq(wbOrders.isCancel, false)))
      .orderBy(wbOrders.srid)
      .limit(1);
    const [sale] = await db
      .select()
      .from(wbSales)
      .where(and(eq(wbSales.companyId, companyId), eq(wbSales.kind, 'sale')))
      .orderBy(wbSales.saleId)
      .limit(1);
    const leftDay = moscowDay(order!.date);
    const daysOrders = async (day: string) =>
      (
        await db
          .select({ orders: wbOrderDays.orders, cancellations: wbOrderDays.cancellations })
          .from(wbOrderDays)
          .where(and(eq(wbOrderDays.companyId, companyId), eq(wbOrderDays.day, day), eq(wbOrderDays.nmId, order!.nmId)))
      )[0] ?? { orders: 0, cancellations: 0 };
    const before = await daysOrders(leftDay);

    // WB moves the order to ten days earlier and cancels it: both days are recounted.
    const movedTo = addDays(leftDay, -10);
    const moved: StatisticsOrder = {
      ...asStatistics(order!),
      date: new Date(moscowDayStart(movedTo).getTime() + 12 * 3_600_000),
      isCancel: true,
      cancelDate: new Date(moscowDayStart(movedTo).getTime() + 13 * 3_600_000),
    };
    // The buyer returns the sold unit two days later.
    const returnDay = addDays(moscowDay(sale!.date), 2);
    const returned: StatisticsSale = {
      ...asStatistics(sale!),
      date: new Date(moscowDayStart(returnDay).getTime() + 9 * 3_600_000),
      saleId: `R${sale!.saleId.slice(1)}`,
      kind: 'return',
      priceWithDiscKopecks: -(sale!.priceWithDiscKopecks ?? 0),
      paymentSaleAmountKopecks: null,
      forPayKopecks: -(sale!.forPayKopecks ?? 0),
    };
    await moveMonthTo(addDays(returnDay, 3));
    const monthSold = () =>
      monthFigure(
        sql`select sold::text n from card_month_sales where company_id = ${companyId} and nm_id = ${sale!.nmId}`,
      );
    const soldBefore = Number(await monthSold());
    await db.transaction(async (tx) => {
      await storeOrders(tx, companyId, [moved]);
      await storeSales(tx, companyId, [returned]);
    });
    expect(Number(await monthSold())).toBe(soldBefore - 1);
    expect((await daysOrders(leftDay)).orders).toBe(before.orders - 1);
    expect((await daysOrders(movedTo)).cancellations).toBeGreaterThanOrEqual(1);
    const [returnsOfDay] = await db
      .select({ returns: wbSaleDays.returns, kopecks: wbSaleDays.returnsKopecks })
      .from(wbSaleDays)
      .where(and(eq(wbSaleDays.companyId, companyId), eq(wbSaleDays.day, returnDay), eq(wbSaleDays.nmId, sale!.nmId)));
    expect(returnsOfDay!.returns).toBeGreaterThanOrEqual(1);
    await expectEqualToRows();

    // WB adds rows to a week already reported; the next sync brings them and their days follow.
    const added = emulator.data.finance.publishCorrection();
    expect(added.length).toBeGreaterThan(0);
    const reportId = String(added[0]!.reportId);
    const reportRows = async () =>
      (
        await db
          .select({ n: sql<number>`sum(${wbFinanceDays.rowCount})::int` })
          .from(wbFinanceDays)
          .where(and(eq(wbFinanceDays.companyId, companyId), eq(wbFinanceDays.reportId, reportId)))
      )[0]!.n;
    const rowsBefore = await reportRows();
    // The month ends on the correction's last day: its units' rows are added to their cards' month.
    const lastAdded = added
      .map((row) => row.rrDate.slice(0, 10))
      .sort()
      .at(-1)!;
    await moveMonthTo(lastAdded);
    const addedUnits = added.filter(
      (row) =>
        Number(row.nmId) > 0 &&
        Number(row.shkId) > 0 &&
        [1, 2].includes(Number(row.reportType)) &&
        row.rrDate.slice(0, 10) > addDays(lastAdded, -30),
    ).length;
    expect(addedUnits).toBeGreaterThan(0);
    const monthRows = () =>
      monthFigure(sql`select sum(row_count)::text n from card_month_profits where company_id = ${companyId}`);
    const monthRowsBefore = Number(await monthRows());
    expect((await sync('finance')).kind).toBe('done');
    // The sync may bring the emulator's newest rows as well: every row is compared just below.
    expect(Number(await monthRows())).toBeGreaterThanOrEqual(monthRowsBefore + addedUnits);
    expect(await reportRows()).toBe(rowsBefore + added.length);
    await expectEqualToRows();
  });

  it("follow a card's cost price change and units entered in the ledger, and no other company's", async () => {
    const db = app.services.db;
    const rows = (await db.execute(sql`
      select nm_id, shk_id::text shk from wb_finance_rows
      where company_id = ${companyId} and nm_id > 0 and shk_id <> 0 and doc_type_name = 'Продажа'
      order by rrd_id limit 40`)) as unknown as { rows: { nm_id: string | number; shk: string }[] };
    const nmId = Number(rows.rows[0]!.nm_id);
    const keptCost = async (nm: number) =>
      (
        (await db.execute(sql`select coalesce(sum(cost), 0)::text cost from wb_finance_cost_days
          where company_id = ${companyId} and nm_id = ${nm}`)) as unknown as { rows: { cost: string }[] }
      ).rows[0]!.cost;
    const cardsLastDay = await monthFigure(
      sql`select max(day)::text n from wb_finance_cost_days where company_id = ${companyId} and nm_id = ${nmId}`,
    );
    await moveMonthTo(cardsLastDay!);
    const monthProfit = () =>
      monthFigure(
        sql`select profit::text n from card_month_profits where company_id = ${companyId} and nm_id = ${nmId} and currency = 'RUB'`,
      );
    expect(await monthProfit()).not.toBeNull();
    await expectEqualToRows();
    const before = await keptCost(nmId);

    // The seller sets the card's cost price, as the card settings save it: the value and its history.
    await db.transaction(async (tx) => {
      await tx
        .insert(cardSettings)
        .values({ companyId, nmId, firstPriceKopecks: 123_456 })
        .onConflictDoUpdate({
          target: [cardSettings.companyId, cardSettings.nmId],
          set: { firstPriceKopecks: 123_456 },
        });
      await tx.insert(cardSettingsHistory).values({
        companyId,
        nmId,
        field: 'firstPrice',
        oldValue: null,
        newValue: '1234.56',
        changedAt: new Date('2000-01-01T00:00:00Z'),
      });
    });
    await expectEqualToRows();
    expect(await keptCost(nmId)).not.toBe(before);

    // Units entered in the ledger from a file, one cost price changed by hand after.
    const entered = [...new Set(rows.rows.map((r) => r.shk))].slice(0, 20);
    await db
      .insert(unitLedger)
      .values(
        entered.map((shkId) => ({
          companyId,
          shkId,
          nmId: nmId,
          firstPriceKopecks: 77_700,
          supplyId: 'WB-GI-TEST',
          type: 'FBO' as const,
          supplyDate: '2026-01-01',
          costSource: 'file' as const,
        })),
      )
      .onConflictDoUpdate({ target: [unitLedger.companyId, unitLedger.shkId], set: { firstPriceKopecks: 77_700 } });
    await expectEqualToRows();
    await db
      .update(unitLedger)
      .set({ firstPriceKopecks: 88_800 })
      .where(and(eq(unitLedger.companyId, companyId), eq(unitLedger.shkId, entered[0]!)));
    await expectEqualToRows();

    // Another company's cost prices and ledger, for the same card and ШК, leave this company's figures as they are.
    const other = await sellerWithCompany(app, 'daily-figures-other@shop.by');
    const kept = async () =>
      (
        (await db.execute(sql`select count(*)::int n, coalesce(sum(cost), 0)::text cost from wb_finance_cost_days
          where company_id = ${companyId}`)) as unknown as { rows: { n: number; cost: string }[] }
      ).rows[0]!;
    const mine = await kept();
    await db.insert(cardSettings).values({ companyId: other.companyId, nmId, firstPriceKopecks: 1 });
    await db.insert(unitLedger).values({
      companyId: other.companyId,
      shkId: `${entered[1]}0`,
      nmId,
      firstPriceKopecks: 1,
      supplyId: 'WB-GI-OTHER',
      type: 'FBO',
      supplyDate: '2026-01-01',
      costSource: 'file',
    });
    const pending = (await db.execute(
      sql`select count(*)::int n from wb_finance_cost_changes where company_id = ${companyId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(pending.rows[0]!.n).toBe(0);
    await expectEqualToRows();
    expect(await kept()).toEqual(mine);
  });

  it("ranks the month's cards as every card of the month ranked by its own sums", async () => {
    const db = app.services.db;
    const lastDay = await monthFigure(sql`select max(day)::text n from wb_sale_days where company_id = ${companyId}`);
    await moveMonthTo(lastDay!);
    const month = mskPeriod(addDays(lastDay!, -29), lastDay!);
    const kept = await rankedMonthCards(db, companyId, month);
    const counted = await periodsFigures(db, companyId, [month], 0);
    const everyCard = rankedCards(await revenueByCard(db, companyId, month), counted.cards, 'RUB');
    const ranked = rankedCards(kept.revenue, kept.profits, 'RUB');
    expect(ranked.topByRevenue.length).toBe(5);
    expect(ranked.bottomByProfit.length).toBe(5);
    // Articles too: the rows' names of a card the company no longer has.
    expect(ranked).toEqual(everyCard);
  });

  it("leaves nothing of the month's cards when the company is deleted", async () => {
    const db = app.services.db;
    await db.execute(sql`delete from companies where id = ${companyId}`);
    for (const table of ['card_month_windows', 'card_month_sales', 'card_month_profits', 'wb_sale_days'])
      expect(
        await monthFigure(sql`select count(*)::text n from ${sql.raw(table)} where company_id = ${companyId}`),
      ).toBe('0');
  });
});
