import { describe, expect, it } from 'vitest';
import {
  InMemoryRateLimiter,
  limitOf,
  MARKETPLACE_4XX_COST,
  WB_LIMITS,
  type BucketKey,
  type WbLimitGroup,
  type WbLimitTier,
} from '../src/index.ts';

/** A limiter on a virtual clock: its sleeps move the clock and are recorded. */
function virtualLimiter() {
  const clock = { now: 0, sleeps: [] as number[] };
  const limiter = new InMemoryRateLimiter({
    now: () => clock.now,
    sleep: async (ms) => {
      clock.sleeps.push(ms);
      clock.now += ms;
    },
  });
  return { limiter, clock };
}

const key = (group: WbLimitGroup, tier: WbLimitTier = 'normal', account = 'seller:a'): BucketKey => ({
  account,
  group,
  tier,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('WB’s figures per limit group and token type', () => {
  // docs/wb-api.md: period / limit / burst; Basic tokens' rows where WB gives them.
  it.each([
    ['content', 'normal', MINUTE, 100, 5],
    ['prices', 'normal', 6_000, 10, 5],
    ['prices', 'basic', HOUR, 4, 1],
    ['marketplace', 'normal', MINUTE, 300, 20],
    ['marketplace', 'basic', MINUTE, 150, 10],
    ['statistics-orders', 'normal', MINUTE, 1, 10],
    ['statistics-orders', 'basic', 3 * HOUR, 1, 1],
    ['statistics-sales', 'normal', MINUTE, 1, 1],
    ['finance-detailed', 'normal', MINUTE, 1, 1],
    ['finance-detailed', 'basic', 24 * HOUR, 2, 1],
    ['supplies', 'normal', MINUTE, 30, 10],
    ['tariffs', 'normal', MINUTE, 60, 5],
    ['commission', 'normal', MINUTE, 1, 2],
    ['advert-fullstats', 'normal', MINUTE, 3, 1],
    ['advert-status', 'normal', 1_000, 5, 5],
    ['ping', 'normal', 30_000, 3, 3],
  ] as const)('%s, %s token: %i ms / %i / burst %i', (group, tier, periodMs, limit, burst) => {
    expect(limitOf(group, tier)).toMatchObject({ periodMs, limit, burst });
    expect(limitOf(group, tier === 'basic')).toBe(limitOf(group, tier));
  });

  it('one request comes back every period / limit, in every group and tier', () => {
    for (const row of Object.values(WB_LIMITS)) {
      for (const figures of [row.normal, row.basic]) expect(figures.intervalMs).toBe(figures.periodMs / figures.limit);
    }
  });
});

describe('the in-memory limiter on a virtual clock', () => {
  const groups = Object.keys(WB_LIMITS) as WbLimitGroup[];

  it.each(groups.flatMap((group) => (['normal', 'basic'] as const).map((tier) => [group, tier] as const)))(
    '%s, %s: the burst goes at once, then one request per interval',
    async (group, tier) => {
      const { limiter, clock } = virtualLimiter();
      const { burst, intervalMs } = limitOf(group, tier);
      for (let i = 0; i < burst; i++) await limiter.acquire(key(group, tier));
      expect(clock.sleeps).toEqual([]);
      for (let i = 0; i < 3; i++) await limiter.acquire(key(group, tier));
      expect(clock.sleeps).toEqual([intervalMs, intervalMs, intervalMs]);
    },
  );

  it('refills while idle, never beyond the burst', async () => {
    const { limiter, clock } = virtualLimiter();
    const k = key('supplies'); // 2 s interval, burst 10
    for (let i = 0; i < 10; i++) await limiter.acquire(k);
    clock.now += 5_000; // two and a half requests back
    await limiter.acquire(k);
    await limiter.acquire(k);
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire(k);
    expect(clock.sleeps).toEqual([1_000]);
    clock.now += HOUR;
    for (let i = 0; i < 10; i++) await limiter.acquire(k);
    await limiter.acquire(k);
    expect(clock.sleeps).toEqual([1_000, 2_000]);
  });

  it('keeps a bucket per seller token and per group', async () => {
    const { limiter, clock } = virtualLimiter();
    await limiter.acquire(key('finance-detailed', 'normal', 'seller-a'));
    await limiter.acquire(key('finance-detailed', 'normal', 'seller-b'));
    await limiter.acquire(key('statistics-sales', 'normal', 'seller-a'));
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire(key('finance-detailed', 'normal', 'seller-a'));
    expect(clock.sleeps).toEqual([MINUTE]);
  });

  it('a marketplace 4XX takes 10 requests of the burst', async () => {
    const { limiter, clock } = virtualLimiter();
    const k = key('marketplace'); // 200 ms interval, burst 20
    await limiter.acquire(k);
    await limiter.acquire(k, MARKETPLACE_4XX_COST - 1);
    for (let i = 0; i < 10; i++) await limiter.acquire(k);
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire(k);
    expect(clock.sleeps).toEqual([200]);
    // A cost above a Basic token's burst of 10 waits for a full bucket, not forever.
    const basic = key('marketplace', 'basic', 'seller-b');
    await limiter.acquire(basic);
    await limiter.acquire(basic, 15);
    expect(clock.sleeps).toEqual([200, 400]);
  });

  it('after a 429 nothing goes before X-Ratelimit-Retry, then one request, then one per interval', async () => {
    const { limiter, clock } = virtualLimiter();
    const k = key('seller-info'); // 1 a minute, burst 10
    await limiter.acquire(k);
    await limiter.penalize(k, 7_000);
    await limiter.acquire(k);
    expect(clock.sleeps).toEqual([7_000]);
    await limiter.acquire(k);
    expect(clock.sleeps).toEqual([7_000, MINUTE]);
  });

  it('serves waiting requests in the order they came', async () => {
    const { limiter } = virtualLimiter();
    const k = key('finance-detailed');
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => limiter.acquire(k).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });
});
