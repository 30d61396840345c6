import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { limitOf, type BucketKey, type BucketLimit, type WbRateLimiter } from '@seller-helper/wb';

/**
 * The wait a request would need is longer than a job should hold its worker: the job stops here,
 * with its cursor saved, and is started again after `retryAfterMs`.
 */
export class RateLimitDeferral extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`WB rate limit: next request allowed in ${retryAfterMs} ms`);
  }
}

/**
 * Requests are spaced a little wider than WB's interval (3 %, at most a quarter of a second): two
 * requests let go exactly one interval apart can reach WB closer together after a few milliseconds
 * of jitter on the way, and WB refuses the second.
 */
const JITTER_SHARE = 0.03;
const JITTER_MAX_MS = 250;

export interface PgRateLimiterOptions {
  db: Database;
  /** The figures of a bucket; default WB's own for the key's limit group and token tier. */
  limitOf?(key: BucketKey): BucketLimit;
  /** Shortens every period by this factor (only for a WB emulator run with the same timeScale). */
  timeScale?: number;
  /** Longer waits throw RateLimitDeferral instead of sleeping. */
  maxWaitMs?: number;
}

interface BucketRow {
  tokens: number;
  elapsed_ms: number;
  blocked_ms: number;
}

/**
 * WB's token buckets kept in PostgreSQL, so that every API and worker process draws from the
 * same bucket. Each take locks the bucket's row, refills it by the database clock (one clock for
 * all processes) and takes a token only when one is there and no 429 penalty is running.
 */
export class PgRateLimiter implements WbRateLimiter {
  private readonly timeScale: number;
  private readonly maxWaitMs: number;

  constructor(private readonly options: PgRateLimiterOptions) {
    this.timeScale = options.timeScale ?? 1;
    this.maxWaitMs = options.maxWaitMs ?? 20_000;
  }

  async acquire(key: BucketKey, cost = 1): Promise<void> {
    for (;;) {
      const waitMs = await this.tryTake(key, cost);
      if (waitMs <= 0) return;
      if (waitMs > this.maxWaitMs) throw new RateLimitDeferral(Math.ceil(waitMs));
      await sleep(Math.ceil(waitMs));
    }
  }

  /** A 429 answer: nothing of this bucket goes out before `retryAfterMs` (WB's X-Ratelimit-Retry). */
  async penalize(key: BucketKey, retryAfterMs: number): Promise<void> {
    const until = sql`clock_timestamp() + make_interval(secs => ${retryAfterMs / 1000})`;
    await this.options.db.execute(sql`
      insert into wb_rate_buckets (token_key, limit_group, tokens, refilled_at, blocked_until)
      values (${key.tokenKey}, ${key.group}, 0, clock_timestamp(), ${until})
      on conflict (token_key, limit_group) do update set
        tokens = 0,
        refilled_at = clock_timestamp(),
        blocked_until = greatest(coalesce(wb_rate_buckets.blocked_until, clock_timestamp()), excluded.blocked_until)`);
  }

  /** Takes `cost` tokens if it can; otherwise answers how long to wait, in ms. */
  private async tryTake(key: BucketKey, cost: number): Promise<number> {
    const limit = this.options.limitOf?.(key) ?? limitOf(key.group, key.tier ?? 'basic');
    const wbIntervalMs = limit.intervalMs ?? limit.periodMs / limit.limit;
    const intervalMs = (wbIntervalMs + Math.min(wbIntervalMs * JITTER_SHARE, JITTER_MAX_MS)) / this.timeScale;
    const need = Math.min(cost, limit.burst);
    return this.options.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into wb_rate_buckets (token_key, limit_group, tokens, refilled_at)
        values (${key.tokenKey}, ${key.group}, ${limit.burst}, clock_timestamp())
        on conflict (token_key, limit_group) do nothing`);
      const result = await tx.execute(sql`
        select tokens,
          extract(epoch from clock_timestamp() - refilled_at) * 1000 as elapsed_ms,
          coalesce(extract(epoch from blocked_until - clock_timestamp()) * 1000, 0) as blocked_ms
        from wb_rate_buckets
        where token_key = ${key.tokenKey} and limit_group = ${key.group}
        for update`);
      const row = rowsOf<BucketRow>(result)[0]!;
      const blockedMs = Number(row.blocked_ms);
      if (blockedMs > 0) return blockedMs;
      const available = Math.min(limit.burst, Number(row.tokens) + Number(row.elapsed_ms) / intervalMs);
      if (available < need) return (need - available) * intervalMs;
      await tx.execute(sql`
        update wb_rate_buckets
        set tokens = ${available - need}, refilled_at = clock_timestamp(), granted = granted + 1
        where token_key = ${key.tokenKey} and limit_group = ${key.group}`);
      return 0;
    });
  }
}

/** node-postgres answers `{ rows }`, PGlite the same; this keeps the one cast in one place. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
