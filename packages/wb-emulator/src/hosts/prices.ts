import type { Card } from '../data/catalog.ts';
import type { PriceDesk} from '../data/price-tasks.ts';
import { type PriceLine, type TaskKind } from '../data/price-tasks.ts';
import type { SellerData } from '../data/seller.ts';
import { json } from '../server/respond.ts';
import { HOUR, per, type Route } from '../server/router.ts';

const PRICES_LIMIT = { group: 'prices', normal: per(6_000, 10, 5), basic: per(HOUR, 4, 1) };

function invalid(text: string) {
  return json({ data: null, error: true, errorText: text }, 400);
}

/** Discounted prices are numbers with kopecks (350, 332.5), as WB sends them. */
function discounted(rubles: number, percent: number): number {
  return Math.round(rubles * (100 - percent)) / 100;
}

function goodJson(card: Card) {
  return {
    nmID: card.nmID,
    vendorCode: card.vendorCode,
    sizes: card.sizes.map((s) => {
      const withDiscount = discounted(s.price, card.discount);
      return {
        sizeID: s.chrtID,
        price: s.price,
        discountedPrice: withDiscount,
        clubDiscountedPrice: Math.round(withDiscount * (100 - card.clubDiscount)) / 100,
        techSizeName: s.techSize,
      };
    }),
    currencyIsoCode4217: 'RUB',
    discount: card.discount,
    clubDiscount: card.clubDiscount,
    editableSizePrice: card.editableSizePrice,
    wholesaleDiscountThreshold: [],
  };
}

function limitOffset(query: URLSearchParams): { limit: number; offset: number } | string {
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('offset') ?? '0');
  if (!query.get('limit') || !Number.isInteger(limit) || limit < 1 || limit > 1000) return 'Invalid limit';
  if (!Number.isInteger(offset) || offset < 0) return 'Invalid offset';
  return { limit, offset };
}

const MAX_LINES = 1000;

/** What a line must hold, by upload; WB's texts of a malformed request (02-items.yaml). */
function readLines(kind: TaskKind, body: unknown): PriceLine[] | string {
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return 'Invalid data format';
  if (data.length === 0) return 'Empty data';
  if (data.length > MAX_LINES) return 'Upload limit exceeded: You can upload a maximum of 1 000 items';
  const lines: PriceLine[] = [];
  for (const raw of data as Record<string, unknown>[]) {
    if (typeof raw !== 'object' || raw === null || !Number.isInteger(raw.nmID)) return 'Invalid item No.';
    const line: PriceLine = { nmID: raw.nmID as number };
    const price = raw.price;
    const discount = kind === 'club' ? raw.clubDiscount : raw.discount;
    if (price !== undefined && price !== null && kind !== 'club') {
      if (typeof price !== 'number') return 'Invalid price value';
      if (!Number.isInteger(price)) return 'Price should be a whole number';
      if (price <= 0) return 'Invalid price value';
      line.price = price;
    }
    if (discount !== undefined && discount !== null && kind !== 'size') {
      if (!Number.isInteger(discount) || (discount as number) < 0 || (discount as number) > 99) {
        return kind === 'club'
          ? 'Check the field values in the WB Club Discount column. Field format: a whole number between 0 and 99, without dots or commas'
          : 'Invalid discount value';
      }
      if (kind === 'club') line.clubDiscount = discount as number;
      else line.discount = discount as number;
    }
    if (kind === 'size') {
      if (!Number.isInteger(raw.sizeID)) return 'Invalid size';
      line.sizeID = raw.sizeID as number;
      if (line.price === undefined) return 'Price not specified';
    }
    if (kind === 'card' && line.price === undefined && line.discount === undefined) {
      return 'Price and discount not specified';
    }
    if (kind === 'club' && line.clubDiscount === undefined) return 'Invalid discount value';
    lines.push(line);
  }
  const keys = lines.map((l) => (kind === 'size' ? `${l.nmID}:${l.sizeID}` : String(l.nmID)));
  if (new Set(keys).size !== keys.length) return kind === 'size' ? 'Duplicate size IDs' : 'Duplicate item Nos.';
  return lines;
}

