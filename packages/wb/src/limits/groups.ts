/**
 * One WB limit as WB states it: `limit` requests per `periodMs`, one every `intervalMs`,
 * at most `burst` at once. WB counts it as a token bucket per seller account.
 */
export interface BucketLimit {
  periodMs: number;
  limit: number;
  /** One request comes back every `intervalMs`; when WB states none, `periodMs / limit`. */
  intervalMs?: number;
  burst: number;
}

/** Basic and Test tokens get WB's lower figures; Personal and Service tokens the normal ones. */
export type WbLimitTier = 'basic' | 'normal';

export interface BucketKey {
  /**
   * The seller account WB counts the limits of (`limitAccount`): `seller:<sid>` shared by every
   * token of that seller, or `token:<hash>` for a token that names none. Never the token itself.
   */
  account: string;
  group: WbLimitGroup;
  /** Which row of WB's figures applies; a limiter shared by several tokens needs it. */
  tier?: WbLimitTier;
}

/** Where requests wait for WB's limits; the server keeps the buckets in PostgreSQL, shared by every process. */
export interface WbRateLimiter {
  /** Waits until `cost` requests of this bucket may go out, and takes them. */
  acquire(key: BucketKey, cost?: number): Promise<void>;
  /** WB answered 429: nothing of this bucket may go out for `retryAfterMs`. */
  penalize(key: BucketKey, retryAfterMs: number): Promise<void>;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const per = (periodMs: number, limit: number, intervalMs: number, burst: number): BucketLimit => ({
  periodMs,
  limit,
  intervalMs,
  burst,
});

/** WB's limit groups and their figures (docs/wb-api.md): `normal` for Personal/Service, `basic` for Basic/Test. */
export const WB_LIMITS = {
  content: { normal: per(MINUTE, 100, 600, 5), basic: per(MINUTE, 100, 600, 5) },
  prices: { normal: per(6 * SECOND, 10, 600, 5), basic: per(HOUR, 4, 15 * MINUTE, 1) },
  'statistics-orders': { normal: per(MINUTE, 1, MINUTE, 10), basic: per(3 * HOUR, 1, 3 * HOUR, 1) },
  'statistics-sales': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(2 * HOUR, 1, 2 * HOUR, 1) },
  'finance-detailed': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(24 * HOUR, 2, 12 * HOUR, 1) },
  /** The report list and one report's detail: Personal and Service tokens only, so one row of figures. */
  'finance-list': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(MINUTE, 1, MINUTE, 1) },
  'finance-by-id': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(MINUTE, 1, MINUTE, 1) },
  marketplace: { normal: per(MINUTE, 300, 200, 20), basic: per(MINUTE, 150, 400, 10) },
  supplies: { normal: per(MINUTE, 30, 2 * SECOND, 10), basic: per(HOUR, 2, 30 * MINUTE, 1) },
  tariffs: { normal: per(MINUTE, 60, SECOND, 5), basic: per(HOUR, 1, HOUR, 1) },
  commission: { normal: per(MINUTE, 1, MINUTE, 2), basic: per(HOUR, 5, 12 * MINUTE, 1) },
  'seller-info': { normal: per(MINUTE, 1, MINUTE, 10), basic: per(24 * HOUR, 1, 24 * HOUR, 1) },
  'advert-count': { normal: per(SECOND, 5, 200, 5), basic: per(HOUR, 4, 15 * MINUTE, 1) },
  'advert-list': { normal: per(SECOND, 5, 200, 5), basic: per(HOUR, 1, HOUR, 1) },
  'advert-fullstats': { normal: per(MINUTE, 3, 20 * SECOND, 1), basic: per(HOUR, 1, HOUR, 1) },
  'normquery-stats-v0': { normal: per(MINUTE, 10, 6 * SECOND, 20), basic: per(HOUR, 5, 12 * MINUTE, 1) },
  'normquery-stats-v1': { normal: per(MINUTE, 10, 6 * SECOND, 20), basic: per(HOUR, 2, 30 * MINUTE, 1) },
  /** Search clusters: list, get-minus and set-minus. */
  normquery: { normal: per(SECOND, 5, 200, 10), basic: per(HOUR, 5, 12 * MINUTE, 1) },
  'advert-budget': { normal: per(MINUTE, 20, 3 * SECOND, 4), basic: per(HOUR, 4, 15 * MINUTE, 1) },
  /** Daily spending limits of CPC campaigns: Personal and Service tokens only. */
  'advert-daily-limits': { normal: per(MINUTE, 5, 12 * SECOND, 5), basic: per(MINUTE, 5, 12 * SECOND, 5) },
  /** Start, pause and stop of a campaign. */
  'advert-status': { normal: per(SECOND, 5, 200, 5), basic: per(HOUR, 5, 12 * MINUTE, 1) },
  /** Reports built as a task (seller-analytics-api): create, status, download, each its own group. */
  'paid-storage-create': { normal: per(MINUTE, 1, MINUTE, 5), basic: per(HOUR, 1, HOUR, 1) },
  'paid-storage-status': { normal: per(5 * SECOND, 1, 5 * SECOND, 5), basic: per(HOUR, 2, 30 * MINUTE, 2) },
  'paid-storage-download': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(HOUR, 2, 30 * MINUTE, 1) },
  'acceptance-create': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(3 * HOUR, 1, 3 * HOUR, 1) },
  'acceptance-status': { normal: per(5 * SECOND, 1, 5 * SECOND, 1), basic: per(HOUR, 2, 30 * MINUTE, 1) },
  'acceptance-download': { normal: per(MINUTE, 1, MINUTE, 1), basic: per(HOUR, 2, 30 * MINUTE, 1) },
  /**
   * Stock in WB's warehouses: Personal, Service and Basic-with-secret tokens, one row of figures
   * (a plain Basic token is refused, so its row is the same).
   */
  'analytics-stocks': { normal: per(MINUTE, 3, 20 * SECOND, 1), basic: per(MINUTE, 3, 20 * SECOND, 1) },
  /** The FBS seller warehouses and their stocks share the marketplace figures but not its bucket. */
  'seller-stocks': { normal: per(MINUTE, 300, 200, 20), basic: per(MINUTE, 300, 200, 20) },
  /** WB's promotions calendar: the list, details, goods and upload share one bucket. */
  calendar: { normal: per(6 * SECOND, 10, 600, 5), basic: per(HOUR, 1, HOUR, 1) },
  /** WB counts /ping per host; one bucket for all hosts is stricter and enough for a person's check. */
  ping: { normal: per(30 * SECOND, 3, 10 * SECOND, 3), basic: per(30 * SECOND, 3, 10 * SECOND, 3) },
} satisfies Record<string, Record<WbLimitTier, BucketLimit>>;

export type WbLimitGroup = keyof typeof WB_LIMITS;

/** The figures of a group for a tier; `lowTier: true` is the Basic/Test row. */
export function limitOf(group: WbLimitGroup, tier: WbLimitTier | boolean): BucketLimit {
  const row = WB_LIMITS[group];
  const basic = tier === true || tier === 'basic';
  return basic ? row.basic : row.normal;
}

/** WB counts a marketplace answer with a 4XX code as 10 requests. */
export const MARKETPLACE_4XX_COST = 10;
