import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WbEmulator } from '../src/index.ts';
import { call, start } from './helpers.ts';

interface CardsAnswer {
  cards: { nmID: number; updatedAt: string; photos: { big: string }[] }[];
  cursor: { updatedAt: string; nmID: number; total: number };
}

describe('paging and writes', () => {
  let emu: WbEmulator;
  let token: string;
  beforeAll(async () => {
    emu = await start({ rateLimits: false });
    token = emu.issueToken({ type: 'personal', categories: ['content', 'statistics', 'finance', 'marketplace', 'promotion'] });
  });
  afterAll(() => emu.close());

  it('pages cards by cursor until total < limit, each card once', async () => {
    const seen: number[] = [];
    let cursor: Record<string, unknown> = { limit: 100 };
    for (let page = 0; page < 10; page++) {
      const r = await call(emu, token, 'POST', '/content-api/content/v2/get/cards/list', { settings: { sort: { ascending: true }, cursor } });
      const body = r.body as CardsAnswer;
      seen.push(...body.cards.map((c) => c.nmID));
      if (body.cursor.total < 100) break;
      cursor = { limit: 100, updatedAt: body.cursor.updatedAt, nmID: body.cursor.nmID };
    }
    expect(seen.length).toBe(emu.data.cards.length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters cards by text and photos, with photo links the emulator serves', async () => {
    const card = emu.data.cards.find((c) => c.photoCount > 0)!;
    const r = await call(emu, token, 'POST', '/content-api/content/v2/get/cards/list', {
      settings: { cursor: { limit: 100 }, filter: { textSearch: card.vendorCode, withPhoto: 1 } },
    });
    const body = r.body as CardsAnswer;
    expect(body.cards.map((c) => c.nmID)).toEqual([card.nmID]);
    const photo = await fetch(body.cards[0]!.photos[0]!.big);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    const noPhoto = await call(emu, token, 'POST', '/content-api/content/v2/get/cards/list', { settings: { cursor: { limit: 100 }, filter: { withPhoto: 2 } } });
    expect((noPhoto.body as CardsAnswer).cards.length).toBe(emu.data.cards.filter((c) => c.photoCount === 0).length);
  });

  it('pages statistics sales by lastChangeDate, at or after it as WB does, and answers one day with flag=1', async () => {
    let dateFrom = '2026-10-01';
    const srids = new Set<string>();
    let calls = 0;
    for (;;) {
      const rows = (await call(emu, token, 'GET', `/statistics-api/api/v1/supplier/sales?dateFrom=${dateFrom}`)).body as { lastChangeDate: string; date: string; saleID: string; srid: string }[];
      calls++;
      if (rows.length === 0) break;
      for (const r of rows) {
        expect(r.lastChangeDate >= r.date).toBe(true);
        expect(r.lastChangeDate >= dateFrom).toBe(true);
        srids.add(r.saleID + r.srid);
      }
      const last = rows.at(-1)!.lastChangeDate;
      // From the last row's lastChangeDate WB answers that second's rows again, and only those: the end.
      if (last === dateFrom) {
        expect(rows.every((r) => r.lastChangeDate === dateFrom)).toBe(true);
        break;
      }
      dateFrom = last;
    }
    expect(calls).toBe(2);
    expect(srids.size).toBeGreaterThan(1000);
    const day = (await call(emu, token, 'GET', '/statistics-api/api/v1/supplier/orders?dateFrom=2026-11-05T13:00:00&flag=1')).body as { date: string }[];
    expect(day.length).toBeGreaterThan(50);
    expect(day.every((r) => r.date.startsWith('2026-11-05'))).toBe(true);
  });

  it('keeps only 90 days of statistics', async () => {
    const rows = (await call(emu, token, 'GET', '/statistics-api/api/v1/supplier/orders?dateFrom=2025-12-01&flag=1')).body as unknown[];
    expect(rows).toEqual([]);
  });

  it('pages the finance report by rrdId and ends with 204', async () => {
    const body = { dateFrom: '2026-10-05', dateTo: '2026-10-18', limit: 1000 };
    let rrdId = 0;
    let total = 0;
    for (;;) {
      const r = await call(emu, token, 'POST', '/finance-api/api/finance/v1/sales-reports/detailed', { ...body, rrdId });
      if (r.status === 204) break;
      const rows = r.body as { rrdId: number; rrDate: string }[];
      expect(rows.every((x) => x.rrdId > rrdId && x.rrDate >= '2026-10-05' && x.rrDate <= '2026-10-18')).toBe(true);
      total += rows.length;
      rrdId = rows.at(-1)!.rrdId;
    }
    const expected = emu.data.finance
      .reports()
      .filter((r) => r.dateFrom >= '2026-10-05' && r.dateTo <= '2026-10-18')
      .reduce((n, r) => n + emu.data.finance.rows(r).length, 0);
    expect(total).toBe(expected);
  });

  it('pages FBS supplies by next until the list is empty', async () => {
    let next = 0;
    let count = 0;
    for (;;) {
      const r = (await call(emu, token, 'GET', `/marketplace-api/api/v3/supplies?limit=100&next=${next}`)).body as { next: number; supplies: unknown[] };
      if (r.supplies.length === 0) break;
      count += r.supplies.length;
      next = r.next;
    }
    expect(count).toBeGreaterThan(300);
  });

  it('changes campaign status by WB rules and answers 422 otherwise', async () => {
    const ads = emu.data.adverts.adverts;
    const ready = ads.find((a) => a.status === 4)!;
    const finished = ads.find((a) => a.status === 7)!;
    expect((await call(emu, token, 'GET', `/advert-api/adv/v0/pause?id=${ready.id}`)).status).toBe(422);
    expect((await call(emu, token, 'GET', `/advert-api/adv/v0/start?id=${ready.id}`)).status).toBe(200);
    expect(ready.status).toBe(9);
    expect((await call(emu, token, 'GET', `/advert-api/adv/v0/pause?id=${ready.id}`)).status).toBe(200);
    expect(ready.status).toBe(11);
    expect((await call(emu, token, 'GET', `/advert-api/adv/v0/stop?id=${ready.id}`)).status).toBe(200);
    expect(ready.status).toBe(7);
    const refused = await call(emu, token, 'GET', `/advert-api/adv/v0/start?id=${finished.id}`);
    expect(refused.status).toBe(422);
    expect(refused.text).toBe('Статус кампании не изменен');
  });

  it('set-minus replaces what get-minus answers; a read-only token may not write', async () => {
    const advert = emu.data.adverts.adverts.find((a) => a.status === 9)!;
    const item = { advert_id: advert.id, nm_id: advert.cards[0]!.nmID };
    const set = await call(emu, token, 'POST', '/advert-api/adv/v0/normquery/set-minus', { ...item, norm_queries: ['дешево', 'б у'] });
    expect(set.status).toBe(200);
    const got = await call(emu, token, 'POST', '/advert-api/adv/v0/normquery/get-minus', { items: [item] });
    expect(got.body).toEqual({ items: [{ ...item, norm_queries: ['дешево', 'б у'] }] });
    const readOnly = emu.issueToken({ type: 'personal', categories: ['promotion'], readOnly: true });
    const refused = await call(emu, readOnly, 'POST', '/advert-api/adv/v0/normquery/set-minus', { ...item, norm_queries: [] });
    expect(refused.status).toBe(403);
    expect((await call(emu, readOnly, 'POST', '/advert-api/adv/v0/normquery/get-minus', { items: [item] })).status).toBe(200);
  });
});

describe('a correction armed for the report list', () => {
  let emu: WbEmulator;
  let token: string;
  beforeAll(async () => {
    emu = await start({ rateLimits: false, scale: 0.05, correctionWeeksBack: 4 });
    token = emu.issueToken({ type: 'personal', categories: ['finance'] });
  });
  afterAll(() => emu.close());

  const detail = async (dateFrom: string, dateTo: string) => {
    const r = await call(emu, token, 'POST', '/finance-api/api/finance/v1/sales-reports/detailed', { dateFrom, dateTo });
    return r.body as { reportId: number; rrdId: number; sellerOperName: string }[];
  };
  const list = async (dateFrom: string, dateTo: string) => {
    const r = await call(emu, token, 'POST', '/finance-api/api/finance/v1/sales-reports/list', { dateFrom, dateTo });
    return r.body as { reportId: number; bankPaymentSum: string }[];
  };

  it('appears once, as the first list holding its week is asked for: rows read before miss it, WB totals have it', async () => {
    const main = emu.data.finance.reports().filter((r) => r.reportType === 1);
    const corrected = main.at(-5)!;
    const built = emu.data.finance.rows(corrected).length;
    const totalBefore = emu.data.finance.summary(corrected).bankPaymentSum;
    const rowsBefore = await detail(corrected.dateFrom, corrected.dateTo);
    expect(rowsBefore.filter((r) => String(r.reportId) === corrected.reportId)).toHaveLength(built);

    // A list of later weeks only leaves the correction armed.
    await list(main.at(-1)!.dateFrom, main.at(-1)!.dateTo);
    expect(emu.data.finance.rows(corrected)).toHaveLength(built);

    const listed = await list(corrected.dateFrom, corrected.dateTo);
    const added = emu.data.finance.rows(corrected).slice(built);
    expect(added.map((r) => r.sellerOperName)).toEqual(['Коррекция логистики', 'Доплаты']);
    const total = listed.find((r) => String(r.reportId) === corrected.reportId)!.bankPaymentSum;
    expect(total).toBe(emu.data.finance.summary(corrected).bankPaymentSum);
    expect(total).not.toBe(totalBefore);
    // The next read of the week brings the correction's rows; listing again adds nothing more.
    const rowsAfter = await detail(corrected.dateFrom, corrected.dateTo);
    expect(rowsAfter.filter((r) => String(r.reportId) === corrected.reportId)).toHaveLength(built + 2);
    await list(corrected.dateFrom, corrected.dateTo);
    expect(emu.data.finance.rows(corrected)).toHaveLength(built + 2);
    for (const report of main.filter((r) => r !== corrected)) {
      expect(emu.data.finance.rows(report).some((r) => r.sellerOperName === 'Доплаты')).toBe(false);
    }
  });
});

describe('marketplace limits', () => {
  // The emulator's limits on a stopped clock: nothing refills between requests unless the test moves time.
  let clock = Date.parse('2026-11-20T09:00:00Z');
  let emu: WbEmulator;
  beforeAll(async () => {
    emu = await start({ now: () => clock });
  });
  afterAll(() => emu.close());
  const remaining = (answer: { headers: Headers }) => answer.headers.get('x-ratelimit-remaining');
  const supplies = (token: string, limit: number) =>
    call(emu, token, 'GET', `/marketplace-api/api/v3/supplies?limit=${limit}&next=0`);

  it('counts a 4XX answer as 10 requests of the bucket, a 2XX as one', async () => {
    const token = emu.issueToken({ type: 'personal', categories: ['marketplace'] });
    // A burst of 20 (Personal token): 20 − 10 for the 400, then − 1 for the 200.
    const bad = await supplies(token, 0);
    expect(bad.status).toBe(400);
    expect(remaining(bad)).toBe('10');
    const ok = await supplies(token, 1);
    expect(ok.status).toBe(200);
    expect(remaining(ok)).toBe('9');
    // The next 4XX overdraws the bucket: the request after it waits for two refills of 200 ms.
    expect(remaining(await supplies(token, 0))).toBe('0');
    const limited = await supplies(token, 1);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-retry')).toBe('1');
    clock += 399;
    expect((await supplies(token, 1)).status).toBe(429);
    clock += 1;
    expect((await supplies(token, 1)).status).toBe(200);
  });

  it('a 403 on marketplace costs 10 as well; a 4XX of another host costs one', async () => {
    clock += 3_600_000;
    const noCategory = emu.issueToken({ type: 'personal', categories: ['prices'] });
    const refused = await supplies(noCategory, 1);
    expect(refused.status).toBe(403);
    expect(remaining(refused)).toBe('10');
    // Prices: a burst of 5 for a Personal token.
    const badPrices = await call(emu, noCategory, 'GET', '/discounts-prices-api/api/v2/list/goods/filter?limit=0');
    expect(badPrices.status).toBe(400);
    expect(remaining(badPrices)).toBe('4');
  });

  it('a Basic token gets the lower marketplace burst of 10, which one 4XX empties', async () => {
    clock += 3_600_000;
    const basic = emu.issueToken({ type: 'basic', categories: ['marketplace'] });
    expect(remaining(await supplies(basic, 0))).toBe('0');
    expect((await supplies(basic, 1)).status).toBe(429);
  });
});
