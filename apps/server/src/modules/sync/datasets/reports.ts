import { wbFinanceRows, wbOrders, wbSales } from '../../../db/schema/index.ts';
import { readAhead } from '../keep-pace.ts';
import type { DatasetSync } from '../sync-run.ts';
import type { Tx } from '../sync-state.repo.ts';
import { upsertRows } from '../upsert-rows.ts';
import {
  toMskDate,
  type RealizationRow,
  type StatisticsOrder,
  type StatisticsSale,
  type WbClient,
  type WbPage,
} from '@seller-helper/wb';

const DAY_MS = 86_400_000;

/** WB keeps statistics 90 days: the first sync reads all of them. */
const STATISTICS_DAYS = 90;
/**
 * WB answers up to about 80 000 rows a call; a shorter answer holds everything there was, so the
 * sync does not spend another minute of the 1-a-minute limit only to hear `[]`.
 */
const STATISTICS_FULL_PAGE = 50_000;

/** Rows changed since the saved `lastChangeDate`, page after page; WB's exact text is the cursor. */
function statisticsSync<Row>(
  pageOf: (client: WbClient, dateFrom: string) => Promise<WbPage<Row, string>>,
  store: (tx: Tx, companyId: number, rows: Row[]) => Promise<number>,
): DatasetSync<WbClient> {
  return async (run) => {
    const dateFrom = String(
      (run.cursor as { dateFrom?: string } | null)?.dateFrom ??
        toMskDate(new Date(run.now().getTime() - STATISTICS_DAYS * DAY_MS)),
    );
    const pages = readAhead(
      () => pageOf(run.client, dateFrom),
      (page) => (page.done || run.outOfTime() ? null : () => pageOf(run.client, page.next)),
    );
    for await (const page of pages) {
      await run.commitSlices(page.items, (tx, slice) => store(tx, run.companyId, slice), { dateFrom: page.next });
      if (page.done) return 'done';
    }
    // The pages stopped before the last one: the run's time is up.
    return 'paused';
  };
}

export const syncOrders = statisticsSync(
  (client, dateFrom) => client.statistics.orders.changedSince(dateFrom, { stopBelowRows: STATISTICS_FULL_PAGE }),
  (tx, companyId, rows) =>
    upsertRows(
      tx,
      wbOrders,
      [wbOrders.companyId, wbOrders.srid],
      rows.map((r) => ({ ...statisticsColumns(companyId, r), isCancel: r.isCancel, cancelDate: r.cancelDate })),
    ),
);

export const syncSales = statisticsSync(
  (client, dateFrom) => client.statistics.sales.changedSince(dateFrom, { stopBelowRows: STATISTICS_FULL_PAGE }),
  (tx, companyId, rows) =>
    upsertRows(
      tx,
      wbSales,
      [wbSales.companyId, wbSales.saleId],
      rows.map((r) => ({
        ...statisticsColumns(companyId, r),
        saleId: r.saleId,
        paymentSaleAmountKopecks: r.paymentSaleAmountKopecks,
        forPayKopecks: r.forPayKopecks,
      })),
    ),
);

function statisticsColumns(companyId: number, r: StatisticsOrder | StatisticsSale) {
  return {
    companyId,
    srid: r.srid,
    date: r.date,
    lastChangeDate: r.lastChangeDate,
    warehouseName: r.warehouseName,
    warehouseType: r.warehouseType,
    countryName: r.countryName,
    oblastOkrugName: r.oblastOkrugName,
    regionName: r.regionName,
    supplierArticle: r.supplierArticle,
    nmId: r.nmId,
    barcode: r.barcode,
    category: r.category,
    subject: r.subject,
    brand: r.brand,
    techSize: r.techSize,
    incomeId: r.incomeId,
    isSupply: r.isSupply,
    isRealization: r.isRealization,
    totalPriceKopecks: r.totalPriceKopecks,
    // WB documents a whole percent; anything else is not stored as one.
    discountPercent: /^-?\d+$/.test(r.discountPercent) ? Number(r.discountPercent) : null,
    spp: r.sppPercent,
    finishedPriceKopecks: r.finishedPriceKopecks,
    priceWithDiscKopecks: r.priceWithDiscKopecks,
    sticker: r.sticker,
    gNumber: r.gNumber,
    syncedAt: new Date(),
  };
}

/** WB's realization reports start on 29 Jan 2024; the first sync reads a year back at most. */
const FINANCE_START = '2024-01-29';
const FINANCE_FIRST_DAYS = 365;
/** Later syncs read the last weeks again (new reports have larger rrdIds, so only they come). */
const FINANCE_WINDOW_DAYS = 35;
/** Smaller than WB's 100 000 so one page stays a few tens of megabytes. */
const FINANCE_PAGE = 20_000;

