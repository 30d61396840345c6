import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import { chunks } from '../paging.ts';
import { call } from '../schema.ts';

/** One of the seller's own warehouses (FBS and the like), as marketplace-api lists them. */
export interface SellerWarehouse {
  id: number;
  name: string;
  /** The WB office the warehouse delivers to. */
  officeId: number | null;
  /** 1 FBS, 2 DBS, 3 DBW, 5 C&C, 6 EDBS. */
  deliveryType: number | null;
}

/** Units of one size (chrtId) the seller says are in one own warehouse. */
export interface SellerStock {
  chrtId: number;
  amount: number;
}

/** WB takes at most this many sizes a stock request. */
export const SELLER_STOCKS_CHUNK = 1000;

const warehouseSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().default(''),
  officeId: z.number().int().nullish(),
  deliveryType: z.number().int().nullish(),
});

const stocksSchema = z.looseObject({
  stocks: z.array(z.looseObject({ chrtId: z.number().int(), amount: z.number().int().nonnegative() })).nullish(),
});

/** marketplace-api: the seller's own warehouses and the stock the seller keeps in them. */
export function sellerStocksApi(send: WbSend) {
  async function warehouses(): Promise<SellerWarehouse[]> {
    const rows = await call(
      send,
      { host: 'marketplace', method: 'GET', path: '/api/v3/warehouses', group: 'seller-stocks' },
      z.array(warehouseSchema).nullable(),
    );
    return (rows ?? []).map((w) => ({
      id: w.id,
      name: w.name,
      officeId: w.officeId ?? null,
      deliveryType: w.deliveryType ?? null,
    }));
  }

  /** Stock of these sizes in one warehouse, asked a thousand sizes a call; sizes WB knows nothing of are left out. */
  async function stocks(warehouseId: number, chrtIds: readonly number[]): Promise<SellerStock[]> {
    const found: SellerStock[] = [];
    for (const part of chunks(chrtIds, SELLER_STOCKS_CHUNK)) {
      const answer = await call(
        send,
        {
          host: 'marketplace',
          method: 'POST',
          path: `/api/v3/stocks/${warehouseId}`,
          group: 'seller-stocks',
          body: { chrtIds: part },
        },
        stocksSchema,
      );
      for (const s of answer.stocks ?? []) found.push({ chrtId: s.chrtId, amount: s.amount });
    }
    return found;
  }

  return { warehouses, stocks };
}
