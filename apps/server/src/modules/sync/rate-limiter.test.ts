import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { PgRateLimiter, RateLimitDeferral } from './rate-limiter.ts';

// 4 requests a second, 3 at once: a token every 250 ms.
const limit = { periodMs: 1000, limit: 4, burst: 3 };

describe('PgRateLimiter', () => {
  let database: DatabaseHandle;
  let limiter: PgRateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = new PgRateLimiter({ db: database.db, limitOf: () => limit, maxWaitMs: 5_000 });
  });
  afterAll(() => database.close());

  it('lets the burst but one through at once, then one request per interval', async () => {
    const key = { account: 'seller:a', group: 'prices' } as const;
    const started = Date.now();
    for (let i = 0; i < 4; i++) await limiter.acquire(key);
    // Two at once (WB's third token of the burst is held back), two more after 250 ms each;
    // with the whole burst the fourth would have gone after 250 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("counts a fresh bucket's refill from a second after its first request, a new connection's allowance", async () => {
    const oneAtOnce = new PgRateLimiter({
      db: database.db,
      limitOf: () => ({ periodMs: 200, limit: 1, burst: 1 }),
      maxWaitMs: 5_000,
    });
    const key = { account: 'seller:g', group: 'finance-detailed' } as const;
    const started = Date.now();
    await oneAtOnce.acquire(key);
    await oneAtOnce.acquire(key);
    const second = Date.now();
    expect(second - started).toBeGreaterThanOrEqual(1_200);
    // The bucket is in use now: the next request waits only its interval.
    await oneAtOnce.acquire(key);
    expect(Date.now() - second).toBeGreaterThanOrEqual(200);
    expect(Date.now() - second).toBeLessThan(1_000);
  });

  it("keeps a single-request bucket's requests a quarter second of real time further apart, whatever the time scale", async () => {
    // 1 a minute at 60×: a second of WB's time, and the margin for a delay on the way stays real time. Timed by
    // a clock that moves only while the limiter waits, so the gap is the limiter's arithmetic, to the millisecond.
    const clock = {
      ms: Date.parse('2026-11-27T12:00:00Z'),
      now: () => new Date(clock.ms),
      sleep: async (ms: number) => void (clock.ms += ms),
    };
    const scaled = new PgRateLimiter({
      db: database.db,
      limitOf: () => ({ periodMs: 60_000, limit: 1, burst: 1 }),
      timeScale: 60,
      maxWaitMs: 5_000,
      clock,
    });
    const key = { account: 'seller:h', group: 'acceptance-download' } as const;
    await scaled.acquire(key);
    await scaled.acquire(key);
    const second = clock.ms;
    await scaled.acquire(key);
    expect(clock.ms - second).toBeGreaterThanOrEqual(1_250);
    expect(clock.ms - second).toBeLessThan(1_260);
  });

  it('keeps separate buckets per seller account and per limit group', async () => {
    const started = Date.now();
    await limiter.acquire({ account: 'seller:b', group: 'prices' });
    await limiter.acquire({ account: 'seller:b', group: 'content' });
    await limiter.acquire({ account: 'seller:c', group: 'prices' });
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('after a 429 sends nothing before X-Ratelimit-Retry has passed', async () => {
    const key = { account: 'seller:d', group: 'statistics-sales' } as const;
    // Timed from before the 429 is recorded: the penalty runs from then.
    const started = Date.now();
    await limiter.penalize(key, 700);
    await limiter.acquire(key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('defers instead of holding the worker when the wait is long', async () => {
    const key = { account: 'seller:e', group: 'finance-detailed' } as const;
    await limiter.penalize(key, 60_000);
    const error = await limiter.acquire(key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitDeferral);
    expect((error as RateLimitDeferral).retryAfterMs).toBeGreaterThan(59_000);
  });

  it("uses WB's figures of the key's limit group and token tier by default", async () => {
    const wbLimits = new PgRateLimiter({ db: database.db, timeScale: 60, maxWaitMs: 5_000 });
    // Sales: 1 a minute, burst 1; at 60× a second apart.
    const key = { account: 'seller:f', group: 'statistics-sales', tier: 'normal' } as const;
    const started = Date.now();
    await wbLimits.acquire(key);
    await wbLimits.acquire(key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('counts what it granted in the shared table', async () => {
    const result = await database.db.execute(
      sql`select granted from wb_rate_buckets where account_key = 'seller:a' and limit_group = 'prices'`,
    );
    expect(rowsOf<{ granted: number }>(result)[0]?.granted).toBe(4);
  });
});
