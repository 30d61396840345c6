/** One row of WB's limit tables: `limit` requests per `periodMs`, at most `burst` at once. */
export interface RateLimit {
  periodMs: number;
  limit: number;
  burst: number;
}

export type Take = { allowed: true; remaining: number } | { allowed: false; retryS: number; resetS: number; limit: number };

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets per key (seller + limit group + token tier), refilled one token per
 * `periodMs / limit`. `timeScale` shortens every period so tests see refills quickly.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly timeScale: number,
    /** The limits' clock; the server reads it when a request arrives. */
    readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts a request at `arrivedAt`, the moment it reached the server: work the server does before
   * the count (reading the body, checking the token) must not shift it. While a bucket is full a
   * late count would waste the refill of the delay, and refuse a client that kept WB's pace.
   */
  take(key: string, limit: RateLimit, arrivedAt = this.now()): Take {
    const bucket = this.refilled(key, limit, arrivedAt);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, remaining: Math.max(0, Math.floor(bucket.tokens)) };
    }
    const interval = this.intervalMs(limit);
    return {
      allowed: false,
      retryS: Math.max(1, Math.ceil(((1 - bucket.tokens) * interval) / 1000)),
      resetS: Math.max(1, Math.ceil(((limit.burst - bucket.tokens) * interval) / 1000)),
      limit: limit.burst,
    };
  }

  /** Charges extra requests after the answer is known (a marketplace 4XX counts as 10). */
  charge(key: string, limit: RateLimit, extra: number): number {
    const bucket = this.refilled(key, limit);
    bucket.tokens -= extra;
    return Math.max(0, Math.floor(bucket.tokens));
  }

  private refilled(key: string, limit: RateLimit, at = this.now()): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: limit.burst, at };
      this.buckets.set(key, bucket);
    }
    // A request counted after a later one (its token check took longer) refills nothing more.
    const now = Math.max(at, bucket.at);
    const gained = (now - bucket.at) / this.intervalMs(limit);
    bucket.tokens = Math.min(limit.burst, bucket.tokens + gained);
    bucket.at = now;
    return bucket;
  }

  private intervalMs(limit: RateLimit): number {
    return limit.periodMs / limit.limit / this.timeScale;
  }
}
