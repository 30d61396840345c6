import { mskMidnight, mskDate, parseMskDateTime } from '../data/calendar.ts';
import type { SellerData } from '../data/seller.ts';
import { changedSince, ofDay, type StatisticsKind } from '../data/statistics.ts';
import { json, rows } from '../server/respond.ts';
import { HOUR, MINUTE, per, type LimitGroup, type Route } from '../server/router.ts';

const LIMITS: Record<StatisticsKind, LimitGroup> = {
  orders: { group: 'statistics-orders', normal: per(MINUTE, 1, 10), basic: per(3 * HOUR, 1, 1) },
  sales: { group: 'statistics-sales', normal: per(MINUTE, 1, 1), basic: per(2 * HOUR, 1, 1) },
};

/** statistics-api: orders and sales with WB's dateFrom + flag semantics; `pageRows` as WB's 80 000 unless a test pages sooner. */
export function statisticsRoutes(data: SellerData, pageRows?: number): Route[] {
  return (['orders', 'sales'] as const).map((kind) => ({
    host: 'statistics-api',
    method: 'GET',
    path: `/api/v1/supplier/${kind}`,
    category: 'statistics',
    limit: LIMITS[kind],
    handle: async ({ query }) => {
      const dateFrom = query.get('dateFrom');
      if (!dateFrom) return json({ errors: ['dateFrom: field required'] }, 400);
      const fromMs = parseMskDateTime(dateFrom);
      if (fromMs === undefined) return json({ errors: 'dateFrom: Value not validated' }, 400);
      if (query.get('flag') === '1')
        return rows(await ofDay(data.orders, data.cutoffMs, kind, mskMidnight(mskDate(fromMs))));
      return rows(await changedSince(data.orders, data.cutoffMs, kind, fromMs, pageRows));
    },
  }));
}
