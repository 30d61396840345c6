import { wbFinanceRows, wbOrders, wbSales } from '../../../db/schema/index.ts';
import type { DatasetSync } from '../sync-run.ts';
import type { WbCall } from '@seller-helper/wb';
import { exactDecimal, int, listOf, mskInstant, text, upsertRows } from '../wb-values.ts';
import { moscowDate } from './catalog.ts';

type Json = Record<string, unknown>;
const DAY_MS = 86_400_000;

/** WB keeps statistics 90 days: the first sync reads all of them. */
const STATISTICS_DAYS = 90;
/**
 * WB answers up to about 80 000 rows a call; a shorter answer holds everything there was, so the
 * sync does not spend another minute of the 1-a-minute limit only to hear `[]`.
 */
const STATISTICS_FULL_PAGE = 50_000;

function statisticsSync(kind: 'orders' | 'sales'): DatasetSync<WbCall> {
  return async (run) => {
    let dateFrom = String(
      (run.cursor as { dateFrom?: string } | null)?.dateFrom ??
        moscowDate(new Date(run.now().getTime() - STATISTICS_DAYS * DAY_MS)),
    );
    for (;;) {
      if (run.outOfTime()) return 'paused';
      const answer = await run.client<unknown>({
        host: 'statistics-api',
        method: 'GET',
        path: `/api/v1/supplier/${kind}`,
        group: kind === 'orders' ? 'statistics-orders' : 'statistics-sales',
        query: { dateFrom, flag: 0 },
      });
      const rows = listOf<Json>(answer ?? [], kind);
      const next = rows.length ? String(rows[rows.length - 1]!.lastChangeDate) : dateFrom;
      await run.commitSlices(
        rows,
        (tx, slice) =>
          kind === 'orders'
            ? upsertRows(
                tx,
                wbOrders,
                [wbOrders.companyId, wbOrders.srid],
                slice.map((r) => orderRow(run.companyId, r)),
              )
            : upsertRows(
                tx,
                wbSales,
                [wbSales.companyId, wbSales.saleId],
                slice.map((r) => saleRow(run.companyId, r)),
              ),
        { dateFrom: next },
      );
      if (rows.length < STATISTICS_FULL_PAGE || next === dateFrom) return 'done';
      dateFrom = next;
    }
  };
}

export const syncOrders = statisticsSync('orders');
export const syncSales = statisticsSync('sales');

function statisticsColumns(companyId: number, r: Json) {
  return {
    companyId,
    srid: String(r.srid),
    date: mskInstant(r.date)!,
    lastChangeDate: mskInstant(r.lastChangeDate)!,
    warehouseName: text(r.warehouseName),
    warehouseType: text(r.warehouseType),
    countryName: text(r.countryName),
    oblastOkrugName: text(r.oblastOkrugName),
    regionName: text(r.regionName),
    supplierArticle: text(r.supplierArticle),
    nmId: Number(r.nmId),
    barcode: text(r.barcode),
    category: text(r.category),
    subject: text(r.subject),
    brand: text(r.brand),
    techSize: text(r.techSize),
    incomeId: int(r.incomeID),
    isSupply: typeof r.isSupply === 'boolean' ? r.isSupply : null,
    isRealization: typeof r.isRealization === 'boolean' ? r.isRealization : null,
    totalPrice: exactDecimal(r.totalPrice),
    discountPercent: int(r.discountPercent),
    spp: exactDecimal(r.spp),
    finishedPrice: exactDecimal(r.finishedPrice),
    priceWithDisc: exactDecimal(r.priceWithDisc),
    sticker: text(r.sticker),
    gNumber: text(r.gNumber),
    syncedAt: new Date(),
  };
}

function orderRow(companyId: number, r: Json): typeof wbOrders.$inferInsert {
  return { ...statisticsColumns(companyId, r), isCancel: r.isCancel === true, cancelDate: mskInstant(r.cancelDate) };
}

