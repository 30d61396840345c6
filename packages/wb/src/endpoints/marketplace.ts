import { z } from 'zod';
import { toUnixSeconds } from '../dates.ts';
import type { WbSend } from '../http/request.ts';
import { allPages, chunks, type WbPage } from '../paging.ts';
import { call, minorUnits, nullableInt, nullableString, requiredWbTime, stickerNumber, wbTime } from '../schema.ts';

export interface FbsSupply {
  /** "WB-GI-…" */
  id: string;
  name: string;
  createdAt: Date;
  closedAt: Date | null;
  scanDt: Date | null;
  done: boolean;
  /** 1 small, 2 oversized (СГТ), 3 large (КГТ+). */
  cargoType: number | null;
  isB2b: boolean;
}

/** An FBS order (assembly task). Prices are in minor units of the sale currency. */
export interface FbsOrder {
  id: number;
  /** Equals `srid` of statistics and of the finance report. */
  rid: string;
  orderUid: string | null;
  createdAt: Date;
  supplyId: string | null;
  nmId: number;
  chrtId: number;
  article: string;
  skus: string[];
  /** After all discounts except the WB Wallet one. */
  priceKopecks: number;
  convertedPriceKopecks: number | null;
  /** ISO 4217 numeric codes (643 RUB, 933 BYN). */
  currencyCode: number | null;
  convertedCurrencyCode: number | null;
  warehouseId: number | null;
}

export interface FbsArchivedOrder extends FbsOrder {
  supplierStatus: string | null;
  wbStatus: string | null;
  /** The sticker's number (partA and partB written together); `stickerId` of the realization report. */
  stickerId: string | null;
}

/** The sticker of an FBS order (only orders being assembled or in delivery have one). */
export interface FbsSticker {
  orderId: number;
  /** The two parts printed under the barcode; together they are the sticker's number. */
  partA: string;
  partB: string;
  /** What the barcode encodes. */
  barcode: string;
  /** The sticker image in the asked format, base64. */
  file: string;
}

export interface FbsStickerFormat {
  type: 'svg' | 'zplv' | 'zplh' | 'png';
  /** 58×40 or 40×30 mm. */
  size: '58x40' | '40x30';
}

export interface FbsOrderStatus {
  id: number;
  /** new, confirm (in a supply), complete (handed over), cancel, cancel_carrier. */
  supplierStatus: string;
  /** waiting, sorted, sold, canceled, canceled_by_client, declined_by_client, defect, … */
  wbStatus: string;
}

const supplySchema = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  createdAt: requiredWbTime,
  closedAt: wbTime,
  scanDt: wbTime,
  done: z.boolean().default(false),
  cargoType: nullableInt,
  isB2b: z.boolean().nullish(),
});

const toSupply = (s: z.output<typeof supplySchema>): FbsSupply => ({
  id: s.id,
  name: s.name,
  createdAt: s.createdAt,
  closedAt: s.closedAt,
  scanDt: s.scanDt,
  done: s.done,
  cargoType: s.cargoType,
  isB2b: s.isB2b ?? false,
});

const orderSchema = z.looseObject({
  id: z.number().int(),
  rid: z.string(),
  orderUid: nullableString,
  createdAt: requiredWbTime,
  supplyId: nullableString,
  nmId: z.number().int(),
  chrtId: z.number().int(),
  article: z.string().default(''),
  skus: z.array(z.string()).nullish(),
  price: minorUnits,
  convertedPrice: minorUnits.nullish(),
  currencyCode: nullableInt,
  convertedCurrencyCode: nullableInt,
  warehouseId: nullableInt,
});

const toOrder = (o: z.output<typeof orderSchema>): FbsOrder => ({
  id: o.id,
  rid: o.rid,
  orderUid: o.orderUid,
  createdAt: o.createdAt,
  supplyId: o.supplyId || null,
  nmId: o.nmId,
  chrtId: o.chrtId,
  article: o.article,
  skus: o.skus ?? [],
  priceKopecks: o.price,
  convertedPriceKopecks: o.convertedPrice ?? null,
  currencyCode: o.currencyCode,
  convertedCurrencyCode: o.convertedCurrencyCode,
  warehouseId: o.warehouseId,
});

