import type { SellerData } from '../data/seller.ts';
import { shippingRegion } from '../data/stocks.ts';
import { json, problem, type Reply } from '../server/respond.ts';
import { MINUTE, per, type Route } from '../server/router.ts';

/** 3 requests a minute, one back every 20 s, burst 1: one bucket for every token type that may call it. */
const STOCKS_LIMIT = { group: 'analytics-stocks', normal: per(MINUTE, 3, 1) };
const MAX_ROWS = 250_000;

const badRequest = (detail: string): Reply => problem(400, 'Invalid request body', detail, 'analytic-open-api');

function idList(value: unknown, max: number): number[] | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > max || !value.every(Number.isSafeInteger)) return null;
  return value as number[];
}

/** seller-analytics-api: the seller's current stock in WB's warehouses, one row per size and warehouse. */
export function stocksReportRoutes(data: SellerData): Route[] {
  return [
    {
      host: 'seller-analytics-api',
      method: 'POST',
      path: '/api/analytics/v1/stocks-report/wb-warehouses',
      category: 'analytics',
      tokenTypes: ['personal', 'service', 'basic'],
      limit: STOCKS_LIMIT,
      handle: ({ body }) => {
        const request = (body ?? {}) as { nmIds?: unknown; chrtIds?: unknown; limit?: unknown; offset?: unknown };
        const limit = request.limit === undefined ? MAX_ROWS : request.limit;
        const offset = request.offset === undefined ? 0 : request.offset;
        if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_ROWS)
          return badRequest('code=400, message=invalid: limit (must be from 1 to 250000)');
        if (!Number.isInteger(offset) || (offset as number) < 0) return badRequest('code=400, message=invalid: offset');
        const nmIds = idList(request.nmIds, 1000);
        const chrtIds = idList(request.chrtIds, 100_000);
        if (nmIds === null || chrtIds === null) return badRequest('code=400, message=invalid: nmIds, chrtIds');
        const items = data
          .warehouseStocks()
          .filter((s) => !nmIds?.length || nmIds.includes(s.card.nmID))
          .filter((s) => !nmIds?.length || !chrtIds?.length || chrtIds.includes(s.card.sizes[s.sizeIndex]!.chrtID))
          .slice(offset as number, (offset as number) + (limit as number))
          .map((s) => ({
            nmId: s.card.nmID,
            chrtId: s.card.sizes[s.sizeIndex]!.chrtID,
            warehouseId: s.warehouse.id,
            warehouseName: s.warehouse.name,
            regionName: shippingRegion(s.warehouse),
            quantity: s.quantity,
            inWayToClient: s.inWayToClient,
            inWayFromClient: s.inWayFromClient,
          }));
        return json({ data: { items } });
      },
    },
  ];
}
