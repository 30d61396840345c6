import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import type { WbPage } from '../paging.ts';
import { allPages } from '../paging.ts';
import { callForRows, decimal, kopecks, nullableInt, nullableString, stickerNumber, wbTime } from '../schema.ts';

/** int64 ids of reports: read as exact text, since JSON.parse rounds those above 2^53. */
const EXACT_IDS = ['reportId'] as const;
const reportIdSchema = z.union([z.string().regex(/^\d+$/), z.number().int()]);

/** A row of the realization report ("детализация отчёта о реализации"), money in kopecks of `currency`. */
export interface RealizationRow {
  rrdId: number;
  /** As text: daily report ids can exceed 2^53. */
  reportId: string | null;
  /** 1 main, 2 buyout (WB buys the goods out), 3 buyout for Georgia. */
  reportType: number | null;
  currency: string | null;
  dateFrom: Date | null;
  dateTo: Date | null;
  createDate: Date | null;
  rrDate: Date | null;
  orderDt: Date | null;
  saleDt: Date | null;
  /** FBW supply id (`gi_id`). */
  giId: number | null;
  subjectName: string | null;
  nmId: number | null;
  brandName: string | null;
  /** The card's title. */
  title: string | null;
  vendorCode: string | null;
  techSize: string | null;
  /** The barcode. */
  sku: string | null;
  docTypeName: string | null;
  sellerOperName: string | null;
  bonusTypeName: string | null;
  quantity: number;
  deliveryAmount: number;
  returnAmount: number;
  retailPriceKopecks: number;
  retailAmountKopecks: number;
  retailPriceWithDiscKopecks: number;
  salePercent: string | null;
  commissionPercent: string | null;
  sppPercent: string | null;
  /** Transferred to the seller for the goods (`ppvz_for_pay`). */
  forPayKopecks: number;
  /** Logistics (`delivery_rub`). */
  deliveryServiceKopecks: number;
  ppvzSalesCommissionKopecks: number;
  ppvzRewardKopecks: number;
  acquiringFeeKopecks: number;
  vwKopecks: number;
  vwNdsKopecks: number;
  penaltyKopecks: number;
  additionalPaymentKopecks: number;
  rebillLogisticCostKopecks: number;
  paidStorageKopecks: number;
  deductionKopecks: number;
  paidAcceptanceKopecks: number;
  /** «Скидка по программе софинансирования»: WB's share of an instalment discount, inside the price paid. */
  installmentCofinancingKopecks: number;
  /** «Сумма, удержанная за начисленные баллы программы лояльности»: withheld from the payout. */
  cashbackAmountKopecks: number;
  /** «Компенсация скидки по программе лояльности»: added to the payout. */
  cashbackDiscountKopecks: number;
  /** «Стоимость участия в программе лояльности»: withheld from the payout. */
  cashbackCommissionChangeKopecks: number;
  officeName: string | null;
  /** The unit's ШК. */
  shkId: number | null;
  stickerId: string | null;
  /** The FBS order (assembly task) id. */
  orderId: number | null;
  srid: string | null;
  country: string | null;
  isB2b: boolean;
  deliveryMethod: string | null;
}

const money = kopecks.nullish().transform((v) => v ?? 0);
const percent = decimal.nullish().transform((v) => v ?? null);
const count = z.number().int().nullish().transform((v) => v ?? 0);

const rowSchema = z.looseObject({
  rrdId: z.number().int(),
  reportId: reportIdSchema.nullish(),
  reportType: nullableInt,
  currency: nullableString,
  dateFrom: wbTime,
  dateTo: wbTime,
  createDate: wbTime,
  rrDate: wbTime,
  orderDt: wbTime,
  saleDt: wbTime,
  giId: nullableInt,
  subjectName: nullableString,
  nmId: nullableInt,
  brandName: nullableString,
  title: nullableString,
  vendorCode: nullableString,
  techSize: nullableString,
  sku: nullableString,
  docTypeName: nullableString,
  sellerOperName: nullableString,
  bonusTypeName: nullableString,
  quantity: count,
  deliveryAmount: count,
  returnAmount: count,
  retailPrice: money,
  retailAmount: money,
  retailPriceWithDisc: money,
  salePercent: percent,
  commissionPercent: percent,
  spp: percent,
  forPay: money,
  deliveryService: money,
  ppvzSalesCommission: money,
  ppvzReward: money,
  acquiringFee: money,
  vw: money,
  vwNds: money,
  penalty: money,
  additionalPayment: money,
  rebillLogisticCost: money,
  paidStorage: money,
  deduction: money,
  paidAcceptance: money,
  installmentCofinancingAmount: money,
  cashbackAmount: money,
  cashbackDiscount: money,
  cashbackCommissionChange: money,
  officeName: nullableString,
  shkId: nullableInt,
  stickerId: stickerNumber,
  orderId: nullableInt,
  srid: nullableString,
  country: nullableString,
  isB2b: z.boolean().nullish(),
  deliveryMethod: nullableString,
});

