import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import {
  createWbCall,
  WbAccessRefused,
  WbRateLimited,
  WbUnavailable,
  type BucketKey,
  type WbRateLimiter,
} from '../src/index.ts';

/** Records what the client asks of its limiter. */
class RecordingLimiter implements WbRateLimiter {
  acquired: BucketKey[] = [];
  penalties: number[] = [];
  async acquire(key: BucketKey) {
    this.acquired.push(key);
  }
  async penalize(_key: BucketKey, retryAfterMs: number) {
    this.penalties.push(retryAfterMs);
  }
}

describe('createWbCall against the emulator', () => {
  let wb: WbEmulator;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 5, anchorDate: '2026-11-20', rateLimits: false });
  });
  afterEach(() => wb.faults.clear());
  afterAll(() => wb.close());

  const call = (
    categories: Parameters<WbEmulator['issueToken']>[0]['categories'],
    limiter = new RecordingLimiter(),
  ) => ({
    limiter,
    wbCall: createWbCall({
      baseUrl: wb.url,
      token: wb.issueToken({ type: 'personal', categories }),
      limiter,
      timeoutMs: 2_000,
    }),
  });
  const sellerInfo = { host: 'common-api', method: 'GET', path: '/api/v1/seller-info', group: 'tariffs' } as const;

  it('asks the limiter before every request and answers the parsed JSON', async () => {
    const { limiter, wbCall } = call(['content']);
    const answer = await wbCall<{ sid: string }>(sellerInfo);
    expect(answer?.sid).toBe(wb.data.seller.sid);
    expect(limiter.acquired).toHaveLength(1);
    expect(limiter.acquired[0]?.group).toBe('tariffs');
  });

  it('turns a 429 into WbRateLimited and penalizes the bucket for exactly X-Ratelimit-Retry', async () => {
    wb.faults.inject({ path: '/api/v1/seller-info', kind: 'rate-limit', retryAfterSeconds: 7 });
    const { limiter, wbCall } = call(['content']);
    await expect(wbCall(sellerInfo)).rejects.toMatchObject({ retryAfterMs: 7000 });
    await expect(wbCall(sellerInfo)).resolves.toBeTruthy();
    expect(limiter.penalties).toEqual([7000]);
  });

  it('tells a refused category (403) from a server failure and a malformed answer', async () => {
    const { wbCall } = call(['content']);
    await expect(
      wbCall({
        host: 'statistics-api',
        method: 'GET',
        path: '/api/v1/supplier/orders',
        group: 'statistics-orders',
        query: { dateFrom: '2026-11-01' },
      }),
    ).rejects.toBeInstanceOf(WbAccessRefused);
    wb.faults.inject({ path: '/api/v1/seller-info', kind: 'server-error' });
    await expect(wbCall(sellerInfo)).rejects.toBeInstanceOf(WbUnavailable);
    wb.faults.inject({ path: '/api/v1/seller-info', kind: 'malformed' });
    await expect(wbCall(sellerInfo)).rejects.toBeInstanceOf(WbUnavailable);
    wb.faults.inject({ path: '/api/v1/seller-info', kind: 'cut' });
    await expect(wbCall(sellerInfo)).rejects.toBeInstanceOf(WbUnavailable);
  });

  it('answers null for WB\'s "no more rows" (204)', async () => {
    const { wbCall } = call(['finance']);
    const page = await wbCall({
      host: 'finance-api',
      method: 'POST',
      path: '/api/finance/v1/sales-reports/detailed',
      group: 'finance-detailed',
      body: { dateFrom: '2026-11-20', dateTo: '2026-11-20', rrdId: 0, limit: 10 },
    });
    expect(page).toBeNull();
  });

  it('a 401 for a token this WB never issued', async () => {
    const limiter = new RecordingLimiter();
    const wbCall = createWbCall({ baseUrl: wb.url, token: 'a.b.c', limiter });
    await expect(wbCall(sellerInfo)).rejects.toMatchObject({ status: 401 });
    expect(WbRateLimited).toBeTruthy();
  });
});
