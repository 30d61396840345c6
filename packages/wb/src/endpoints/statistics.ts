import { z } from 'zod';
import { parseWbTime, toMskDateTime } from '../dates.ts';
import type { WbSend } from '../http/request.ts';
import { allPages, type WbPage } from '../paging.ts';
import { callForRows, decimal, kopecks, nullableString, requiredWbTime, wbTime } from '../schema.ts';

/** A row of the statistics orders or sales: WB's preliminary data, refreshed every 30 minutes. */
interface StatisticsRow {
  /** When the order was placed (Moscow time read as an instant). */
  date: Date;
  /** When WB last changed the row; the paging cursor. */
  lastChangeDate: Date;
  warehouseName: string;
  warehouseType: string | null;
  countryName: string | null;
  oblastOkrugName: string | null;
  regionName: string | null;
  supplierArticle: string;
  nmId: number;
  barcode: string;
  category: string | null;
  subject: string | null;
  brand: string | null;
  techSize: string | null;
  incomeId: number | null;
  isSupply: boolean;
  isRealization: boolean;
  totalPriceKopecks: number;
  discountPercent: string;
  /** WB's discount for the buyer (СПП), percent. */
  sppPercent: string;
  finishedPriceKopecks: number;
  priceWithDiscKopecks: number;
  sticker: string | null;
  gNumber: string | null;
  /** Equals `rid` of FBS orders and `srid` of the finance report. */
  srid: string;
}

export interface StatisticsOrder extends StatisticsRow {
  isCancel: boolean;
  cancelDate: Date | null;
}

/**
 * What a statistics sales row is, by the first letter of its `saleID`: S a sale, R a return; any
 * other letter (D, A, B… — WB's other operations, with an empty `srid` and a zero price) is neither.
 */
export type StatisticsSaleKind = 'sale' | 'return' | 'other';

export interface StatisticsSale extends StatisticsRow {
  saleId: string;
  kind: StatisticsSaleKind;
  paymentSaleAmountKopecks: number | null;
  forPayKopecks: number;
}

const rowFields = {
  date: requiredWbTime,
  lastChangeDate: z.string(),
  warehouseName: z.string().default(''),
  warehouseType: nullableString,
  countryName: nullableString,
  oblastOkrugName: nullableString,
  regionName: nullableString,
  supplierArticle: z.string().default(''),
  nmId: z.number().int(),
  barcode: z.string().default(''),
  category: nullableString,
  subject: nullableString,
  brand: nullableString,
  techSize: nullableString,
  incomeID: z.number().int().nullish(),
  isSupply: z.boolean().default(false),
  isRealization: z.boolean().default(false),
  totalPrice: kopecks,
  discountPercent: decimal,
  spp: decimal,
  finishedPrice: kopecks,
  priceWithDisc: kopecks,
  sticker: nullableString,
  gNumber: nullableString,
  srid: z.string(),
};

const orderSchema = z.looseObject({ ...rowFields, isCancel: z.boolean().default(false), cancelDate: wbTime });
const saleSchema = z.looseObject({
  ...rowFields,
  saleID: z.string(),
  paymentSaleAmount: kopecks.nullish(),
  forPay: kopecks,
});

type RawRow = z.output<z.ZodObject<typeof rowFields>>;

function toRow(r: RawRow): StatisticsRow {
  return {
    date: r.date,
    lastChangeDate: parseWbTime(r.lastChangeDate)!,
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
    incomeId: r.incomeID ?? null,
    isSupply: r.isSupply,
    isRealization: r.isRealization,
    totalPriceKopecks: r.totalPrice,
    discountPercent: r.discountPercent,
    sppPercent: r.spp,
    finishedPriceKopecks: r.finishedPrice,
    priceWithDiscKopecks: r.priceWithDisc,
    sticker: r.sticker,
    gNumber: r.gNumber,
    srid: r.srid,
  };
}

const toOrder = (r: z.output<typeof orderSchema>): StatisticsOrder => ({
  ...toRow(r),
  isCancel: r.isCancel,
  cancelDate: r.cancelDate,
});

const toSale = (r: z.output<typeof saleSchema>): StatisticsSale => ({
  ...toRow(r),
  saleId: r.saleID,
  kind: r.saleID.startsWith('S') ? 'sale' : r.saleID.startsWith('R') ? 'return' : 'other',
  paymentSaleAmountKopecks: r.paymentSaleAmount ?? null,
  forPayKopecks: r.forPay,
});

/**
 * `dateFrom` as WB reads it: Moscow time. A Date is written as Moscow wall-clock time; a string
 * (a date, or a `lastChangeDate` taken from a row) is passed as written.
 */
export type StatisticsDateFrom = string | Date;

function statisticsKind<S extends z.ZodType<{ lastChangeDate: string }>, T>(
  send: WbSend,
  kind: 'orders' | 'sales',
  schema: S,
  map: (row: z.output<S>) => T,
) {
  async function fetchRows(dateFrom: StatisticsDateFrom, flag: 0 | 1) {
    const rows = await callForRows(
      send,
      {
        host: 'statistics',
        method: 'GET',
        path: `/api/v1/supplier/${kind}`,
        group: kind === 'orders' ? 'statistics-orders' : 'statistics-sales',
        query: { dateFrom: typeof dateFrom === 'string' ? dateFrom : toMskDateTime(dateFrom), flag },
      },
      schema,
    );
    return rows ?? [];
  }

  /**
   * flag=0: rows whose `lastChangeDate` is at or after `dateFrom`, so a page starting at the last
   * row's `lastChangeDate` (the exact text WB sent) repeats the rows changed in that second. Only
   * `[]` ends the list, whatever the size of the page before it: WB fills pages unevenly and rows
   * reach the list a sync late. An answer that only repeats the boundary does not move the cursor
   * and ends it too, since asking again would repeat it forever.
   */
  async function changedSince(dateFrom: StatisticsDateFrom): Promise<WbPage<T, string>> {
    const from = typeof dateFrom === 'string' ? dateFrom : toMskDateTime(dateFrom);
    const rows = await fetchRows(from, 0);
    const next = rows.length ? rows[rows.length - 1]!.lastChangeDate : from;
    return { items: rows.map((r) => map(r)), next, done: rows.length === 0 || next === from };
  }

  return {
    changedSince,
    /** Every row changed since `dateFrom`, page by page. */
    pages: (dateFrom: StatisticsDateFrom) =>
      allPages(typeof dateFrom === 'string' ? dateFrom : toMskDateTime(dateFrom), (from) => changedSince(from)),
    /** flag=1: every row dated on the Moscow calendar day of `day` (the time part is ignored). */
    ofDay: async (day: StatisticsDateFrom): Promise<T[]> => (await fetchRows(day, 1)).map((r) => map(r)),
  };
}

/** Statistics: orders and sales with returns (WB keeps 90 days; there is no dateTo). */
export function statisticsApi(send: WbSend) {
  return {
    orders: statisticsKind(send, 'orders', orderSchema, toOrder),
    sales: statisticsKind(send, 'sales', saleSchema, toSale),
  };
}
