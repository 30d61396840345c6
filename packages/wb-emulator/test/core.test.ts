import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WbEmulator } from '../src/index.ts';
import { RateLimiter } from '../src/limits/buckets.ts';
import { call, start } from './helpers.ts';

describe('tokens', () => {
  let emu: WbEmulator;
  beforeAll(async () => {
    emu = await start({ rateLimits: false });
  });
  afterAll(() => emu.close());

  it('answers ping on every host with a token of the host category', async () => {
    const token = emu.issueToken({ type: 'personal', categories: ['content', 'finance'] });
    const content = await call(emu, token, 'GET', '/content-api/ping');
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({ Status: 'OK' });
    expect(await call(emu, `Bearer ${token}`, 'GET', '/finance-api/ping')).toMatchObject({ status: 200 });
    expect(await call(emu, token, 'GET', '/common-api/ping')).toMatchObject({ status: 200 });
    const wrongCategory = await call(emu, token, 'GET', '/statistics-api/ping');
    expect(wrongCategory.status).toBe(403);
    expect(wrongCategory.body).toMatchObject({ title: 'forbidden', detail: 'scope is not allowed for this resource', status: 403 });
  });

  it('refuses missing, malformed, expired and foreign tokens with 401 problem+json', async () => {
    const missing = await call(emu, undefined, 'GET', '/common-api/api/v1/seller-info');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect((await call(emu, 'not-a-jwt', 'GET', '/common-api/api/v1/seller-info')).status).toBe(401);
    const expired = emu.issueToken({ type: 'personal', categories: ['content'], expiresInDays: -1 });
    const expiredAnswer = await call(emu, expired, 'GET', '/common-api/api/v1/seller-info');
    expect(expiredAnswer.status).toBe(401);
    expect(expiredAnswer.body).toMatchObject({ title: 'unauthorized', detail: 'token problem; token is expired' });
    const other = await start({ seed: 8, rateLimits: false });
    try {
      const foreign = other.issueToken({ type: 'personal', categories: ['content'] });
      expect((await call(emu, foreign, 'GET', '/common-api/api/v1/seller-info')).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('puts the seller, categories and read-only flag into the JWT claims as WB does', () => {
    const token = emu.issueToken({ type: 'service', categories: ['content', 'finance'], readOnly: true });
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ acc: 4, for: 'asid:demo-service', sid: emu.data.seller.sid });
    expect(claims.s).toBe((1 << 1) + (1 << 13) + (1 << 30));
  });

  it('answers seller-info to a token of any category, and refuses Test tokens on hosts without a sandbox', async () => {
    const token = emu.issueToken({ type: 'basic', categories: ['questions'] });
    const info = await call(emu, token, 'GET', '/common-api/api/v1/seller-info');
    expect(info.body).toEqual(emu.data.seller);
    const test = emu.issueToken({ type: 'test', categories: ['finance'] });
    expect((await call(emu, test, 'GET', '/finance-api/ping')).status).toBe(401);
  });

  it('logs every request with its status', async () => {
    const before = emu.requests.length;
    await call(emu, undefined, 'GET', '/content-api/ping');
    expect(emu.requests.slice(before)).toEqual([
      expect.objectContaining({ method: 'GET', host: 'content-api', path: '/content-api/ping', status: 401 }),
    ]);
  });
});

describe('rate limits', () => {
  it('counts a token bucket per seller and group, with WB headers', async () => {
    // A stopped clock: the bucket refills only when the test moves time.
    let clock = Date.parse('2026-11-20T09:00:00Z');
    const emu = await start({ now: () => clock });
    try {
      const token = emu.issueToken({ type: 'personal', categories: ['content'] });
      // seller-info: 1 per minute, burst 10.
      const remaining: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = await call(emu, token, 'GET', '/common-api/api/v1/seller-info');
        expect(r.status).toBe(200);
        remaining.push(r.headers.get('x-ratelimit-remaining') ?? '');
      }
      expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
      const limited = await call(emu, token, 'GET', '/common-api/api/v1/seller-info');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toContain('application/problem+json');
      expect(limited.headers.get('x-ratelimit-remaining')).toBeNull();
      expect(limited.headers.get('x-ratelimit-limit')).toBe('10');
      expect(limited.headers.get('x-ratelimit-retry')).toBe('60');
      expect(limited.headers.get('x-ratelimit-reset')).toBe('600');
      expect(limited.body).toMatchObject({ title: 'too many requests', status: 429 });
      // Another group is not affected.
      expect((await call(emu, token, 'GET', '/content-api/ping')).status).toBe(200);
      clock += 59_999;
      expect((await call(emu, token, 'GET', '/common-api/api/v1/seller-info')).status).toBe(429);
      clock += 1;
      expect((await call(emu, token, 'GET', '/common-api/api/v1/seller-info')).status).toBe(200);
    } finally {
      await emu.close();
    }
  });

  it('with timeScale 60 a one-minute interval lasts one second', async () => {
    let clock = Date.parse('2026-11-20T09:00:00Z');
    const emu = await start({ timeScale: 60, now: () => clock });
    try {
      const token = emu.issueToken({ type: 'personal', categories: ['finance'] });
      const report = () =>
        call(emu, token, 'POST', '/finance-api/api/finance/v1/sales-reports/detailed', {
          dateFrom: '2026-11-01',
          dateTo: '2026-11-08',
          limit: 1,
        });
      expect((await report()).status).toBe(200);
      const limited = await report();
      expect(limited.status).toBe(429);
      expect(limited.headers.get('x-ratelimit-retry')).toBe('1');
      clock += 1_000;
      expect((await report()).status).toBe(200);
    } finally {
      await emu.close();
    }
  });

  it('counts a request when it arrived, not when the token check let it through', () => {
    const minute = { periodMs: 60_000, limit: 1, burst: 1 };
    const arrived = Date.parse('2026-11-20T09:00:00Z');
    let clock = arrived + 30_000;
    const limiter = new RateLimiter(1, () => clock);
    // Counted half a minute late: the full bucket's refill still starts at the arrival.
    expect(limiter.take('seller|finance', minute, arrived).allowed).toBe(true);
    clock = arrived + 60_000;
    expect(limiter.take('seller|finance', minute).allowed).toBe(true);
    // One that arrived earlier than the last one counted gains nothing from the order.
    expect(limiter.take('seller|finance', minute, arrived + 59_000)).toMatchObject({ allowed: false, retryS: 60 });
  });

  it('gives Basic tokens the lower limits', async () => {
    const emu = await start();
    try {
      const token = emu.issueToken({ type: 'basic', categories: ['content'] });
      expect((await call(emu, token, 'GET', '/common-api/api/v1/seller-info')).status).toBe(200);
      expect((await call(emu, token, 'GET', '/common-api/api/v1/seller-info')).status).toBe(429);
    } finally {
      await emu.close();
    }
  });
});

describe('faults', () => {
  let emu: WbEmulator;
  let token: string;
  beforeAll(async () => {
    emu = await start({ rateLimits: false });
    token = emu.issueToken({ type: 'personal', categories: ['content'] });
  });
  afterAll(() => emu.close());
  const info = () => call(emu, token, 'GET', '/common-api/api/v1/seller-info');

  it('answers 429 with Retry headers, once by default', async () => {
    emu.faults.inject({ host: 'common-api', kind: 'rate-limit', retryAfterSeconds: 7 });
    const first = await info();
    expect(first.status).toBe(429);
    expect(first.headers.get('x-ratelimit-retry')).toBe('7');
    expect((await info()).status).toBe(200);
  });

  it('answers 500 as often as asked, only on the matching path', async () => {
    emu.faults.inject({ path: '/api/v1/seller-info', kind: 'server-error', times: 2 });
    expect((await call(emu, token, 'GET', '/content-api/ping')).status).toBe(200);
    expect((await info()).status).toBe(500);
    expect((await info()).status).toBe(500);
    expect((await info()).status).toBe(200);
  });

  it('keeps a storm going until cleared', async () => {
    emu.faults.inject({ path: /seller-info/, kind: 'server-error', times: Infinity });
    for (let i = 0; i < 5; i++) expect((await info()).status).toBe(500);
    emu.faults.clear();
    expect((await info()).status).toBe(200);
  });

  it('holds a slow answer while answering others', async () => {
    emu.faults.inject({ path: '/api/v1/seller-info', kind: 'slow', delayMs: 1_000 });
    const finished: string[] = [];
    const slow = info().then((r) => finished.push(`seller-info ${r.status}`));
    // The slow request is in before the quick one is sent.
    await expect.poll(() => emu.requests.at(-1)?.path).toBe('/common-api/api/v1/seller-info');
    const quick = call(emu, token, 'GET', '/content-api/ping').then((r) => finished.push(`ping ${r.status}`));
    await Promise.all([slow, quick]);
    expect(finished).toEqual(['ping 200', 'seller-info 200']);
  });

  it('cuts the connection', async () => {
    emu.faults.inject({ kind: 'cut' });
    await expect(info()).rejects.toThrow();
    expect((await info()).status).toBe(200);
  });

  it('sends valid JSON that is not the documented answer', async () => {
    emu.faults.inject({ kind: 'wrong-shape' });
    expect(await info()).toMatchObject({ status: 200, body: 'unexpected' });
    emu.faults.inject({ kind: 'wrong-shape', body: { sid: 42 } });
    expect(await info()).toMatchObject({ status: 200, body: { sid: 42 } });
    expect((await info()).body).toMatchObject({ sid: expect.any(String) });
  });

  it('changes the real answer: a field taken out', async () => {
    emu.faults.inject({
      kind: 'wrong-shape',
      reshape: (answer) => ({ ...(answer as Record<string, unknown>), sid: undefined, name: 42 }),
    });
    const changed = await info();
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('sid');
    expect(changed.body).toMatchObject({ name: 42, tradeMark: expect.any(String) });
  });

  it('answers 401 for a revoked token, after letting the first requests through', async () => {
    emu.faults.inject({ path: '/api/v1/seller-info', kind: 'unauthorized', after: 2, times: Infinity });
    expect((await info()).status).toBe(200);
    expect((await call(emu, token, 'GET', '/content-api/ping')).status).toBe(200);
    expect((await info()).status).toBe(200);
    expect((await info()).status).toBe(401);
    expect((await info()).status).toBe(401);
    emu.faults.clear();
    expect(emu.requests.at(-1)?.seller).toBeUndefined();
    expect((await info()).status).toBe(200);
    expect(emu.requests.at(-1)?.seller).toBe(emu.data.seller.sid);
  });

  it('sends a body that is not valid JSON', async () => {
    emu.faults.inject({ kind: 'malformed' });
    const r = await info();
    expect(r.status).toBe(200);
    expect(() => JSON.parse(r.text) as unknown).toThrow();
  });
});
