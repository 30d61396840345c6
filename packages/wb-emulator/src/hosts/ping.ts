import { mskDateTimeWithZone } from '../data/calendar.ts';
import { json } from '../server/respond.ts';
import { HOSTS, per, type Route, type WbHost } from '../server/router.ts';

/** The category each host's /ping checks ("совпадают ли категория токена и сервис"). */
const PING_CATEGORY: Record<WbHost, Route['category']> = {
  'content-api': 'content',
  'discounts-prices-api': 'prices',
  'statistics-api': 'statistics',
  'finance-api': 'finance',
  'marketplace-api': 'marketplace',
  'supplies-api': 'supplies',
  'common-api': 'any',
  'advert-api': 'promotion',
  'seller-analytics-api': 'analytics',
  'dp-calendar-api': 'prices',
};

/** `GET /ping` on every host: 3 requests per 30 s, counted per host. */
export function pingRoutes(): Route[] {
  return HOSTS.map((host) => ({
    host,
    method: 'GET',
    path: '/ping',
    category: PING_CATEGORY[host],
    limit: { group: `ping:${host}`, normal: per(30_000, 3, 3) },
    handle: () => json({ TS: mskDateTimeWithZone(Date.now()), Status: 'OK' }),
  }));
}
