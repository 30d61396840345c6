import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import {
  createWbClient,
  wbBaseUrls,
  WbForbiddenError,
  WbMalformedAnswerError,
  WbNetworkError,
  WbRateLimitedError,
  WbServerError,
  WbTimeoutError,
  WbUnauthorizedError,
  type BucketKey,
  type WbClientOptions,
  type WbRateLimiter,
} from '../src/index.ts';

/** Records what the client asks of its limiter, and never makes it wait. */
class RecordingLimiter implements WbRateLimiter {
  acquired: BucketKey[] = [];
  costs: number[] = [];
  penalties: number[] = [];
  async acquire(key: BucketKey, cost = 1) {
    this.acquired.push(key);
    this.costs.push(cost);
  }
  async penalize(_key: BucketKey, retryAfterMs: number) {
    this.penalties.push(retryAfterMs);
  }
}

const SELLER_INFO = '/api/v1/seller-info';

describe('WB errors through the typed client, over HTTP against the emulator', () => {
  let wb: WbEmulator;
  let otherWb: WbEmulator;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 5, anchorDate: '2026-11-20', rateLimits: false });
    otherWb = await startWbEmulator({ seed: 6, anchorDate: '2026-11-20', rateLimits: false });
  });
  afterEach(() => wb.faults.clear());
  afterAll(async () => {
    await Promise.all([wb.close(), otherWb.close()]);
  });

  /** A client whose pauses are recorded instead of slept. */
  function clientWith(options: Partial<WbClientOptions> = {}) {
    const limiter = new RecordingLimiter();
    const pauses: number[] = [];
    const client = createWbClient({
      token: wb.issueToken({ type: 'personal', categories: ['content'] }),
      baseUrls: wbBaseUrls({ all: wb.url }),
      limiter,
      timeoutMs: 2_000,
      sleep: async (ms) => void pauses.push(ms),
      ...options,
    });
    return { client, limiter, pauses };
  }

  it('asks the limiter for the method’s WB limit group before each request', async () => {
    const { client, limiter } = clientWith();
    expect((await client.common.sellerInfo()).sid).toBe(wb.data.seller.sid);
    expect(limiter.acquired).toEqual([expect.objectContaining({ group: 'seller-info', tier: 'normal' })]);
  });

  it('a token this WB never issued: 401, a Russian message, and no token in the details', async () => {
    const token = otherWb.issueToken({ type: 'personal', categories: ['content'] });
    const { client } = clientWith({ token });
    const failure = await client.common.sellerInfo().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbUnauthorizedError);
    expect(failure).toMatchObject({ status: 401, retryable: false });
    expect((failure as WbUnauthorizedError).userMessage).toMatch(/^WB не принял токен/);
    expect((failure as WbUnauthorizedError).details).not.toContain(token);
  });

  it('a token without the category: 403 saying what is missing', async () => {
    const { client } = clientWith();
    const failure = await client.statistics.orders.ofDay('2026-11-19').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbForbiddenError);
    expect(failure).toMatchObject({ status: 403, reason: 'category' });
    expect((failure as WbForbiddenError).userMessage).toMatch(/нет категории/);
  });

  it('a 429 waits exactly X-Ratelimit-Retry, blocks the bucket for as long, and then succeeds', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'rate-limit', retryAfterSeconds: 7 });
    const { client, limiter, pauses } = clientWith({ onRateLimit: 'wait' });
    expect((await client.common.sellerInfo()).sid).toBe(wb.data.seller.sid);
    expect(pauses).toEqual([7_000]);
    expect(limiter.penalties).toEqual([7_000]);
  });

  it('a 429 with "throw" names the wait in Russian and never repeats sooner', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'rate-limit', retryAfterSeconds: 12 });
    const { client, limiter, pauses } = clientWith({ onRateLimit: 'throw' });
    const failure = await client.common.sellerInfo().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbRateLimitedError);
    expect(failure).toMatchObject({ retryAfterMs: 12_000 });
    expect((failure as WbRateLimitedError).userMessage).toBe('WB ограничил частоту запросов: повторим через 12 с.');
    expect(limiter.penalties).toEqual([12_000]);
    expect(pauses).toEqual([]);
  });

  it('5xx and cut connections are repeated with growing pauses, then succeed', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'server-error', times: 2 });
    wb.faults.inject({ path: SELLER_INFO, kind: 'cut' });
    const { client, pauses } = clientWith({ retries: { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 } });
    expect((await client.common.sellerInfo()).sid).toBe(wb.data.seller.sid);
    expect(pauses).toHaveLength(3);
    // Equal jitter: repeat n pauses between half and all of 1 s × 2^(n-1).
    pauses.forEach((pause, index) => {
      expect(pause).toBeGreaterThanOrEqual(500 * 2 ** index);
      expect(pause).toBeLessThanOrEqual(1_000 * 2 ** index);
    });
  });

  it('gives up after the last repeat with the failure’s own class', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'server-error', times: 3 });
    const server = await clientWith({ retries: { attempts: 2 } })
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(server).toBeInstanceOf(WbServerError);
    expect((server as WbServerError).userMessage).toMatch(/^WB ответил ошибкой сервера \(5\d\d\)/);

    wb.faults.inject({ path: SELLER_INFO, kind: 'cut', times: 1 });
    const cut = await clientWith({ retries: { attempts: 0 } })
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(WbNetworkError);
    expect(cut).toMatchObject({ retryable: true });
  });

  it('an answer later than the timeout, and one that is not JSON', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'slow', delayMs: 1_000 });
    const slow = await clientWith({ timeoutMs: 200, retries: { attempts: 0 } })
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(WbTimeoutError);
    expect((slow as WbTimeoutError).userMessage).toBe('WB не ответил вовремя: повторим загрузку позже.');

    wb.faults.inject({ path: SELLER_INFO, kind: 'malformed' });
    const malformed = await clientWith()
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(WbMalformedAnswerError);
    expect((malformed as WbMalformedAnswerError).details).toContain(SELLER_INFO);
  });

  it('a marketplace 4xx costs the bucket 10 requests, as WB counts it', async () => {
    const { client, limiter } = clientWith({ token: wb.issueToken({ type: 'personal', categories: ['marketplace'] }) });
    await expect(client.marketplace.supply('WB-GI-1')).rejects.toMatchObject({ kind: 'rejected' });
    expect(limiter.costs).toEqual([1, 9]);
    expect(limiter.acquired.every((key) => key.group === 'marketplace')).toBe(true);
  });

  it('answers an empty page for WB’s "no more rows" (204)', async () => {
    const client = createWbClient({
      token: wb.issueToken({ type: 'personal', categories: ['finance'] }),
      baseUrls: wbBaseUrls({ all: wb.url }),
      limiter: new RecordingLimiter(),
    });
    const page = await client.finance.page({ dateFrom: '2026-11-20', dateTo: '2026-11-20', limit: 10 });
    expect(page).toEqual({ items: [], next: 0, done: true });
  });
});