function saleRow(companyId: number, r: Json): typeof wbSales.$inferInsert {
  return {
    ...statisticsColumns(companyId, r),
    saleId: String(r.saleID),
    paymentSaleAmount: exactDecimal(r.paymentSaleAmount),
    forPay: exactDecimal(r.forPay),
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
export const syncFinance: DatasetSync<WbCall> = async (run) => {
  const today = moscowDate(run.now());
  const saved = run.cursor as FinanceCursor | null;
  const firstDay = moscowDate(new Date(run.now().getTime() - FINANCE_FIRST_DAYS * DAY_MS));
  let cursor: FinanceCursor = saved ?? { dateFrom: firstDay < FINANCE_START ? FINANCE_START : firstDay, rrdId: 0 };
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const answer = await run.client<unknown>({
      host: 'finance-api',
      method: 'POST',
      path: '/api/finance/v1/sales-reports/detailed',
      group: 'finance-detailed',
      body: { dateFrom: cursor.dateFrom, dateTo: today, limit: FINANCE_PAGE, rrdId: cursor.rrdId, period: 'weekly' },
    });
    // 204 (null) is WB's "no more rows".
    const rows = answer === null ? [] : listOf<Json>(answer, 'finance rows');
    const lastRrdId = rows.length ? Number(rows[rows.length - 1]!.rrdId) : cursor.rrdId;
    const finished = rows.length < FINANCE_PAGE;
    const windowStart = moscowDate(new Date(run.now().getTime() - FINANCE_WINDOW_DAYS * DAY_MS));
    const next: FinanceCursor = {
      dateFrom: finished && windowStart > cursor.dateFrom ? windowStart : cursor.dateFrom,
      rrdId: lastRrdId,
    };
    await run.commitSlices(
      rows,
      (tx, slice) =>
        upsertRows(
          tx,
          wbFinanceRows,
          [wbFinanceRows.companyId, wbFinanceRows.rrdId],
          slice.map((r) => financeRow(run.companyId, r)),
        ),
      { ...next },
    );
    if (finished) return 'done';
    cursor = next;
  }
};

function financeRow(companyId: number, r: Json): typeof wbFinanceRows.$inferInsert {
  return {
    companyId,
    rrdId: Number(r.rrdId),
    reportId: String(r.reportId),
    reportType: Number(r.reportType ?? 1),
    dateFrom: text(r.dateFrom)?.slice(0, 10) ?? null,
    dateTo: text(r.dateTo)?.slice(0, 10) ?? null,
    createDate: text(r.createDate)?.slice(0, 10) ?? null,
    currency: String(r.currency ?? ''),
    rrDate: text(r.rrDate)?.slice(0, 10) || null,
    srid: text(r.srid),
    shkId: int(r.shkId),
    nmId: int(r.nmId),
    vendorCode: text(r.vendorCode),
    techSize: text(r.techSize),
    barcode: text(r.sku),
    subjectName: text(r.subjectName),
    brandName: text(r.brandName),
    title: text(r.title),
    docTypeName: text(r.docTypeName ?? r.documentType),
    sellerOperName: text(r.sellerOperName),
    bonusTypeName: text(r.bonusTypeName),
    officeName: text(r.officeName),
    giId: int(r.giId),
    orderId: int(r.orderId),
    stickerId: text(r.stickerId),
    orderDt: mskInstant(r.orderDt),
    saleDt: mskInstant(r.saleDt),
    quantity: int(r.quantity),
    deliveryAmount: int(r.deliveryAmount),
    returnAmount: int(r.returnAmount),
    isB2b: typeof r.isB2b === 'boolean' ? r.isB2b : null,
    retailPrice: exactDecimal(r.retailPrice),
    retailAmount: exactDecimal(r.retailAmount),
    retailPriceWithDisc: exactDecimal(r.retailPriceWithDisc),
    salePercent: exactDecimal(r.salePercent),
    commissionPercent: exactDecimal(r.commissionPercent),
    spp: exactDecimal(r.spp),
    ppvzSalesCommission: exactDecimal(r.ppvzSalesCommission),
    forPay: exactDecimal(r.forPay),
    ppvzReward: exactDecimal(r.ppvzReward),
    acquiringFee: exactDecimal(r.acquiringFee),
    vw: exactDecimal(r.vw),
    vwNds: exactDecimal(r.vwNds),
    deliveryService: exactDecimal(r.deliveryService),
    penalty: exactDecimal(r.penalty),
    additionalPayment: exactDecimal(r.additionalPayment),
    rebillLogisticCost: exactDecimal(r.rebillLogisticCost),
    paidStorage: exactDecimal(r.paidStorage),
    deduction: exactDecimal(r.deduction),
    paidAcceptance: exactDecimal(r.paidAcceptance),
    cashbackAmount: exactDecimal(r.cashbackAmount),
    raw: r,
    syncedAt: new Date(),
  };
}
