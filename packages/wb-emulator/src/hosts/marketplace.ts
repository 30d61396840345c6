import { FbsView } from '../data/fbs.ts';
import { stickerBarcode, stickerFile, stickerParts, type StickerType } from '../data/stickers.ts';
import type { SellerData } from '../data/seller.ts';
import { SELLER_WAREHOUSES } from '../data/stocks.ts';
import { json, problem, type Reply } from '../server/respond.ts';
import { MINUTE, per, type Route } from '../server/router.ts';

/** One bucket for all FBS order, supply and pass methods; Basic and Test tokens get 150/min, burst 10. */
const FBS_LIMIT = { group: 'marketplace', normal: per(MINUTE, 300, 20), basic: per(MINUTE, 150, 10) };
/** The seller's warehouses and their stocks: a bucket of their own, with the same figures. */
const STOCKS_LIMIT = { group: 'seller-stocks', normal: per(MINUTE, 300, 20) };
const DAY_S = 86_400;

const incorrect = (): Reply => json({ code: 'IncorrectParameter', message: 'Передан некорректный параметр' }, 400);
const notFound = (): Reply => json({ code: 'NotFound', message: 'Не найдено' }, 404);

function intParam(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || !/^-?\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

const STICKER_TYPES: readonly string[] = ['svg', 'zplv', 'zplh', 'png'];
const STICKER_SIZES: readonly string[] = ['58x40', '40x30'];
const badBody = (): Reply => json({ code: 'IncorrectRequestBody', message: 'Некорректное тело запроса' }, 400);

/** marketplace-api: FBS supplies, their order IDs, orders (recent and archive), statuses and stickers. */
export function marketplaceRoutes(data: SellerData): Route[] {
  const fbs = new FbsView(data.orders, data.cutoffMs);
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    host: 'marketplace-api',
    method,
    path,
    category: 'marketplace',
    limit: FBS_LIMIT,
    handle,
  });
  const stockRoute = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    ...route(method, path, handle),
    limit: STOCKS_LIMIT,
  });
  return [
    stockRoute('GET', '/api/v3/warehouses', () => json(SELLER_WAREHOUSES)),
    stockRoute('POST', '/api/v3/stocks/{warehouseId}', ({ params, body }) => {
      if (!SELLER_WAREHOUSES.some((w) => String(w.id) === params.warehouseId)) return notFound();
      const ids = (body as { chrtIds?: unknown } | undefined)?.chrtIds;
      if (!Array.isArray(ids) || ids.length > 1000 || !ids.every(Number.isSafeInteger)) return badBody();
      const stocks = (ids as number[]).flatMap((chrtId) => {
        const amount = data.sellerStocks.get(chrtId);
        return amount === undefined ? [] : [{ chrtId, amount }];
      });
      return json({ stocks });
    }),
    route('GET', '/api/v3/supplies', ({ query }) => {
      const limit = intParam(query, 'limit', 1, 1000);
      const next = intParam(query, 'next', 0, Number.MAX_SAFE_INTEGER);
      if (limit === undefined || next === undefined) return incorrect();
      const page = fbs
        .supplyDays()
        .map((day) => fbs.supplyJson(day))
        .filter((s) => Number(s.id.slice(6)) > next)
        .slice(0, limit);
      return json({ next: page.length ? Number(page[page.length - 1]!.id.slice(6)) : next, supplies: page });
    }),
    route('GET', '/api/v3/supplies/{supplyId}', ({ params }) => {
      const day = fbs.supplyDayOf(params.supplyId!);
      return day === undefined ? notFound() : json(fbs.supplyJson(day));
    }),
    route('GET', '/api/marketplace/v3/supplies/{supplyId}/order-ids', ({ params }) => {
      const day = fbs.supplyDayOf(params.supplyId!);
      return day === undefined ? notFound() : json({ orderIds: fbs.ordersOfSupply(day).map((o) => o.id) });
    }),
    route('GET', '/api/v3/orders', ({ query }) => {
      const limit = intParam(query, 'limit', 1, 1000);
      const next = intParam(query, 'next', 0, Number.MAX_SAFE_INTEGER);
      const nowS = Math.floor(data.cutoffMs / 1000);
      const from = query.has('dateFrom') ? intParam(query, 'dateFrom', 0, Number.MAX_SAFE_INTEGER) : nowS - 30 * DAY_S;
      const to = query.has('dateTo') ? intParam(query, 'dateTo', 0, Number.MAX_SAFE_INTEGER) : nowS;
      if (limit === undefined || next === undefined || from === undefined || to === undefined) return incorrect();
      if (to < from || to - from > 30 * DAY_S) return incorrect();
      // WB keeps orders created in the last 3 months here; a request further back is refused.
      if (from * 1000 < threeMonthsBefore(data.cutoffMs)) return incorrect();
      const fromMs = Math.max(from * 1000, fbs.recentFrom());
      const orders = [];
      for (const o of fbs.ordersBetween(fromMs, to * 1000 + 1000)) {
        if (o.id <= next) continue;
        orders.push(fbs.orderJson(o));
        if (orders.length >= limit) break;
      }
      return json({ next: orders.length ? orders[orders.length - 1]!.id : next, orders });
    }),
    route('GET', '/api/marketplace/v3/fbs/orders/archive', ({ query }) => {
      const year = intParam(query, 'year', 2000, 3000);
      const month = intParam(query, 'month', 1, 12);
      const next = intParam(query, 'next', 0, Number.MAX_SAFE_INTEGER);
      const limit = intParam(query, 'limit', 100, 1000);
      if (year === undefined || month === undefined || next === undefined || limit === undefined) {
        return problem(400, 'Bad Request', 'Incorrect parameter', 'marketplace-public-api', 'BadRequest');
      }
      const monthStart = Date.parse(`${year}-${String(month).padStart(2, '0')}-01T00:00:00+03:00`);
      const monthEnd =
        month === 12
          ? Date.parse(`${year + 1}-01-01T00:00:00+03:00`)
          : Date.parse(`${year}-${String(month + 1).padStart(2, '0')}-01T00:00:00+03:00`);
      const orders = [];
      for (const o of fbs.ordersBetween(monthStart, Math.min(monthEnd, fbs.recentFrom()))) {
        if (o.id <= next) continue;
        orders.push(fbs.archiveJson(o));
        if (orders.length >= limit) break;
      }
      return json({ next: orders.length === limit ? orders[orders.length - 1]!.id : null, orders });
    }),
    route('POST', '/api/v3/orders/status', ({ body }) => {
      const ids = (body as { orders?: unknown } | undefined)?.orders;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 1000 || !ids.every(Number.isSafeInteger)) {
        return json({ code: 'IncorrectRequestBody', message: 'Некорректное тело запроса' }, 400);
      }
      const orders = (ids as number[]).flatMap((id) => {
        const o = data.orders.byId(id);
        return o && o.model === 'fbs' ? [{ id, ...fbs.status(o) }] : [];
      });
      return json({ orders });
    }),
    // WB gives stickers only to orders being assembled (confirm) or in delivery (complete); others are left out.
    route('POST', '/api/v3/orders/stickers', ({ query, body }) => {
      const type = query.get('type');
      const size = `${query.get('width')}x${query.get('height')}`;
      if (type === null || !STICKER_TYPES.includes(type) || !STICKER_SIZES.includes(size)) return incorrect();
      const ids = (body as { orders?: unknown } | undefined)?.orders;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 100 || !ids.every(Number.isSafeInteger))
        return badBody();
      const [width, height] = size.split('x').map(Number) as [number, number];
      const stickers = (ids as number[]).flatMap((id) => {
        const o = data.orders.byId(id);
        if (!o || o.model !== 'fbs' || !['confirm', 'complete'].includes(fbs.status(o).supplierStatus)) return [];
        const file = stickerFile(o, type as StickerType, width, height);
        return [{ orderId: id, ...stickerParts(o), barcode: stickerBarcode(o), file }];
      });
      return json({ stickers });
    }),
  ];
}

/** The same moment 3 calendar months earlier (UTC). */
function threeMonthsBefore(ms: number): number {
  const moment = new Date(ms);
  moment.setUTCMonth(moment.getUTCMonth() - 3);
  return moment.getTime();
}
