import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
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
 * Requests are spaced a little wider than WB's interval (3 %, at most 2 s): two requests let go
 * exactly one interval apart can reach WB closer together when the first was held up on its way
 * (a new connection, a busy process), and WB refuses the second. A one-a-minute group, whose
 * bucket holds a single request, has no other protection: 1.8 s covers a slow first connection.
 */
const JITTER_SHARE = 0.03;
const JITTER_MAX_MS = 2_000;
/**
 * A delay on the way is real time, whatever the time scale: WB's limits shortened for an emulator shorten
 * that margin too (1.8 s of a one-a-minute group is 30 ms at 60×), and a busy machine delays a request by
 * more. A single-request bucket keeps at least this much real time between its requests.
 */
const SINGLE_REQUEST_MARGIN_MS = 250;

/**
 * A bucket never used, or unused for longer than servers keep a connection open, most likely sends
 * its next request over a new connection, which reaches WB later than the requests after it. Its
 * refill is counted from this much after the take, in real time whatever the time scale.
 */
const NEW_CONNECTION_MS = 1_000;
const IDLE_CONNECTION_MS = 30_000;

export interface PgRateLimiterOptions {
  db: Database;
  /** The figures of a bucket; default WB's own for the key's limit group and token tier. */
  limitOf?(key: BucketKey): BucketLimit;
  /** Shortens every period by this factor (only for a WB emulator run with the same timeScale). */
  timeScale?: number;
  /** Longer waits throw RateLimitDeferral instead of sleeping. */
  maxWaitMs?: number;
  /**
   * Where the buckets' times come from and how a wait is waited. Default: the database's clock,
   * one for every process. A test passes a controlled clock shared with the WB emulator.
   */
  clock?: Clock;
}

interface BucketRow {
  tokens: number;
  granted: number;
  elapsed_ms: number;
  blocked_ms: number;
}

/**
 * WB's token buckets kept in PostgreSQL, so that every API and worker process draws from the
 * same bucket. Each take locks the bucket's row, refills it by the database clock (one clock for
 * all processes) and takes a token only when one is there and no 429 penalty is running. Every
 * token of one seller account draws from the same buckets (`BucketKey.account`), as WB counts them.
 *
 * One token of WB's burst is held back. A token is taken here a moment before the request reaches
 * WB; when the bucket is full, WB's refill starts only at the arrival, so a request held up on its
 * way (a busy process, a new connection) leaves WB's bucket behind this one. The token held back
 * covers a delay of up to one interval, at the cost of one interval once per burst.
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
      await (this.options.clock ?? systemClock).sleep(Math.ceil(waitMs));
    }
  }

  /** "Now" for a bucket: the database's clock unless a clock was given. */
  private now(): SQL {
    const clock = this.options.clock;
    return clock ? sql`${clock.now().toISOString()}::timestamptz` : sql`clock_timestamp()`;
  }

  /** A 429 answer: nothing of this bucket goes out before `retryAfterMs` (WB's X-Ratelimit-Retry). */
  async penalize(key: BucketKey, retryAfterMs: number): Promise<void> {
    const now = this.now();
    const until = sql`${now} + make_interval(secs => ${retryAfterMs / 1000})`;
    await this.options.db.execute(sql`
      insert into wb_rate_buckets (account_key, limit_group, tokens, refilled_at, blocked_until)
      values (${key.account}, ${key.group}, 0, ${now}, ${until})
      on conflict (account_key, limit_group) do update set
        tokens = 0,
        refilled_at = ${now},
        blocked_until = greatest(coalesce(wb_rate_buckets.blocked_until, ${now}), excluded.blocked_until)`);
  }

  /** Takes `cost` tokens if it can; otherwise answers how long to wait, in ms. */
  private async tryTake(key: BucketKey, cost: number): Promise<number> {
    const limit = this.options.limitOf?.(key) ?? limitOf(key.group, key.tier ?? 'basic');
    const wbIntervalMs = limit.intervalMs ?? limit.periodMs / limit.limit;
    const capacity = Math.max(1, limit.burst - 1);
    const margin = Math.min(wbIntervalMs * JITTER_SHARE, JITTER_MAX_MS) / this.timeScale;
    const intervalMs =
      wbIntervalMs / this.timeScale + (limit.burst <= 1 ? Math.max(margin, SINGLE_REQUEST_MARGIN_MS) : margin);
    const need = Math.min(cost, capacity);
    return this.options.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into wb_rate_buckets (account_key, limit_group, tokens, refilled_at)
        values (${key.account}, ${key.group}, ${capacity}, ${this.now()})
        on conflict (account_key, limit_group) do nothing`);
      const now = this.now();
      const result = await tx.execute(sql`
        select tokens, granted,
          extract(epoch from ${now} - refilled_at) * 1000 as elapsed_ms,
          coalesce(extract(epoch from blocked_until - ${now}) * 1000, 0) as blocked_ms
        from wb_rate_buckets
        where account_key = ${key.account} and limit_group = ${key.group}
        for update`);
      const row = rowsOf<BucketRow>(result)[0]!;
      const blockedMs = Number(row.blocked_ms);
      if (blockedMs > 0) return blockedMs;
      // A refill counted from a moment still to come has added nothing yet.
      const available = Math.min(capacity, Number(row.tokens) + Math.max(0, Number(row.elapsed_ms)) / intervalMs);
      if (available < need) return (need - available) * intervalMs;
      const idle = Number(row.granted) === 0 || Number(row.elapsed_ms) > IDLE_CONNECTION_MS;
      const refillFrom = sql`${now} + make_interval(secs => ${idle ? NEW_CONNECTION_MS / 1000 : 0})`;
      await tx.execute(sql`
        update wb_rate_buckets
        set tokens = ${available - need}, refilled_at = greatest(refilled_at, ${refillFrom}), granted = granted + 1
        where account_key = ${key.account} and limit_group = ${key.group}`);
      return 0;
    });
  }
}
