import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  backoffMs,
  createWbSender,
  createWbClient,
  wbBaseUrls,
  WbForbiddenError,
  WbMalformedAnswerError,
  WbNetworkError,
  WbRateLimitedError,
  WbRequestRejectedError,
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
const MALFORMED_MESSAGE = 'WB прислал ответ не в том виде, который описан в его документации: повторим загрузку позже.';

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
    expect((failure as WbUnauthorizedError).details).toMatch(/^GET common-api\/api\/v1\/seller-info: HTTP 401 /);
    expect((failure as WbUnauthorizedError).details).not.toContain(token);
  });

  it('a token without the category: 403 saying what is missing', async () => {
    const { client } = clientWith();
    const failure = await client.statistics.orders.ofDay('2026-11-19').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbForbiddenError);
    expect(failure).toMatchObject({ status: 403, reason: 'category', retryable: false });
    expect((failure as WbForbiddenError).userMessage).toMatch(/нет категории/);
    expect((failure as WbForbiddenError).details).toMatch(
      /^GET statistics-api\/api\/v1\/supplier\/orders: HTTP 403 .*scope/,
    );
  });

  it('a Basic token where WB wants a Personal or Service one: 403 naming the token type', async () => {
    // The report list is a method the typed client leaves out; the sender maps WB's answer all the same.
    const { client } = clientWith({ token: wb.issueToken({ type: 'basic', categories: ['finance'] }) });
    const failure = await client
      .send({
        host: 'finance',
        method: 'POST',
        path: '/api/finance/v1/sales-reports/list',
        group: 'finance-detailed',
        body: { dateFrom: '2026-10-01', dateTo: '2026-11-19' },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbForbiddenError);
    expect(failure).toMatchObject({ status: 403, reason: 'token-type' });
    expect((failure as WbForbiddenError).userMessage).toMatch(/нужен персональный или сервисный токен/);
    expect((failure as WbForbiddenError).details).toContain('base token is not allowed');
  });

  it('a read-only token on a write: 403 saying so', async () => {
    const { client } = clientWith({
      token: wb.issueToken({ type: 'personal', categories: ['promotion'], readOnly: true }),
    });
    const advert = wb.data.adverts.adverts.find((a) => a.status === 9)!;
    const failure = await client.adverts
      .setMinusPhrases({ advertId: advert.id, nmId: advert.cards[0]!.nmID }, ['дешево'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbForbiddenError);
    expect(failure).toMatchObject({ reason: 'read-only' });
    expect((failure as WbForbiddenError).userMessage).toBe('WB отказал в изменении: токен создан только для чтения.');
    expect((failure as WbForbiddenError).details).toMatch(/^POST advert-api\/adv\/v0\/normquery\/set-minus: HTTP 403 /);
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
    expect((failure as WbRateLimitedError).details).toMatch(/^GET common-api\/api\/v1\/seller-info: HTTP 429 /);
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
    const exhausted = clientWith({ retries: { attempts: 2 } });
    const server = await exhausted.client.common.sellerInfo().catch((e: unknown) => e);
    expect(server).toBeInstanceOf(WbServerError);
    expect(server).toMatchObject({ status: 500, retryable: true });
    expect((server as WbServerError).userMessage).toBe('WB ответил ошибкой сервера (500): повторим загрузку позже.');
    expect((server as WbServerError).details).toMatch(/^GET common-api\/api\/v1\/seller-info: HTTP 500 /);
    // Three tries, two pauses, and the limiter asked before each try.
    expect(exhausted.pauses).toHaveLength(2);
    expect(exhausted.limiter.acquired).toHaveLength(3);

    wb.faults.inject({ path: SELLER_INFO, kind: 'cut', times: 1 });
    const cut = await clientWith({ retries: { attempts: 0 } })
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(WbNetworkError);
    expect(cut).toMatchObject({ retryable: true });
    expect((cut as WbNetworkError).userMessage).toBe(
      'Не удалось связаться с WB: соединение прервалось. Повторим загрузку позже.',
    );
    expect((cut as WbNetworkError).details).toMatch(/^GET common-api\/api\/v1\/seller-info: /);
  });

  it('a 4XX other than 401/403/422 is refused at once, never repeated', async () => {
    const { client, pauses } = clientWith({ token: wb.issueToken({ type: 'personal', categories: ['marketplace'] }) });
    const failure = await client.marketplace.supply('WB-GI-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbRequestRejectedError);
    expect(failure).toMatchObject({ status: 404, retryable: false });
    expect((failure as WbRequestRejectedError).userMessage).toBe('WB не нашёл запрошенные данные.');
    expect((failure as WbRequestRejectedError).details).toMatch(
      /^GET marketplace-api\/api\/v3\/supplies\/WB-GI-1: HTTP 404/,
    );
    expect(pauses).toEqual([]);
  });

  it('an answer later than the timeout, and one that is not JSON', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'slow', delayMs: 1_000 });
    const slow = await clientWith({ timeoutMs: 200, retries: { attempts: 0 } })
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(WbTimeoutError);
    expect((slow as WbTimeoutError).userMessage).toBe('WB не ответил вовремя: повторим загрузку позже.');
    expect((slow as WbTimeoutError).details).toBe('GET common-api/api/v1/seller-info: no answer within 200 ms');

    wb.faults.inject({ path: SELLER_INFO, kind: 'malformed' });
    const malformed = await clientWith()
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(WbMalformedAnswerError);
    expect((malformed as WbMalformedAnswerError).userMessage).toBe(MALFORMED_MESSAGE);
    expect((malformed as WbMalformedAnswerError).details).toMatch(
      /^GET common-api\/api\/v1\/seller-info: HTTP 200 .*\(not JSON\)$/,
    );
  });

  it('JSON that is not the documented answer is a malformed answer naming the field', async () => {
    wb.faults.inject({ path: SELLER_INFO, kind: 'wrong-shape', body: { sid: 42, name: 'ИП' } });
    const failure = await clientWith()
      .client.common.sellerInfo()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WbMalformedAnswerError);
    expect(failure).toMatchObject({ kind: 'malformed', retryable: true });
    expect((failure as WbMalformedAnswerError).userMessage).toBe(MALFORMED_MESSAGE);
    expect((failure as WbMalformedAnswerError).details).toMatch(
      /^GET common\/api\/v1\/seller-info: answer does not match the documented shape: sid: /,
    );

    // A list answered with something that is no list at all.
    wb.faults.inject({ kind: 'wrong-shape' });
    const { client } = clientWith({ token: wb.issueToken({ type: 'personal', categories: ['statistics'] }) });
    await expect(client.statistics.sales.ofDay('2026-11-19')).rejects.toBeInstanceOf(WbMalformedAnswerError);
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

describe('a 429 from WB’s own bucket is waited out exactly as its headers say', () => {
  // The emulator's limits on a virtual clock that only the client's pauses move.
  let clock = Date.parse('2026-11-20T09:00:00Z');
  let wb: WbEmulator;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 5, anchorDate: '2026-11-20', now: () => clock });
  });
  afterAll(() => wb.close());

  it('seller-info: a burst of 10, then X-Ratelimit-Retry 60 s, slept once and the call succeeds', async () => {
    const limiter = new RecordingLimiter();
    const pauses: number[] = [];
    const client = createWbClient({
      token: wb.issueToken({ type: 'personal', categories: ['content'] }),
      baseUrls: wbBaseUrls({ all: wb.url }),
      // The recording limiter lets every request go, so WB's own bucket is what stops the eleventh.
      limiter,
      onRateLimit: 'wait',
      sleep: async (ms) => {
        pauses.push(ms);
        clock += ms;
      },
    });
    for (let i = 0; i < 11; i++) expect((await client.common.sellerInfo()).sid).toBe(wb.data.seller.sid);
    expect(pauses).toEqual([60_000]);
    expect(limiter.penalties).toEqual([60_000]);
    expect(wb.requests.map((r) => r.status)).toEqual([...Array<number>(10).fill(200), 429, 200]);
  });

  it('a Basic token: seller-info once a day, a wait longer than allowed is thrown with its length', async () => {
    const client = createWbClient({
      token: wb.issueToken({ type: 'basic', categories: ['content'] }),
      baseUrls: wbBaseUrls({ all: wb.url }),
      limiter: new RecordingLimiter(),
      onRateLimit: 'wait',
      sleep: () => Promise.reject(new Error('must not sleep a day')),
    });
    await client.common.sellerInfo();
    const failure = await client.common.sellerInfo().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WbRateLimitedError);
    expect(failure).toMatchObject({ retryAfterMs: 86_400_000, limit: 1 });
    expect((failure as WbRateLimitedError).userMessage).toBe('WB ограничил частоту запросов: повторим через 24 ч.');
  });
});