const toRow = (r: z.output<typeof rowSchema>): RealizationRow => ({
  rrdId: r.rrdId,
  reportId: r.reportId === null || r.reportId === undefined ? null : String(r.reportId),
  reportType: r.reportType,
  currency: r.currency,
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  createDate: r.createDate,
  rrDate: r.rrDate,
  orderDt: r.orderDt,
  saleDt: r.saleDt,
  giId: r.giId,
  subjectName: r.subjectName,
  nmId: r.nmId,
  brandName: r.brandName,
  title: r.title,
  vendorCode: r.vendorCode,
  techSize: r.techSize,
  sku: r.sku,
  docTypeName: r.docTypeName,
  sellerOperName: r.sellerOperName,
  bonusTypeName: r.bonusTypeName,
  quantity: r.quantity,
  deliveryAmount: r.deliveryAmount,
  returnAmount: r.returnAmount,
  retailPriceKopecks: r.retailPrice,
  retailAmountKopecks: r.retailAmount,
  retailPriceWithDiscKopecks: r.retailPriceWithDisc,
  salePercent: r.salePercent,
  commissionPercent: r.commissionPercent,
  sppPercent: r.spp,
  forPayKopecks: r.forPay,
  deliveryServiceKopecks: r.deliveryService,
  ppvzSalesCommissionKopecks: r.ppvzSalesCommission,
  ppvzRewardKopecks: r.ppvzReward,
  acquiringFeeKopecks: r.acquiringFee,
  vwKopecks: r.vw,
  vwNdsKopecks: r.vwNds,
  penaltyKopecks: r.penalty,
  additionalPaymentKopecks: r.additionalPayment,
  rebillLogisticCostKopecks: r.rebillLogisticCost,
  paidStorageKopecks: r.paidStorage,
  deductionKopecks: r.deduction,
  paidAcceptanceKopecks: r.paidAcceptance,
  installmentCofinancingKopecks: r.installmentCofinancingAmount,
  cashbackAmountKopecks: r.cashbackAmount,
  cashbackDiscountKopecks: r.cashbackDiscount,
  cashbackCommissionChangeKopecks: r.cashbackCommissionChange,
  officeName: r.officeName,
  shkId: r.shkId,
  stickerId: r.stickerId,
  orderId: r.orderId,
  srid: r.srid,
  country: r.country,
  isB2b: r.isB2b ?? false,
  deliveryMethod: r.deliveryMethod,
});

/** One weekly (or daily) realization report of the report list, with WB's totals in kopecks of `currency`. */
export interface RealizationReport {
  /** As text: the id can exceed 2^53. */
  reportId: string;
  /** YYYY-MM-DD, the report's period and when WB made it. */
  dateFrom: string;
  dateTo: string;
  createDate: string;
  currency: string;
  /** 1 main, 2 buyout, 3 buyout for Georgia. */
  reportType: number;
  /** «Продажа». */
  retailAmountKopecks: number;
  /** «К перечислению за товар». */
  forPayKopecks: number;
  deliveryServiceKopecks: number;
  paidStorageKopecks: number;
  paidAcceptanceKopecks: number;
  deductionKopecks: number;
  penaltyKopecks: number;
  additionalPaymentKopecks: number;
  cashbackAmountKopecks: number;
  cashbackDiscountKopecks: number;
  cashbackCommissionChangeKopecks: number;
  /** «Итого к оплате»: what WB pays out for the report. */
  bankPaymentKopecks: number;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/).transform((v) => v.slice(0, 10));

const reportSchema = z.looseObject({
  reportId: reportIdSchema,
  dateFrom: day,
  dateTo: day,
  createDate: day,
  currency: z.string().default(''),
  reportType: z.number().int(),
  retailAmountSum: money,
  forPaySum: money,
  deliveryServiceSum: money,
  paidStorageSum: money,
  paidAcceptanceSum: money,
  deductionSum: money,
  penaltySum: money,
  additionalPaymentSum: money,
  cashbackAmountSum: money,
  cashbackDiscountSum: money,
  cashbackCommissionChangeSum: money,
  bankPaymentSum: money,
});

