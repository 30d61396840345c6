import {
  toMskDate,
  WbForbiddenError,
  type RealizationReport,
  type RealizationRow,
  type WbClient,
} from '@seller-helper/wb';
import { wbFinanceReports, wbFinanceRows } from './reports.tables.ts';
import type { Tx } from '../../db/client.ts';
import { addDays, mondayOf } from '../../lib/moscow-time.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import { readAhead } from '../sync/keep-pace.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import {
  addNewReportRows,
  NO_REPORT_DAY,
  recountReportDays,
  storedReportCards,
  type ReportCard,
} from './report-days.ts';

const DAY_MS = 86_400_000;

/** WB's realization reports start on 29 Jan 2024; the first sync reads a year back at most. */
const FINANCE_START = '2024-01-29';
const FINANCE_FIRST_DAYS = 365;
/**
 * Later syncs read the last five weeks again from rrdId 0: WB adds and corrects rows of weeks already
 * reported with rrdIds lower than the last one seen, and each row is upserted by its rrdId.
 */
export const FINANCE_WINDOW_DAYS = 35;
/** Smaller than WB's 100 000 so one page stays a few tens of megabytes. */
const FINANCE_PAGE = 20_000;

interface FinanceCursor {
  dateFrom: string;
  rrdId: number;
  /**
   * The first sync reads the recent weeks first, so the seller's reports screen fills within a minute
   * (WB gives one page a minute); then the year before them, from this day.
   */
  history?: string;
  /** The last day asked for; today when absent. */
  dateTo?: string;
  /**
   * A part's rows are stored and WB's list of its weeks, from this day, is not yet: a run that failed
   * to read the list reads it first, not the rows again.
   */
  listFrom?: string;
  /** With `listFrom`: that part was the last, so the sync is through once the list is stored. */
  listLast?: true;
}

/**
 * The first day the first sync reads first: the Monday of the week 35 days back. Whole weeks, so no
 * week is read by both parts and the year's part never brings a recent week's rows that WB added after
 * the recent part's list (those come with the next sync's re-read, as ever).
 */
export const recentWeeksStart = (now: Date) =>
  mondayOf(toMskDate(new Date(now.getTime() - FINANCE_WINDOW_DAYS * DAY_MS)));

/** Realization report rows by rrdId: each page continues after the last rrdId saved. */
export const syncFinance: DatasetSync<WbClient> = async (run) => {
  const today = toMskDate(run.now());
  const saved = run.cursor as FinanceCursor | null;
  const firstDay = toMskDate(new Date(run.now().getTime() - FINANCE_FIRST_DAYS * DAY_MS));
  const yearStart = firstDay < FINANCE_START ? FINANCE_START : firstDay;
  const recentStart = recentWeeksStart(run.now());
  let start: FinanceCursor =
    saved ??
    (recentStart > yearStart
      ? { dateFrom: recentStart, rrdId: 0, history: yearStart }
      : { dateFrom: yearStart, rrdId: 0 });
  if (start.listFrom) {
    const { listFrom, listLast, ...next } = start;
    await storeListOf(run, await readReportList(run, listFrom, today), next);
    if (listLast) return 'done';
    start = next;
  }
  const read = (cursor: FinanceCursor) => async () => {
    const page = await run.client.finance.page(
      { dateFrom: cursor.dateFrom, dateTo: cursor.dateTo ?? today, limit: FINANCE_PAGE, period: 'weekly' },
      cursor.rrdId,
    );
    // A short page is a part's last: no need to spend a minute of the limit on WB's closing 204.
    const partDone = page.done || page.items.length < FINANCE_PAGE;
    const windowStart = toMskDate(new Date(run.now().getTime() - FINANCE_WINDOW_DAYS * DAY_MS));
    // Finished: the next sync starts over at the window's first row, so corrections below this rrdId come too.
    const next: FinanceCursor = !partDone
      ? { ...cursor, rrdId: page.next }
      : cursor.history
        ? { dateFrom: cursor.history, rrdId: 0, dateTo: addDays(cursor.dateFrom, -1) }
        : { dateFrom: windowStart > cursor.dateFrom ? windowStart : cursor.dateFrom, rrdId: 0 };
    // WB's list of the part's weeks is asked for now, beside the next part's first page (another limit
    // group), and stored right after this page: the recent weeks show WB's totals without waiting for the year.
    const reportList = partDone ? readReportList(run, cursor.dateFrom, today) : null;
    reportList?.catch(() => undefined);
    const finished = partDone && !cursor.history;
    const stored: FinanceCursor = partDone
      ? { ...next, listFrom: cursor.dateFrom, ...(finished ? { listLast: true as const } : {}) }
      : next;
    return { rows: page.items, next, stored, reportList, finished };
  };
  const pages = readAhead(read(start), (page) => (page.finished || run.outOfTime() ? null : read(page.next)));
  for await (const page of pages) {
    await run.commitSlices(page.rows, (tx, slice) => storeFinanceRows(tx, run.companyId, slice), { ...page.stored });
    if (page.reportList) await storeListOf(run, await page.reportList, page.next);
    if (page.finished) return 'done';
  }
  // The pages stopped before the last one: the run's time is up.
  return 'paused';
};