const NOTHING_CHANGES: Record<TaskKind, string> = {
  card: 'All item Nos. are specified incorrectly, or the specified prices and discounts are already set',
  size: 'All item Nos. are specified incorrectly, or the specified prices are already set',
  club: 'All item Nos. are specified incorrectly, or the specified discounts are already set',
};

/** POST of an upload: the task is taken at once and processed later; the same upload again is 208. */
function uploadRoute(desk: PriceDesk, kind: TaskKind, path: string): Route {
  return {
    host: 'discounts-prices-api',
    method: 'POST',
    path,
    category: 'prices',
    write: true,
    limit: PRICES_LIMIT,
    handle: ({ body }) => {
      const lines = readLines(kind, body);
      if (typeof lines === 'string') return invalid(lines);
      const same = desk.existing(kind, lines);
      if (same) {
        return json(
          { data: { id: same.id, alreadyExists: true }, error: false, errorText: 'This task already exists' },
          208,
        );
      }
      if (!lines.some((line) => desk.changes(kind, line))) return invalid(NOTHING_CHANGES[kind]);
      const task = desk.create(kind, lines);
      return json({ data: { id: task.id, alreadyExists: false }, error: false, errorText: '' });
    },
  };
}

function uploadId(query: URLSearchParams): number | null {
  const id = Number(query.get('uploadID'));
  return query.get('uploadID') && Number.isInteger(id) && id > 0 ? id : null;
}

function taskRoutes(desk: PriceDesk): Route[] {
  const get = (path: string, handle: Route['handle']): Route => ({
    host: 'discounts-prices-api',
    method: 'GET',
    path,
    category: 'prices',
    limit: PRICES_LIMIT,
    handle,
  });
  return [
    // A task still being processed is not among the processed ones: its state is in the buffer.
    get('/api/v2/history/tasks', ({ query }) => {
      const id = uploadId(query);
      if (id === null) return invalid('Invalid request parameters');
      const task = desk.read(id);
      if (!task || task.status === 1) return json({ data: null, error: false, errorText: '' });
      return json({
        data: {
          uploadID: task.id,
          status: task.status,
          uploadDate: task.uploadDate,
          activationDate: task.uploadDate,
          overAllGoodsNumber: task.goods.length,
          successGoodsNumber: task.goods.filter((g) => g.status === 2).length,
        },
        error: false,
        errorText: '',
      });
    }),
    get('/api/v2/history/goods/task', ({ query }) => {
      const id = uploadId(query);
      const paging = limitOffset(query);
      if (id === null || typeof paging === 'string') return invalid('Invalid request parameters');
      const task = desk.tasks.get(id);
      const goods = task && task.status !== 1 ? task.goods.slice(paging.offset, paging.offset + paging.limit) : [];
      return json({
        data: {
          uploadID: task && task.status !== 1 ? id : null,
          historyGoods: goods.map((g) => ({ ...g, currencyIsoCode4217: 'RUB' })),
        },
      });
    }),
    get('/api/v2/buffer/tasks', ({ query }) => {
      const id = uploadId(query);
      if (id === null) return invalid('Invalid request parameters');
      const task = desk.tasks.get(id);
      if (!task || task.status !== 1) return json({ data: null, error: false, errorText: '' });
      return json({
        data: {
          uploadID: task.id,
          status: 1,
          uploadDate: task.uploadDate,
          activationDate: task.uploadDate,
          overAllGoodsNumber: task.lines.length,
          successGoodsNumber: 0,
        },
        error: false,
        errorText: '',
      });
    }),
    get('/api/v2/quarantine/goods', ({ query }) => {
      const paging = limitOffset(query);
      if (typeof paging === 'string') return invalid(paging);
      const goods = [...desk.quarantine.values()].slice(paging.offset, paging.offset + paging.limit);
      return json({
        data: {
          quarantineGoods: goods.map((q) => ({
            nmID: q.nmID,
            sizeID: null,
            techSizeName: '',
            currencyIsoCode4217: 'RUB',
            newPrice: q.newPrice,
            oldPrice: q.oldPrice,
            newDiscount: q.newDiscount,
            oldDiscount: q.oldDiscount,
            priceDiff: (q.newPrice * (100 - q.newDiscount) - q.oldPrice * (100 - q.oldDiscount)) / 100,
          })),
        },
        error: false,
        errorText: '',
      });
    }),
  ];
}

