import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import { allPages, chunks, type WbPage } from '../paging.ts';
import { call, kopecks } from '../schema.ts';

export interface GoodsPrice {
  nmId: number;
  vendorCode: string;
  /** ISO 4217 letters, e.g. "RUB". */
  currency: string;
  /** The product's discount, percent; null since WB made it nullable (Aug 2026). */
  discountPercent: number | null;
  clubDiscountPercent: number | null;
  /** Sizes may have their own prices. */
  editableSizePrice: boolean;
  sizes: {
    /** Equals the card's chrtID. */
    sizeId: number;
    techSizeName: string;
    priceKopecks: number | null;
    discountedPriceKopecks: number | null;
    clubDiscountedPriceKopecks: number | null;
  }[];
}

const nullableKopecks = kopecks.nullish().transform((v) => v ?? null);
const nullablePercent = z.number().nullish().transform((v) => v ?? null);

const goodSchema = z.looseObject({
  nmID: z.number().int(),
  vendorCode: z.string().default(''),
  currencyIsoCode4217: z.string().default('RUB'),
  discount: nullablePercent,
  clubDiscount: nullablePercent,
  editableSizePrice: z.boolean().default(false),
  sizes: z
    .array(
      z.looseObject({
        sizeID: z.number().int(),
        techSizeName: z.string().default(''),
        price: nullableKopecks,
        discountedPrice: nullableKopecks,
        clubDiscountedPrice: nullableKopecks,
      }),
    )
    .default([]),
});

const goodsAnswer = z.looseObject({
  data: z.looseObject({ listGoods: z.array(goodSchema).nullish().transform((v) => v ?? []) }).nullish(),
});

const toPrice = (g: z.output<typeof goodSchema>): GoodsPrice => ({
  nmId: g.nmID,
  vendorCode: g.vendorCode,
  currency: g.currencyIsoCode4217,
  discountPercent: g.discount,
  clubDiscountPercent: g.clubDiscount,
  editableSizePrice: g.editableSizePrice,
  sizes: g.sizes.map((s) => ({
    sizeId: s.sizeID,
    techSizeName: s.techSizeName,
    priceKopecks: s.price,
    discountedPriceKopecks: s.discountedPrice,
    clubDiscountedPriceKopecks: s.clubDiscountedPrice,
  })),
});


/** Prices and discounts of all goods, `offset` paging. */
export function pricesApi(send: WbSend) {
  async function page(offset = 0, limit = 1000): Promise<WbPage<GoodsPrice, number>> {
    const answer = await call(
      send,
      {
        host: 'prices',
        method: 'GET',
        path: '/api/v2/list/goods/filter',
        group: 'prices',
        query: { limit, offset },
      },
      goodsAnswer,
    );
    const goods = answer.data?.listGoods ?? [];
    // A short page is the last: WB pages by offset over a fixed list.
    return { items: goods.map(toPrice), next: offset + goods.length, done: goods.length < limit };
  }

  /** Prices of the given goods, 1000 per call. */
  async function ofGoods(nmIds: readonly number[]): Promise<GoodsPrice[]> {
    const result: GoodsPrice[] = [];
    for (const nmList of chunks(nmIds, 1000)) {
      const answer = await call(
        send,
        { host: 'prices', method: 'POST', path: '/api/v2/list/goods/filter', group: 'prices', body: { nmList } },
        goodsAnswer,
      );
      result.push(...(answer.data?.listGoods ?? []).map(toPrice));
    }
    return result;
  }

  return {
    page,
    pages: (offset = 0, limit = 1000) => allPages(offset, (o) => page(o, limit)),
    ofGoods,
  };
}
