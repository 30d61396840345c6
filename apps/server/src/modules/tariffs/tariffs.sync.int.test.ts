import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { syncUntilDone } from '../../../test/support/sync-kit.ts';
import { syncWorld } from '../../../test/support/sync-world.ts';
import { wbBoxTariffs } from './tariffs.tables.ts';

const COMPANY = 150_000_017;

describe('tariffs sync', () => {
  const world = syncWorld(COMPANY);

  it("keeps WB's currency of the box tariffs with every warehouse, so unit economics refuses to mix currencies", async () => {
    const { database, services, token } = world;
    expect((await syncUntilDone(services, COMPANY, 'tariffs', async () => [token])).kind).toBe('done');
    const stored = await database.db.select().from(wbBoxTariffs).where(eq(wbBoxTariffs.companyId, COMPANY));
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((row) => row.currency))).toEqual(new Set(['RUB']));
  });
});
