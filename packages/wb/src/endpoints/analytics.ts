import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import type { WbPage } from '../paging.ts';
import { parseAnswer, parseRows } from '../schema.ts';

/** One size of one card in one WB warehouse, as WB's stock report gives it (docs/wb-api.md, «Stocks»). */
export interface WbWarehouseStock {
  nmId: number;
  chrtId: number;
  warehouseId: number;
  warehouseName: string;
  /** WB's shipping region of the warehouse («Центральный», …). */
  regionName: string;
  /** Units buyers can put in the basket. */
  quantity: number;
  inWayToClient: number;
  inWayFromClient: number;
}

/** WB's largest page of the stock report. */
export const STOCKS_REPORT_MAX_ROWS = 250_000;

const count = z.number().int().nonnegative();

const stockRow = z.looseObject({
  nmId: z.number().int(),
  chrtId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  regionName: z.string().nullish(),
  quantity: count,
  inWayToClient: count,
  inWayFromClient: count,
});

const envelope = z.looseObject({ data: z.looseObject({ items: z.array(z.unknown()) }) });

/** seller-analytics-api: the seller's stock in WB's warehouses, by size and warehouse. */
export function analyticsApi(send: WbSend) {
  async function stocksPage(offset = 0, limit = STOCKS_REPORT_MAX_ROWS): Promise<WbPage<WbWarehouseStock, number>> {
    const request = {
      host: 'analytics',
      method: 'POST',
      path: '/api/analytics/v1/stocks-report/wb-warehouses',
      group: 'analytics-stocks',
      body: { limit, offset },
    } as const;
    const where = `POST analytics${request.path}`;
    const answer = await send(request);
    // The rows are checked a slice at a time: a page holds up to 250 000 of them.
    const { data } = parseAnswer(envelope, answer.body, where);
    const rows = (await parseRows(stockRow, data.items, where)) ?? [];
    const items = rows.map((r): WbWarehouseStock => ({
      nmId: r.nmId,
      chrtId: r.chrtId,
      warehouseId: r.warehouseId,
      warehouseName: r.warehouseName,
      regionName: r.regionName ?? '',
      quantity: r.quantity,
      inWayToClient: r.inWayToClient,
      inWayFromClient: r.inWayFromClient,
    }));
    return { items, next: offset + items.length, done: items.length < limit };
  }

  return { stocksPage };
}
