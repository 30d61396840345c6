import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { createWbClient, wbBaseUrls, type WbClient } from '../src/index.ts';

// Fields the sync stores that a card list and a realization report page must carry through.
describe('the typed client keeps card tags and the realization row title', () => {
  let wb: WbEmulator;
  let client: WbClient;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 11, scale: 0.02, rateLimits: false });
    const token = wb.issueToken({ type: 'personal', categories: ['content', 'finance'] });
    client = createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }) });
  });
  afterAll(() => wb.close());

  it('answers each card with the tags WB lists on it', async () => {
    const { items } = await client.cards.page(null, 100);
    const tagged = items.find((card) => card.tags.length > 0);
    expect(tagged?.tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), color: expect.any(String) });
    const source = wb.data.cards.find((card) => card.nmID === tagged!.nmId)!;
    expect(tagged!.tags.map((t) => t.id)).toEqual(source.tagIds);
    expect(items.every((card) => Array.isArray(card.tags))).toBe(true);
  });

  it('answers each sale row with the card title', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await client.finance.page({ dateFrom: '2025-01-01', dateTo: today, limit: 500 });
    const sale = page.items.find((row) => row.nmId !== null && row.nmId > 0);
    const card = wb.data.cards.find((c) => c.nmID === sale?.nmId);
    expect(sale?.title).toBe(card?.title);
  });
});