const archivedSchema = z.looseObject({
  id: z.number().int(),
  rid: z.string(),
  orderUid: nullableString,
  createdAt: requiredWbTime,
  supplyId: nullableString,
  product: z.looseObject({
    nmId: z.number().int(),
    chrtId: z.number().int(),
    article: z.string().default(''),
    skus: z.array(z.string()).nullish(),
  }),
  priceInfo: z.looseObject({
    price: minorUnits,
    convertedPrice: minorUnits.nullish(),
    currencyCode: nullableInt,
    convertedCurrencyCode: nullableInt,
  }),
  status: z.looseObject({ supplierStatus: nullableString, wbStatus: nullableString }).nullish(),
  stickerId: stickerNumber,
  warehouseId: nullableInt,
});

const toArchived = (o: z.output<typeof archivedSchema>): FbsArchivedOrder => ({
  id: o.id,
  rid: o.rid,
  orderUid: o.orderUid,
  createdAt: o.createdAt,
  supplyId: o.supplyId || null,
  nmId: o.product.nmId,
  chrtId: o.product.chrtId,
  article: o.product.article,
  skus: o.product.skus ?? [],
  priceKopecks: o.priceInfo.price,
  convertedPriceKopecks: o.priceInfo.convertedPrice ?? null,
  currencyCode: o.priceInfo.currencyCode,
  convertedCurrencyCode: o.priceInfo.convertedCurrencyCode,
  warehouseId: o.warehouseId,
  supplierStatus: o.status?.supplierStatus ?? null,
  wbStatus: o.status?.wbStatus ?? null,
  stickerId: o.stickerId,
});

const stickersSchema = z.looseObject({
  stickers: z
    .array(
      z.looseObject({
        orderId: z.number().int(),
        partA: z.union([z.string(), z.number()]).transform(String),
        partB: z.union([z.string(), z.number()]).transform(String),
        barcode: z.string().default(''),
        file: z.string().default(''),
      }),
    )
    .nullish(),
});

/** Where FBS orders paging stands: the 30-day window being read and WB's `next` within it. */
export interface FbsOrdersCursor {
  /** Unix seconds (UTC): the start of the current window. */
  windowFrom: number;
  /** Unix seconds (UTC): the end of the whole period. */
  until: number;
  next: number;
}

/** WB answers at most 30 days per call. */
const WINDOW_S = 30 * 86_400;

