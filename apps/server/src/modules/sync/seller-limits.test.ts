import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { rowsOf, type DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { syncServices, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import { connectToWb } from './wb-connection.ts';

/**
 * A clock shared by the WB emulator's buckets and ours. Time moves only when one of our buckets
 * waits, and only after every request granted so far has reached the emulator: in this clock a
 * request arrives at the moment it was let go, so what the test sees is the buckets' arithmetic,
 * never how busy the machine was.
 */
class SteppedClock implements Clock {
  constructor(
    public ms: number,
    private readonly settled: () => Promise<void>,
  ) {}

  now = () => new Date(this.ms);

  async sleep(ms: number): Promise<void> {
    const wake = this.ms + ms;
    await this.settled();
    this.ms = Math.max(this.ms, wake);
  }
}

const PAGES_EACH = 25;

describe('WB limits per seller account', () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let clock: SteppedClock;
  beforeAll(async () => {
    database = await createTestDatabase();
    const granted = async () => {
      const result = await database.db.execute(sql`select coalesce(sum(granted), 0)::int as n from wb_rate_buckets`);
      return Number(rowsOf<{ n: number }>(result)[0]!.n);
    };
    clock = new SteppedClock(Date.now(), async () => {
      // A barrier, not a pause: wait until the emulator has seen every request let go.
      while (emulator.requests.length < (await granted())) await nextTurn();
    });
    emulator = await startWbEmulator({ seed: 7, scale: 0.05, timeScale: TIME_SCALE, now: () => clock.ms });
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });

  it('two tokens of one seller reading at once share its limit: WB never answers 429', async () => {
    // Two companies of one seller, each with its own token: the content group's limit is the seller's.
    const first = emulator.issueToken({ type: 'personal', categories: ['content', 'statistics'] });
    const second = emulator.issueToken({ type: 'personal', categories: ['content', 'prices'] });
    const services = { ...syncServices(database, emulator), clock };
    const read = async (token: string) => {
      const client = connectToWb(services, [token], 'content')!;
      for (let i = 0; i < PAGES_EACH; i++) await client.cards.page(null, 100);
    };
    const startedAt = clock.ms;
    await Promise.all([read(first), read(second)]);

    const content = emulator.requests.filter((r) => r.host === 'content-api');
    expect(content).toHaveLength(2 * PAGES_EACH);
    expect(content.every((r) => r.seller === emulator.data.seller.sid)).toBe(true);
    expect(content.filter((r) => r.status !== 200)).toEqual([]);
    const buckets = rowsOf<{ account_key: string; limit_group: string; granted: number }>(
      await database.db.execute(sql`select account_key, limit_group, granted from wb_rate_buckets`),
    );
    expect(buckets).toEqual([
      { account_key: `seller:${emulator.data.seller.sid}`, limit_group: 'content', granted: 2 * PAGES_EACH },
    ]);
    // Content: 100 a minute, burst 5 (one held back); at 60× one request every 10 ms of this clock.
    const tookMs = clock.ms - startedAt;
    console.log(
      `reliability figure: ${2 * PAGES_EACH} requests of two tokens, 0 refused, ${tookMs} ms of WB time at ${TIME_SCALE}×`,
    );
    expect(tookMs).toBeGreaterThanOrEqual((2 * PAGES_EACH - 4) * 10);
  }, 60_000);
});
