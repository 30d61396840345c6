import type { EmulatedPromotion, PromotionCalendar, PromotionGood } from '../data/promotions.ts';
import { utcDateTime } from '../data/calendar.ts';
import { json } from '../server/respond.ts';
import { HOUR, per, type Route } from '../server/router.ts';

// dp-calendar-api: WB's promotions calendar. Every method shares one limit group and needs the
// «Цены и скидки» category; the upload refuses a read-only token.

const CALENDAR_LIMIT = { group: 'calendar', normal: per(6_000, 10, 5), basic: per(HOUR, 1, 1) };

const failed = (errorText: string, status = 400) => json({ errorText }, status);
const unprocessable = () => failed('Unprocessable entity', 422);

function paging(query: URLSearchParams): { limit: number; offset: number } | undefined {
  const limit = Number(query.get('limit') ?? '1000');
  const offset = Number(query.get('offset') ?? '0');
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 0) return undefined;
  return { limit, offset };
}

const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

const listed = (p: EmulatedPromotion) => ({
  id: p.id,
  name: p.name,
  startDateTime: utcDateTime(p.startMs),
  endDateTime: utcDateTime(p.endMs),
  type: p.type,
});

function priceAt(rubles: number, percent: number): number {
  return Math.round(rubles * (100 - percent)) / 100;
}

const goodJson = (g: PromotionGood) => ({
  id: g.card.nmID,
  inAction: g.inAction,
  price: g.card.price,
  currencyCode: 'RUB',
  planPrice: priceAt(g.card.price, g.planDiscount),
  discount: g.card.discount,
  planDiscount: g.planDiscount,
});

export function calendarRoutes(calendar: PromotionCalendar): Route[] {
  const base = { host: 'dp-calendar-api', category: 'prices', limit: CALENDAR_LIMIT } as const;
  return [
    {
      ...base,
      method: 'GET',
      path: '/api/v1/calendar/promotions',
      handle: ({ query }) => {
        const from = Date.parse(query.get('startDateTime') ?? '');
        const to = Date.parse(query.get('endDateTime') ?? '');
        const all = flag(query.get('allPromo'));
        const page = paging(query);
        if (Number.isNaN(from) || Number.isNaN(to) || all === undefined || !page) return failed('Failed to parse data');
        const found = calendar.promotions.filter(
          (p) => p.startMs <= to && p.endMs >= from && (all || (!calendar.ended(p) && p.type === 'regular')),
        );
        return json({ data: { promotions: found.slice(page.offset, page.offset + page.limit).map(listed) } });
      },
    },
    {
      ...base,
      method: 'GET',
      path: '/api/v1/calendar/promotions/details',
      handle: ({ query }) => {
        const ids = query.getAll('promotionIDs').map(Number);
        if (ids.length < 1 || ids.length > 100 || !ids.every(Number.isInteger) || new Set(ids).size !== ids.length)
          return failed('Failed to parse data');
        const promotions = ids.flatMap((id) => {
          const p = calendar.byId(id);
          if (!p) return [];
          const inAction = p.goods.filter((g) => g.inAction).length;
          return [
            {
              ...listed(p),
              description: p.description,
              advantages: p.advantages,
              inPromoActionLeftovers: inAction,
              inPromoActionTotal: inAction,
              notInPromoActionLeftovers: p.goods.length - inAction,
              notInPromoActionTotal: p.goods.length - inAction,
              participationPercentage: p.goods.length === 0 ? 0 : Math.floor((inAction * 100) / p.goods.length),
              ...(p.type === 'auto' ? { exceptionProductsCount: 0 } : {}),
              ranging: [],
            },
          ];
        });
        return json({ data: { promotions } });
      },
    },
    {
      ...base,
      method: 'GET',
      path: '/api/v1/calendar/promotions/nomenclatures',
      handle: ({ query }) => {
        const id = Number(query.get('promotionID'));
        const inAction = flag(query.get('inAction'));
        const page = paging(query);
        if (!Number.isInteger(id) || id < 1 || inAction === undefined || !page) return failed('Invalid query params');
        const promotion = calendar.byId(id);
        // WB lists no goods of an ended or unknown promotion, nor of an auto promotion.
        if (!promotion || calendar.ended(promotion) || promotion.type === 'auto') return unprocessable();
        const goods = promotion.goods.filter((g) => g.inAction === inAction);
        return json({ data: { nomenclatures: goods.slice(page.offset, page.offset + page.limit).map(goodJson) } });
      },
    },
    {
      ...base,
      method: 'POST',
      path: '/api/v1/calendar/promotions/upload',
      write: true,
      handle: ({ body }) => {
        const data = (body as { data?: { promotionID?: unknown; uploadNow?: unknown; nomenclatures?: unknown } })?.data;
        const nms = data?.nomenclatures;
        const valid =
          Number.isInteger(data?.promotionID) &&
          Number(data?.promotionID) >= 1 &&
          typeof data?.uploadNow === 'boolean' &&
          Array.isArray(nms) &&
          nms.length >= 1 &&
          nms.length <= 1000 &&
          nms.every((n) => Number.isInteger(n) && n >= 1) &&
          new Set(nms).size === nms.length;
        if (!valid) return failed('Invalid query params');
        const answer = calendar.upload(Number(data!.promotionID), nms as number[], data!.uploadNow as boolean);
        if (answer.kind !== 'taken') return unprocessable();
        return json({ data: { alreadyExists: answer.alreadyExists, uploadID: answer.uploadId } });
      },
    },
  ];
}