/** Marketplace (FBS): supplies, their orders, order statuses and the archive. */
export function marketplaceApi(send: WbSend) {
  const get = <S extends z.ZodType>(path: string, schema: S, query?: Record<string, number | undefined>) =>
    call(send, { host: 'marketplace', method: 'GET', path, group: 'marketplace', query }, schema);

  async function suppliesPage(next = 0, limit = 1000): Promise<WbPage<FbsSupply, number>> {
    const answer = await get(
      '/api/v3/supplies',
      z.looseObject({ next: z.number().int(), supplies: z.array(supplySchema).nullish() }),
      { limit, next },
    );
    const supplies = answer.supplies ?? [];
    return { items: supplies.map(toSupply), next: answer.next, done: supplies.length === 0 };
  }

  async function supply(supplyId: string): Promise<FbsSupply> {
    return toSupply(await get(`/api/v3/supplies/${encodeURIComponent(supplyId)}`, supplySchema));
  }

  /** The ids of a supply's orders; their details come from `orders` or the archive. */
  async function supplyOrderIds(supplyId: string): Promise<number[]> {
    const answer = await get(
      `/api/marketplace/v3/supplies/${encodeURIComponent(supplyId)}/order-ids`,
      z.looseObject({ orderIds: z.array(z.number().int()).nullish() }),
    );
    return answer.orderIds ?? [];
  }

  /** One page of orders created within one window of at most 30 days (only the last 3 months). */
  async function ordersPage(cursor: FbsOrdersCursor, limit = 1000): Promise<WbPage<FbsOrder, FbsOrdersCursor>> {
    const windowTo = Math.min(cursor.windowFrom + WINDOW_S, cursor.until);
    const answer = await get(
      '/api/v3/orders',
      z.looseObject({ next: z.number().int(), orders: z.array(orderSchema).nullish() }),
      { limit, next: cursor.next, dateFrom: cursor.windowFrom, dateTo: windowTo },
    );
    const orders = answer.orders ?? [];
    if (orders.length > 0) {
      return { items: orders.map(toOrder), next: { ...cursor, next: answer.next }, done: false };
    }
    // This window is read: go on with the next one, or end with the period.
    const done = windowTo >= cursor.until;
    return { items: [], next: done ? { ...cursor, next: answer.next } : { ...cursor, windowFrom: windowTo + 1, next: 0 }, done };
  }

  /** The first cursor for orders created between `from` and `until`. */
  const ordersCursor = (from: Date, until: Date): FbsOrdersCursor => ({
    windowFrom: toUnixSeconds(from),
    until: toUnixSeconds(until),
    next: 0,
  });

  async function archivePage(
    month: { year: number; month: number },
    next = 0,
    limit = 1000,
  ): Promise<WbPage<FbsArchivedOrder, number>> {
    const answer = await get(
      '/api/marketplace/v3/fbs/orders/archive',
      z.looseObject({ next: z.number().int().nullish(), orders: z.array(archivedSchema).nullish() }),
      { year: month.year, month: month.month, next, limit },
    );
    const orders = answer.orders ?? [];
    const following = answer.next ?? null;
    return {
      items: orders.map(toArchived),
      next: following ?? next,
      done: orders.length === 0 || following === null || following === next,
    };
  }

  /** Statuses of any number of orders, 1000 per call. */
  async function orderStatuses(orderIds: readonly number[]): Promise<FbsOrderStatus[]> {
    const result: FbsOrderStatus[] = [];
    for (const orders of chunks(orderIds, 1000)) {
      const answer = await call(
        send,
        { host: 'marketplace', method: 'POST', path: '/api/v3/orders/status', group: 'marketplace', body: { orders } },
        z.looseObject({
          orders: z
            .array(z.looseObject({ id: z.number().int(), supplierStatus: z.string(), wbStatus: z.string() }))
            .nullish(),
        }),
      );
      result.push(...(answer.orders ?? []).map((o) => ({ id: o.id, supplierStatus: o.supplierStatus, wbStatus: o.wbStatus })));
    }
    return result;
  }

  /** Stickers of any number of orders, 100 per call; orders not being assembled or delivered get none. */
  async function stickers(
    orderIds: readonly number[],
    format: FbsStickerFormat = { type: 'svg', size: '58x40' },
  ): Promise<FbsSticker[]> {
    const [width, height] = format.size.split('x').map(Number);
    const result: FbsSticker[] = [];
    for (const orders of chunks(orderIds, 100)) {
      const answer = await call(
        send,
        {
          host: 'marketplace',
          method: 'POST',
          path: '/api/v3/orders/stickers',
          group: 'marketplace',
          query: { type: format.type, width, height },
          body: { orders },
        },
        stickersSchema,
      );
      result.push(...(answer.stickers ?? []));
    }
    return result;
  }

  return {
    suppliesPage,
    supplies: (next = 0, limit = 1000) => allPages(next, (n) => suppliesPage(n, limit)),
    supply,
    supplyOrderIds,
    ordersCursor,
    ordersPage,
    /** Orders created between `from` and `until`, window after window; resume with a stored cursor. */
    orders: (start: FbsOrdersCursor, limit = 1000) => allPages(start, (c) => ordersPage(c, limit)),
    archivePage,
    archive: (month: { year: number; month: number }, next = 0, limit = 1000) =>
      allPages(next, (n) => archivePage(month, n, limit)),
    orderStatuses,
    stickers,
  };
}
