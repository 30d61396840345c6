import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import {
  allCategoriesToken,
  createCompany,
  syncServices,
  syncUntilDone,
  TIME_SCALE,
} from '../../../test/support/sync-kit.ts';
import { wbAdvertClusters, wbAdvertDailyStats, wbAdvertMinusPhrases, wbAdverts } from './adverts.tables.ts';

const COMPANY = 190_000_016;

describe('the advert sync against an emulator whose seller has a campaign over a hundred products', () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let services: JobServices;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Scale 0.4 gives the catalogue over 120 cards, so the seller has the 120-product campaign.
    emulator = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.4 });
    services = syncServices(database, emulator);
    token = allCategoriesToken(emulator);
    await createCompany(database, COMPANY);
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });

  const large = () => emulator.data.adverts.adverts.find((a) => a.cards.length > 100)!;

  it('keeps the clusters and minus phrases of every product of a campaign whose pairs span two calls', async () => {
    const campaign = large();
    expect(campaign).toBeDefined();
    const first = campaign.cards[0]!.nmID;
    const last = campaign.cards.at(-1)!.nmID;
    const book = emulator.data.adverts;
    book.setMinusPhrases(campaign.id, first, book.clusters(campaign, first).slice(0, 2));
    book.setMinusPhrases(campaign.id, last, book.clusters(campaign, last).slice(0, 1));

    expect(await syncUntilDone(services, COMPANY, 'adverts', async () => [token])).toEqual({ kind: 'done' });

    const clusters = await database.db
      .select({ nmId: wbAdvertClusters.nmId })
      .from(wbAdvertClusters)
      .where(and(eq(wbAdvertClusters.companyId, COMPANY), eq(wbAdvertClusters.advertId, campaign.id)));
    const stored = new Set(clusters.map((c) => c.nmId));
    expect(campaign.cards.filter((c) => !stored.has(c.nmID))).toEqual([]);
    const expected = campaign.cards.reduce((n, c) => n + book.clusters(campaign, c.nmID).length, 0);
    expect(clusters.length).toBe(expected);

    const minus = await database.db
      .select({ nmId: wbAdvertMinusPhrases.nmId, phrase: wbAdvertMinusPhrases.phrase })
      .from(wbAdvertMinusPhrases)
      .where(and(eq(wbAdvertMinusPhrases.companyId, COMPANY), eq(wbAdvertMinusPhrases.advertId, campaign.id)));
    expect(
      minus
        .filter((m) => m.nmId === first)
        .map((m) => m.phrase)
        .sort(),
    ).toEqual(book.minusPhrases(campaign.id, first).sort());
    expect(minus.filter((m) => m.nmId === last).map((m) => m.phrase)).toEqual(book.minusPhrases(campaign.id, last));
  });

  it('asks a statistics batch again without a campaign WB deleted since the campaigns were read', async () => {
    const stored = await database.db
      .select({ id: wbAdverts.advertId })
      .from(wbAdverts)
      .where(and(eq(wbAdverts.companyId, COMPANY), eq(wbAdverts.status, 9)));
    const running = stored.map((a) => a.id);
    expect(running.length).toBeGreaterThan(1);
    const gone = emulator.data.adverts.byId(running[0]!)!;
    // WB deletes it without a new changeTime in the list, so the next run still asks for its statistics.
    gone.status = -1;
    await database.db.delete(wbAdvertDailyStats).where(eq(wbAdvertDailyStats.companyId, COMPANY));

    expect(await syncUntilDone(services, COMPANY, 'adverts', async () => [token])).toEqual({ kind: 'done' });

    const days = await database.db
      .selectDistinct({ id: wbAdvertDailyStats.advertId })
      .from(wbAdvertDailyStats)
      .where(eq(wbAdvertDailyStats.companyId, COMPANY));
    const withStats = new Set(days.map((d) => d.id));
    expect(withStats.has(gone.id)).toBe(false);
    expect(running.slice(1).every((id) => withStats.has(id))).toBe(true);
  });
});