/**
 * Upserts report rows by rrdId and recounts the days they were on and are on now, in the same
 * transaction: a correction of a past week changes that week's daily figures with its rows.
 */
export async function storeFinanceRows(tx: Tx, companyId: number, rows: readonly RealizationRow[]): Promise<number> {
  const records = rows.map((r) => financeRow(companyId, r));
  const left = await storedReportCards(
    tx,
    companyId,
    records.map((r) => r.rrdId),
  );
  const stored = await upsertRows(tx, wbFinanceRows, [wbFinanceRows.companyId, wbFinanceRows.rrdId], records);
  const cards = new Map<string, ReportCard>();
  for (const card of [...left, ...records.map((r) => ({ day: r.rrDate ?? NO_REPORT_DAY, nmId: r.nmId ?? 0 }))]) {
    cards.set(`${card.day}|${card.nmId}`, card);
  }
  const days = [...new Set([...cards.values()].map((card) => card.day))];
  // A first sync stores rows never seen: their figures are added to their days' rather than counted again.
  if (left.length === 0)
    await addNewReportRows(
      tx,
      companyId,
      records.map((r) => r.rrdId),
      days,
    );
  else await recountReportDays(tx, companyId, days, [...cards.values()]);
  return stored;
}

/**
 * WB's weekly report list with its totals, for reconciliation; null when the token may not read it.
 * WB gives the list to Personal and Service tokens only: with another token the rows are still synced
 * and the weeks show no WB total.
 */
async function readReportList(
  run: Parameters<DatasetSync<WbClient>>[0],
  dateFrom: string,
  dateTo: string,
): Promise<RealizationReport[] | null> {
  const reports: RealizationReport[] = [];
  try {
    for await (const page of run.client.finance.reports({ dateFrom, dateTo })) reports.push(...page.items);
  } catch (error) {
    if (error instanceof WbForbiddenError && error.reason === 'token-type') return null;
    throw error;
  }
  return reports;
}

/** Stores WB's list (none when the token may not read it) and the cursor that no longer waits for it. */
function storeListOf(
  run: Parameters<DatasetSync<WbClient>>[0],
  reports: RealizationReport[] | null,
  next: FinanceCursor,
) {
  return run.commit((tx) => (reports ? storeReportList(tx, run.companyId, reports) : Promise.resolve(0)), { ...next });
}

/** Upserts WB's report list by report id: a later list carries WB's corrected totals. */
export function storeReportList(tx: Tx, companyId: number, reports: readonly RealizationReport[]): Promise<number> {
  return upsertRows(
    tx,
    wbFinanceReports,
    [wbFinanceReports.companyId, wbFinanceReports.reportId],
    reports.map((r) => reportRow(companyId, r)),
  );
}

/** WB's report types: 1 main, 2 buyout. */
const MAIN = 1;
const BUYOUT = 2;
/** WB's buyout report for Georgia: kept as a buyout report, told apart by its rows' currency and country. */
const GEORGIA_BUYOUT = 3;

const reportTypeOf = (type: number | null) => (type === GEORGIA_BUYOUT ? BUYOUT : (type ?? MAIN));

function reportRow(companyId: number, r: RealizationReport): typeof wbFinanceReports.$inferInsert {
  return {
    companyId,
    reportId: r.reportId,
    reportType: reportTypeOf(r.reportType),
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    createDate: r.createDate,
    currency: r.currency,
    retailAmountKopecks: r.retailAmountKopecks,
    forPayKopecks: r.forPayKopecks,
    deliveryServiceKopecks: r.deliveryServiceKopecks,
    paidStorageKopecks: r.paidStorageKopecks,
    paidAcceptanceKopecks: r.paidAcceptanceKopecks,
    deductionKopecks: r.deductionKopecks,
    penaltyKopecks: r.penaltyKopecks,
    additionalPaymentKopecks: r.additionalPaymentKopecks,
    cashbackAmountKopecks: r.cashbackAmountKopecks,
    cashbackDiscountKopecks: r.cashbackDiscountKopecks,
    cashbackCommissionChangeKopecks: r.cashbackCommissionChangeKopecks,
    bankPaymentKopecks: r.bankPaymentKopecks,
    syncedAt: new Date(),
  };
}

const mskDay = (date: Date | null) => (date ? toMskDate(date) : null);

export function financeRow(companyId: number, r: RealizationRow): typeof wbFinanceRows.$inferInsert {
  return {
    companyId,
    rrdId: r.rrdId,
    reportId: r.reportId ?? '0',
    reportType: reportTypeOf(r.reportType),
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
    country: r.country,
    deliveryMethod: r.deliveryMethod,
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
    installmentCofinancingKopecks: r.installmentCofinancingKopecks,
    cashbackAmountKopecks: r.cashbackAmountKopecks,
    cashbackDiscountKopecks: r.cashbackDiscountKopecks,
    cashbackCommissionChangeKopecks: r.cashbackCommissionChangeKopecks,
    syncedAt: new Date(),
  };
}

registerDatasetSync('finance', syncFinance);