describe('backoff before repeats', () => {
  const policy = { attempts: 5, baseDelayMs: 1_000, maxDelayMs: 30_000 };
  it('doubles from the base up to the cap, with the jitter between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(policy, n, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(policy, n, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000,
    ]);
    expect(backoffMs(policy, 3, () => 0.5)).toBe(3_000);
  });
});

describe('the methods WB’s write calls use', () => {
  it('sends PUT, PATCH and DELETE with their JSON body over HTTP', async () => {
    const seen: { method: string; path: string; body: string; type: string | undefined }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, path: req.url!, body, type: req.headers['content-type'] });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const send = createWbSender({
        token: 'x.y.z',
        baseUrls: wbBaseUrls({ all: base }),
        limiter: new RecordingLimiter(),
        tier: 'normal',
      });
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const answer = await send({ host: 'advert', method, path: '/adv/v0/x', group: 'advert-status', body: { id: 1 } });
        expect(answer).toEqual({ status: 200, body: { ok: true } });
      }
      expect(seen.map((r) => `${r.method} ${r.path} ${r.body} ${r.type}`)).toEqual(
        ['PUT', 'PATCH', 'DELETE'].map((m) => `${m} /advert-api/adv/v0/x {"id":1} application/json`),
      );
    } finally {
      server.close();
    }
  });
});
