/** One WB limit: `limit` requests per `periodMs`, at most `burst` at once (a token bucket). */
export interface BucketLimit {
  periodMs: number;
  limit: number;
  burst: number;
}

export interface BucketKey {
  /** A hash of the seller's token (`tokenKey`), never the token itself. */
  tokenKey: string;
  group: WbLimitGroup;
}

/** Where requests wait for WB's limits; the server keeps the buckets in PostgreSQL, shared by every process. */
export interface WbRateLimiter {
  acquire(key: BucketKey, cost?: number): Promise<void>;
  /** WB answered 429: nothing of this group may go out for `retryAfterMs`. */
  penalize(key: BucketKey, retryAfterMs: number): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const per = (periodMs: number, limit: number, burst: number): BucketLimit => ({ periodMs, limit, burst });

/** WB's limit groups (ENDPOINTS.md §§1–7, §9): the Personal/Service row and the Basic-token row. */
export const WB_LIMITS = {
  content: { normal: per(MINUTE, 100, 5), basic: per(MINUTE, 100, 5) },
  prices: { normal: per(6_000, 10, 5), basic: per(HOUR, 4, 1) },
  'statistics-orders': { normal: per(MINUTE, 1, 10), basic: per(3 * HOUR, 1, 1) },
  'statistics-sales': { normal: per(MINUTE, 1, 1), basic: per(2 * HOUR, 1, 1) },
  'finance-detailed': { normal: per(MINUTE, 1, 1), basic: per(24 * HOUR, 2, 1) },
  marketplace: { normal: per(MINUTE, 300, 20), basic: per(MINUTE, 150, 10) },
  supplies: { normal: per(MINUTE, 30, 10), basic: per(HOUR, 2, 1) },
  tariffs: { normal: per(MINUTE, 60, 5), basic: per(HOUR, 1, 1) },
  commission: { normal: per(MINUTE, 1, 2), basic: per(HOUR, 5, 1) },
  'advert-count': { normal: per(1_000, 5, 5), basic: per(HOUR, 4, 1) },
  'advert-list': { normal: per(1_000, 5, 5), basic: per(HOUR, 1, 1) },
  'advert-fullstats': { normal: per(MINUTE, 3, 1), basic: per(HOUR, 1, 1) },
  normquery: { normal: per(1_000, 5, 10), basic: per(HOUR, 5, 1) },
  'advert-budget': { normal: per(MINUTE, 20, 4), basic: per(HOUR, 4, 1) },
} satisfies Record<string, { normal: BucketLimit; basic: BucketLimit }>;

export type WbLimitGroup = keyof typeof WB_LIMITS;

export function limitOf(group: WbLimitGroup, lowTier: boolean): BucketLimit {
  const row = WB_LIMITS[group];
  return lowTier ? row.basic : row.normal;
}
