import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import {
  createWbClient,
  InMemoryRateLimiter,
  wbBaseUrls,
  WbForbiddenError,
  WbRequestRejectedError,
  WbStaleAdvertsError,
  WbStatusNotChangedError,
  type WbClient,
} from '../src/index.ts';

const ANCHOR = '2026-11-20';

describe('advert management, client against the emulator over HTTP', () => {
  let wb: WbEmulator;
  let client: WbClient;
  let readOnly: WbClient;
  let basic: WbClient;
  beforeAll(async () => {
    // Scale 0.4: 128 cards, enough for the campaign of more than 100 products.
    wb = await startWbEmulator({ seed: 3, scale: 0.4, anchorDate: ANCHOR, rateLimits: false });
    // Statistics allow one call per 20 s: the limiter waits on a virtual clock.
    let virtualMs = 0;
    const limiter = new InMemoryRateLimiter({ now: () => virtualMs, sleep: async (ms) => void (virtualMs += ms) });
    const clientWith = (token: string) => createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }), limiter });
    client = clientWith(wb.issueToken({ type: 'personal', categories: ['promotion'] }));
    readOnly = clientWith(wb.issueToken({ type: 'personal', categories: ['promotion'], readOnly: true }));
    basic = clientWith(wb.issueToken({ type: 'basic', categories: ['promotion'] }));
  });
  afterAll(() => wb.close());

  const inStatus = (status: number) => wb.data.adverts.adverts.find((a) => a.status === status)!;

  it('reads the daily limits of CPC campaigns', async () => {
    const ids = wb.data.adverts.adverts.map((a) => a.id);
    const limits = await client.adverts.dailyLimits(ids);
    const cpc = wb.data.adverts.adverts.filter((a) => a.paymentType === 'cpc' && a.status !== -1);
    expect(cpc.length).toBeGreaterThan(0);
    expect(limits.map((l) => l.advertId).sort()).toEqual(cpc.map((a) => a.id).sort());
    for (const limit of limits) {
      const source = wb.data.adverts.dailyLimit(wb.data.adverts.byId(limit.advertId)!)!;
      expect(limit).toMatchObject({ limitKopecks: source.limitKopecks, enabled: source.enabled, currency: 'RUB' });
      expect(limit.valid).toBe(source.limitKopecks >= source.requiredKopecks);
    }
  });

  it('gets WB’s refusal for daily limits with a Basic token', async () => {
    const refused = basic.adverts.dailyLimits([inStatus(9).id]);
    await expect(refused).rejects.toBeInstanceOf(WbForbiddenError);
    await expect(refused).rejects.toMatchObject({ reason: 'token-type' });
  });

  it('starts, pauses and stops by WB’s status rules', async () => {
    const ready = inStatus(4);
    await expect(client.adverts.pause(ready.id)).rejects.toBeInstanceOf(WbStatusNotChangedError);
    await client.adverts.start(ready.id);
    expect(wb.data.adverts.byId(ready.id)!.status).toBe(9);
    await expect(client.adverts.start(ready.id)).rejects.toBeInstanceOf(WbStatusNotChangedError);
    await client.adverts.pause(ready.id);
    expect(wb.data.adverts.byId(ready.id)!.status).toBe(11);
    await client.adverts.stop(ready.id);
    expect(wb.data.adverts.byId(ready.id)!.status).toBe(7);
    for (const change of [client.adverts.start, client.adverts.pause, client.adverts.stop]) {
      await expect(change(ready.id)).rejects.toBeInstanceOf(WbStatusNotChangedError);
    }
    const [listed] = await client.adverts.list({ ids: [ready.id] });
    expect(listed!.status).toBe(7);
    // WB's «2100-01-01T00:00:00+03:00» means "not deleted", not a date.
    expect(listed!.deletedAt).toBeNull();
    const [deleted] = await client.adverts.list({ ids: [inStatus(-1).id] });
    expect(deleted!.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses status changes and minus phrases to a read-only token', async () => {
    const paused = inStatus(11);
    const refused = readOnly.adverts.start(paused.id);
    await expect(refused).rejects.toBeInstanceOf(WbForbiddenError);
    await expect(refused).rejects.toMatchObject({ reason: 'read-only' });
    expect(wb.data.adverts.byId(paused.id)!.status).toBe(11);
    const pair = { advertId: paused.id, nmId: paused.cards[0]!.nmID };
    await expect(readOnly.adverts.setMinusPhrases(pair, ['x'])).rejects.toMatchObject({ reason: 'read-only' });
  });

  it('replaces the whole minus list of one pair, shows it in get-minus and the clusters, and clears it', async () => {
    const advert = inStatus(9);
    const [first, second] = advert.cards.length > 1 ? advert.cards : [advert.cards[0]!, undefined];
    const pair = { advertId: advert.id, nmId: first!.nmID };
    const otherBefore = second ? await client.adverts.minusPhrases([{ advertId: advert.id, nmId: second.nmID }]) : [];
    const phrases = wb.data.adverts.clusters(advert, first!.nmID).slice(0, 2);
    await client.adverts.setMinusPhrases(pair, phrases);
    expect(await client.adverts.minusPhrases([pair])).toEqual([{ ...pair, phrases }]);
    const [clusters] = await client.adverts.clusters([pair]);
    expect(clusters!.excluded).toEqual(phrases);
    expect(clusters!.active.some((p) => phrases.includes(p))).toBe(false);
    if (second) {
      expect(await client.adverts.minusPhrases([{ advertId: advert.id, nmId: second.nmID }])).toEqual(otherBefore);
    }
    await client.adverts.setMinusPhrases(pair, [phrases[1]!]);
    expect((await client.adverts.minusPhrases([pair]))[0]!.phrases).toEqual([phrases[1]]);
    await client.adverts.setMinusPhrases(pair, []);
    expect((await client.adverts.minusPhrases([pair]))[0]!.phrases).toEqual([]);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `фраза ${i}`);
    await expect(client.adverts.setMinusPhrases(pair, tooMany)).rejects.toBeInstanceOf(WbRequestRejectedError);
  });

  it('has a campaign of more than 100 products, read 100 pairs per cluster call', async () => {
    const adverts = await client.adverts.list({ statuses: [9] });
    const large = adverts.find((a) => a.nms.length > 100)!;
    expect(large).toBeDefined();
    const pairs = large.nms.map((n) => ({ advertId: large.id, nmId: n.nmId }));
    const before = wb.requests.filter((r) => r.path.endsWith('/normquery/get-minus')).length;
    const minus = await client.adverts.minusPhrases(pairs);
    expect(wb.requests.filter((r) => r.path.endsWith('/normquery/get-minus')).length - before).toBe(2);
    expect(minus.map((m) => m.nmId)).toEqual(pairs.map((p) => p.nmId));
    const [stats] = await client.adverts.fullStats([large.id], '2026-11-10', '2026-11-19');
    expect(stats!.currency).toBe('RUB');
    expect(new Set(stats!.days.flatMap((d) => d.apps.flatMap((a) => a.nms.map((n) => n.nmId)))).size).toBe(
      large.nms.length,
    );
  });

  it('names the deleted or unknown campaigns that made WB refuse a statistics batch', async () => {
    const active = inStatus(9);
    const deleted = inStatus(-1);
    const unknown = 1;
    const refused = client.adverts.fullStats([active.id, deleted.id, unknown], '2026-11-01', '2026-11-19');
    await expect(refused).rejects.toBeInstanceOf(WbStaleAdvertsError);
    await expect(refused).rejects.toMatchObject({
      staleIds: [deleted.id, unknown],
      batch: [active.id, deleted.id, unknown],
    });
    const stats = await client.adverts.fullStats([active.id], '2026-11-01', '2026-11-19');
    expect(stats.map((s) => s.advertId)).toEqual([active.id]);
  });
});