interface FinanceCursor {
  dateFrom: string;
  rrdId: number;
}

/** Realization report rows by rrdId: each page continues after the last rrdId saved. */
export const syncFinance: DatasetSync<WbClient> = async (run) => {
  const today = toMskDate(run.now());
  const saved = run.cursor as FinanceCursor | null;
  const firstDay = toMskDate(new Date(run.now().getTime() - FINANCE_FIRST_DAYS * DAY_MS));
  const start: FinanceCursor = saved ?? { dateFrom: firstDay < FINANCE_START ? FINANCE_START : firstDay, rrdId: 0 };
  const read = (cursor: FinanceCursor) => async () => {
    const page = await run.client.finance.page(
      { dateFrom: cursor.dateFrom, dateTo: today, limit: FINANCE_PAGE, period: 'weekly' },
      cursor.rrdId,
    );
    // A short page is the last: no need to spend a minute of the limit on WB's closing 204.
    const finished = page.done || page.items.length < FINANCE_PAGE;
    const windowStart = toMskDate(new Date(run.now().getTime() - FINANCE_WINDOW_DAYS * DAY_MS));
    const next: FinanceCursor = {
      dateFrom: finished && windowStart > cursor.dateFrom ? windowStart : cursor.dateFrom,
      rrdId: page.next,
    };
    return { rows: page.items, next, finished };
  };
  const pages = readAhead(read(start), (page) => (page.finished || run.outOfTime() ? null : read(page.next)));
  for await (const page of pages) {
    await run.commitSlices(
      page.rows,
      (tx, slice) =>
        upsertRows(
          tx,
          wbFinanceRows,
          [wbFinanceRows.companyId, wbFinanceRows.rrdId],
          slice.map((r) => financeRow(run.companyId, r)),
        ),
      { ...page.next },
    );
    if (page.finished) return 'done';
  }
  // The pages stopped before the last one: the run's time is up.
  return 'paused';
};

const mskDay = (date: Date | null) => (date ? toMskDate(date) : null);

export function financeRow(companyId: number, r: RealizationRow): typeof wbFinanceRows.$inferInsert {
  return {
    companyId,
    rrdId: r.rrdId,
    reportId: r.reportId ?? '0',
    reportType: r.reportType ?? 1,
    dateFrom: mskDay(r.dateFrom),
    dateTo: mskDay(r.dateTo),
    createDate: mskDay(r.createDate),
    currency: r.currency ?? '',
    rrDate: mskDay(r.rrDate),
    srid: r.srid,
    shkId: r.shkId,
    nmId: r.nmId,
    vendorCode: r.vendorCode,
    techSize: r.techSize,
    barcode: r.sku,
    subjectName: r.subjectName,
    brandName: r.brandName,
    title: r.title,
    docTypeName: r.docTypeName,
    sellerOperName: r.sellerOperName,
    bonusTypeName: r.bonusTypeName,
    officeName: r.officeName,
    giId: r.giId,
    orderId: r.orderId,
    stickerId: r.stickerId,
    orderDt: r.orderDt,
    saleDt: r.saleDt,
    quantity: r.quantity,
    deliveryAmount: r.deliveryAmount,
    returnAmount: r.returnAmount,
    isB2b: r.isB2b,
    salePercent: r.salePercent,
    commissionPercent: r.commissionPercent,
    spp: r.sppPercent,
    retailPriceKopecks: r.retailPriceKopecks,
    retailAmountKopecks: r.retailAmountKopecks,
    retailPriceWithDiscKopecks: r.retailPriceWithDiscKopecks,
    ppvzSalesCommissionKopecks: r.ppvzSalesCommissionKopecks,
    forPayKopecks: r.forPayKopecks,
    ppvzRewardKopecks: r.ppvzRewardKopecks,
    acquiringFeeKopecks: r.acquiringFeeKopecks,
    vwKopecks: r.vwKopecks,
    vwNdsKopecks: r.vwNdsKopecks,
    deliveryServiceKopecks: r.deliveryServiceKopecks,
    penaltyKopecks: r.penaltyKopecks,
    additionalPaymentKopecks: r.additionalPaymentKopecks,
    rebillLogisticCostKopecks: r.rebillLogisticCostKopecks,
    paidStorageKopecks: r.paidStorageKopecks,
    deductionKopecks: r.deductionKopecks,
    paidAcceptanceKopecks: r.paidAcceptanceKopecks,
    syncedAt: new Date(),
  };
}
