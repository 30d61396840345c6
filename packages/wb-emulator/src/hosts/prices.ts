import type { Card } from '../data/catalog.ts';
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

/** discounts-prices-api: prices of all goods (paged), of chosen goods, and per size. */
export function pricesRoutes(data: SellerData): Route[] {
  const byNm = new Map(data.cards.map((c) => [c.nmID, c]));
  const sortedCards = [...data.cards].sort((a, b) => a.nmID - b.nmID);
  return [
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