/**
 * discounts-prices-api: prices of all goods (paged), of chosen goods, and per size; uploads of new
 * prices, discounts and WB Club discounts, their state and per-card outcome; the price quarantine.
 */
export function pricesRoutes(data: SellerData, desk: PriceDesk): Route[] {
  const byNm = new Map(data.cards.map((c) => [c.nmID, c]));
  const sortedCards = [...data.cards].sort((a, b) => a.nmID - b.nmID);
  return [
    uploadRoute(desk, 'card', '/api/v2/upload/task'),
    uploadRoute(desk, 'size', '/api/v2/upload/task/size'),
    uploadRoute(desk, 'club', '/api/v2/upload/task/club-discount'),
    ...taskRoutes(desk),
    {
      host: 'discounts-prices-api',
      method: 'GET',
      path: '/api/v2/list/goods/filter',
      category: 'prices',
      limit: PRICES_LIMIT,
      handle: ({ query }) => {
        const paging = limitOffset(query);
        if (typeof paging === 'string') return invalid(paging);
        const filterNm = query.get('filterNmID');
        const cards = filterNm ? sortedCards.filter((c) => c.nmID === Number(filterNm)) : sortedCards;
        const page = cards.slice(paging.offset, paging.offset + paging.limit);
        return json({ data: { listGoods: page.map(goodJson) }, error: false, errorText: '' });
      },
    },
    {
      host: 'discounts-prices-api',
      method: 'POST',
      path: '/api/v2/list/goods/filter',
      category: 'prices',
      limit: PRICES_LIMIT,
      handle: ({ body }) => {
        const nmList = (body as { nmList?: unknown } | undefined)?.nmList;
        if (!Array.isArray(nmList) || nmList.length < 1 || nmList.length > 1000 || !nmList.every(Number.isInteger)) {
          return invalid('nmList must hold 1 to 1000 nmIDs');
        }
        const cards = (nmList as number[]).map((nm) => byNm.get(nm)).filter((c): c is Card => c !== undefined);
        return json({ data: { listGoods: cards.map(goodJson) }, error: false, errorText: '' });
      },
    },
    {
      host: 'discounts-prices-api',
      method: 'GET',
      path: '/api/v2/list/goods/size/nm',
      category: 'prices',
      limit: PRICES_LIMIT,
      handle: ({ query }) => {
        const paging = limitOffset(query);
        if (typeof paging === 'string') return invalid(paging);
        const card = byNm.get(Number(query.get('nmID')));
        if (!card) return invalid('Invalid nmID');
        // WB answers per-size prices only for goods whose sizes may have their own price.
        const sizes = card.editableSizePrice ? card.sizes.slice(paging.offset, paging.offset + paging.limit) : [];
        return json({
          data: {
            listGoods: sizes.map((s) => {
              const withDiscount = discounted(s.price, card.discount);
              return {
                nmID: card.nmID,
                sizeID: s.chrtID,
                vendorCode: card.vendorCode,
                price: s.price,
                currencyIsoCode4217: 'RUB',
                discountedPrice: withDiscount,
                clubDiscountedPrice: Math.round(withDiscount * (100 - card.clubDiscount)) / 100,
                discount: card.discount,
                clubDiscount: card.clubDiscount,
                techSizeName: s.techSize,
                editableSizePrice: card.editableSizePrice,
              };
            }),
          },
          error: false,
          errorText: '',
        });
      },
    },
  ];
}