const toReport = (r: z.output<typeof reportSchema>): RealizationReport => ({
  reportId: String(r.reportId),
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  createDate: r.createDate,
  currency: r.currency,
  reportType: r.reportType,
  retailAmountKopecks: r.retailAmountSum,
  forPayKopecks: r.forPaySum,
  deliveryServiceKopecks: r.deliveryServiceSum,
  paidStorageKopecks: r.paidStorageSum,
  paidAcceptanceKopecks: r.paidAcceptanceSum,
  deductionKopecks: r.deductionSum,
  penaltyKopecks: r.penaltySum,
  additionalPaymentKopecks: r.additionalPaymentSum,
  cashbackAmountKopecks: r.cashbackAmountSum,
  cashbackDiscountKopecks: r.cashbackDiscountSum,
  cashbackCommissionChangeKopecks: r.cashbackCommissionChangeSum,
  bankPaymentKopecks: r.bankPaymentSum,
});

export interface RealizationReportsQuery {
  /** RFC 3339 date or date-time, Moscow time. */
  dateFrom: string;
  dateTo: string;
  period?: 'weekly' | 'daily';
  /** Reports per page, up to 1000 (default). */
  limit?: number;
}

export interface RealizationQuery {
  /** RFC 3339 date or date-time, Moscow time. */
  dateFrom: string;
  dateTo: string;
  /** WB's default: weekly reports. */
  period?: 'weekly' | 'daily';
  /** Rows per page, up to 100 000 (default). */
  limit?: number;
}

/** Finance: the realization report detail for a period (replaces reportDetailByPeriod), the report list and one report's rows. */
export function financeApi(send: WbSend) {
  /** Rows after `rrdId` (0 for the first page); WB's 204 ends the list. */
  async function page(query: RealizationQuery, rrdId = 0): Promise<WbPage<RealizationRow, number>> {
    const rows = await callForRows(
      send,
      {
        host: 'finance',
        method: 'POST',
        path: '/api/finance/v1/sales-reports/detailed',
        group: 'finance-detailed',
        body: {
          dateFrom: query.dateFrom,
          dateTo: query.dateTo,
          limit: query.limit ?? 100_000,
          rrdId,
          period: query.period ?? 'weekly',
        },
        exactIntegers: EXACT_IDS,
      },
      rowSchema,
    );
    if (rows === null || rows.length === 0) return { items: [], next: rrdId, done: true };
    return { items: rows.map(toRow), next: rows[rows.length - 1]!.rrdId, done: false };
  }
  /** Reports after `offset` (Personal and Service tokens only); WB's 204 ends the list. */
  async function reportsPage(query: RealizationReportsQuery, offset = 0): Promise<WbPage<RealizationReport, number>> {
    const limit = query.limit ?? 1000;
    const reports = await callForRows(
      send,
      {
        host: 'finance',
        method: 'POST',
        path: '/api/finance/v1/sales-reports/list',
        group: 'finance-list',
        body: { dateFrom: query.dateFrom, dateTo: query.dateTo, limit, offset, period: query.period ?? 'weekly' },
        exactIntegers: EXACT_IDS,
      },
      reportSchema,
    );
    if (reports === null || reports.length === 0) return { items: [], next: offset, done: true };
    return { items: reports.map(toReport), next: offset + reports.length, done: reports.length < limit };
  }

  /** Rows of one report after `rrdId` (Personal and Service tokens only); WB's 204 ends them. */
  async function reportRowsPage(reportId: string, rrdId = 0, limit = 100_000): Promise<WbPage<RealizationRow, number>> {
    if (!/^\d+$/.test(reportId)) throw new RangeError(`not a report id: ${reportId}`);
    const rows = await callForRows(
      send,
      {
        host: 'finance',
        method: 'POST',
        path: `/api/finance/v1/sales-reports/detailed/${reportId}`,
        group: 'finance-by-id',
        body: { limit, rrdId },
        exactIntegers: EXACT_IDS,
      },
      rowSchema,
    );
    if (rows === null || rows.length === 0) return { items: [], next: rrdId, done: true };
    return { items: rows.map(toRow), next: rows[rows.length - 1]!.rrdId, done: false };
  }

  return {
    page,
    pages: (query: RealizationQuery, rrdId = 0) => allPages(rrdId, (id) => page(query, id)),
    reportsPage,
    reports: (query: RealizationReportsQuery, offset = 0) => allPages(offset, (o) => reportsPage(query, o)),
    reportRowsPage,
    reportRows: (reportId: string, rrdId = 0, limit = 100_000) =>
      allPages(rrdId, (id) => reportRowsPage(reportId, id, limit)),
  };
}
