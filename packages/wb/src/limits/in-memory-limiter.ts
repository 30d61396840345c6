import { setTimeout as sleep } from 'node:timers/promises';
import { limitOf, type BucketKey, type BucketLimit, type WbRateLimiter } from './groups.ts';

interface Bucket {
  tokens: number;
  refilledAt: number;
  blockedUntil: number;
  /** Takes wait their turn in order, so a big cost is not starved by small ones. */
  queue: Promise<void>;
}

export interface InMemoryRateLimiterOptions {
  /** The figures of a bucket; by default WB's for the key's group and tier. */
  limitOf?: (key: BucketKey) => BucketLimit;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * WB's token buckets in this process: a bucket holds up to `burst` requests and gains one every
 * `intervalMs`; a 429 blocks it for the wait WB named. For one process only (tests, scripts);
 * the server shares its buckets through PostgreSQL.
 */
export class InMemoryRateLimiter implements WbRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limitOf: (key: BucketKey) => BucketLimit;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: InMemoryRateLimiterOptions = {}) {
    this.limitOf = options.limitOf ?? ((key) => limitOf(key.group, key.tier ?? 'normal'));
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => sleep(ms));
  }

  acquire(key: BucketKey, cost = 1): Promise<void> {
    const bucket = this.bucketOf(key);
    const turn = bucket.queue.then(() => this.take(key, bucket, cost));
    bucket.queue = turn.catch(() => undefined);
    return turn;
  }

  async penalize(key: BucketKey, retryAfterMs: number): Promise<void> {
    const bucket = this.bucketOf(key);
    bucket.blockedUntil = Math.max(bucket.blockedUntil, this.now() + retryAfterMs);
    // X-Ratelimit-Retry is when WB takes one request again: one then, the rest at the group's interval.
    bucket.tokens = 1;
    bucket.refilledAt = bucket.blockedUntil;
  }

  private async take(key: BucketKey, bucket: Bucket, cost: number): Promise<void> {
    const limit = this.limitOf(key);
    // A cost above the burst could never be met; WB's own bucket then simply goes empty.
    const need = Math.min(cost, limit.burst);
    for (;;) {
      const now = this.now();
      if (now < bucket.blockedUntil) {
        await this.sleep(bucket.blockedUntil - now);
        continue;
      }
      const elapsed = Math.max(0, now - bucket.refilledAt);
      const intervalMs = limit.intervalMs ?? limit.periodMs / limit.limit;
      bucket.tokens = Math.min(limit.burst, bucket.tokens + elapsed / intervalMs);
      bucket.refilledAt = now;
      if (bucket.tokens >= need) {
        bucket.tokens -= need;
        return;
      }
      await this.sleep(Math.ceil((need - bucket.tokens) * intervalMs));
    }
  }

  private bucketOf(key: BucketKey): Bucket {
    const id = `${key.account}|${key.group}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      const burst = this.limitOf(key).burst;
      bucket = { tokens: burst, refilledAt: this.now(), blockedUntil: 0, queue: Promise.resolve() };
      this.buckets.set(id, bucket);
    }
    return bucket;
  }
}
