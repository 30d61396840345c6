import { DAY_MS, mskDate, mskDateTime } from './calendar.ts';
import { kopecksToNumber } from './money.ts';
import type { Order, OrderBook } from './orders.ts';
import { saleMoney } from './sale-money.ts';
import { collectInTurns } from './in-turns.ts';

/** WB keeps statistics rows for 90 days from the order and refreshes them every 30 minutes. */
export const STATISTICS_RETENTION_DAYS = 90;
/** Events reach the statistics API 10–49 minutes after they happen. */
const lagMs = (order: Order) => (10 + ((order.index * 7919) % 40)) * 60_000;
/** An event can happen up to ~30 days after its order (returns). */
const LOOKBACK_DAYS = 32;
export const STATISTICS_PAGE_ROWS = 80_000;

export interface StatisticsRow {
  lastChange: number;
  date: number;
  row: Record<string, unknown>;
}

export type StatisticsKind = 'orders' | 'sales';

/** Rows of the orders or sales report whose order lies in the retention window, known by `cutoff`. */
export function* statisticsRows(book: OrderBook, cutoffMs: number, kind: StatisticsKind, fromDay: number): Generator<StatisticsRow> {
  const retentionStart = cutoffMs - STATISTICS_RETENTION_DAYS * DAY_MS;
  for (let day = Math.max(fromDay, book.dayOf(retentionStart)); day < book.days; day++) {
    for (const order of book.ordersOfDay(day)) {
      if (order.createdAt < retentionStart) continue;
      if (kind === 'orders') {
        const row = orderRow(order, cutoffMs);
        if (row) yield row;
      } else {
        yield* saleRows(order, cutoffMs);
      }
    }
  }
}

const known = (order: Order, at: number | undefined, cutoffMs: number) => at !== undefined && at + lagMs(order) <= cutoffMs;

function common(order: Order) {
  const { total, withDiscount, finished } = saleMoney(order);
  const size = order.card.sizes[order.sizeIndex]!;
  return {
    warehouseName: order.warehouseName,
    warehouseType: order.model === 'fbs' ? 'Склад продавца' : 'Склад WB',
    countryName: order.region.country,
    oblastOkrugName: order.region.okrug,
    regionName: order.region.region,
    supplierArticle: order.card.vendorCode,
    nmId: order.card.nmID,
    barcode: size.barcode,
    category: order.card.subject.parentName,
    subject: order.card.subject.name,
    brand: order.card.brand,
    techSize: size.techSize,
    incomeID: order.incomeId,
    isSupply: false,
    isRealization: true,
    totalPrice: kopecksToNumber(total),
    discountPercent: order.discount,
    spp: order.spp,
    finishedPrice: kopecksToNumber(finished),
    priceWithDisc: kopecksToNumber(withDiscount),
  };
}

function orderRow(order: Order, cutoffMs: number): StatisticsRow | undefined {
  if (!known(order, order.createdAt, cutoffMs)) return undefined;
  const cancelled = known(order, order.cancelAt, cutoffMs);
  const lastChange = (cancelled ? order.cancelAt! : order.createdAt) + lagMs(order);
  return {
    lastChange,
    date: order.createdAt,
    row: {
      date: mskDateTime(order.createdAt),
      lastChangeDate: mskDateTime(lastChange),
      ...common(order),
      isCancel: cancelled,
      cancelDate: cancelled ? mskDateTime(order.cancelAt!) : '0001-01-01T00:00:00',
      sticker: order.sticker,
      gNumber: order.gNumber,
      srid: order.srid,
    },
  };
}

/**
 * WB's other operations in the sales list: a row whose saleID starts with neither S nor R (D, a
 * surcharge or its reversal), with an empty srid, zero prices and a forPay of either sign. One sold
 * unit in 23 gets one, a few days after its sale.
 */
function otherOperation(order: Order): { at: number; id: string; forPayKopecks: number } | undefined {
  if (order.saleAt === undefined || (order.day * 31 + order.index) % 23 !== 0) return undefined;
  const { forPay } = saleMoney(order);
  const amount = Math.max(100, Math.round(forPay / 20));
  return {
    at: order.saleAt + (1 + (order.index % 5)) * DAY_MS,
    id: `D${order.saleId.slice(1)}`,
    forPayKopecks: order.index % 2 === 0 ? amount : -amount,
  };
}

function* saleRows(order: Order, cutoffMs: number): Generator<StatisticsRow> {
  const money = saleMoney(order);
  for (const [at, id, sign] of [
    [order.saleAt, order.saleId, 1],
    [order.returnAt, order.returnId, -1],
  ] as const) {
    if (!known(order, at, cutoffMs)) continue;
    const base = common(order);
    yield {
      lastChange: at! + lagMs(order),
      date: at!,
      row: {
        date: mskDateTime(at!),
        lastChangeDate: mskDateTime(at! + lagMs(order)),
        ...base,
        totalPrice: sign * base.totalPrice,
        finishedPrice: sign * base.finishedPrice,
        priceWithDisc: sign * base.priceWithDisc,
        paymentSaleAmount: 0,
        forPay: sign * kopecksToNumber(money.forPay),
        saleID: id,
        sticker: order.sticker,
        gNumber: order.gNumber,
        srid: order.srid,
      },
    };
  }
  const other = otherOperation(order);
  if (other && known(order, other.at, cutoffMs)) {
    yield {
      lastChange: other.at + lagMs(order),
      date: other.at,
      row: {
        date: mskDateTime(other.at),
        lastChangeDate: mskDateTime(other.at + lagMs(order)),
        ...common(order),
        totalPrice: 0,
        discountPercent: 0,
        spp: 0,
        finishedPrice: 0,
        priceWithDisc: 0,
        paymentSaleAmount: 0,
        forPay: kopecksToNumber(other.forPayKopecks),
        saleID: other.id,
        sticker: '',
        gNumber: order.gNumber,
        srid: '',
      },
    };
  }
}

/**
 * flag=0: rows changed at or after `dateFrom` (a bare date: from its midnight), oldest change first,
 * about 80 000 per answer. The page never splits rows sharing one lastChangeDate, so the next call
 * with the last row's lastChangeDate loses nothing and answers that second's rows again, as WB does.
 */
export async function changedSince(
  book: OrderBook,
  cutoffMs: number,
  kind: StatisticsKind,
  fromMs: number,
  pageRows = STATISTICS_PAGE_ROWS,
) {
  const rows = await collectInTurns(
    statisticsRows(book, cutoffMs, kind, book.dayOf(fromMs) - LOOKBACK_DAYS),
    (r) => Math.floor(r.lastChange / 1000) * 1000 >= fromMs,
  );
  rows.sort((a, b) => a.lastChange - b.lastChange);
  let end = Math.min(rows.length, pageRows);
  const second = (r: StatisticsRow | undefined) => (r ? Math.floor(r.lastChange / 1000) : NaN);
  while (end < rows.length && second(rows[end]) === second(rows[end - 1])) end++;
  return rows.slice(0, end).map((r) => r.row);
}

/** flag=1: every row whose `date` falls on the Moscow calendar day of `dateFrom`. */
export async function ofDay(book: OrderBook, cutoffMs: number, kind: StatisticsKind, dayMs: number) {
  const date = mskDate(dayMs);
  const rows = await collectInTurns(
    statisticsRows(book, cutoffMs, kind, book.dayOf(dayMs) - LOOKBACK_DAYS),
    (r) => mskDate(r.date) === date,
  );
  return rows.sort((a, b) => a.date - b.date).map((r) => r.row);
}
