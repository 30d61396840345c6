import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import {
  allCategoriesToken,
  createCompany,
  startSyncEmulator,
  syncServices,
  syncUntilDone,
} from '../../../test/support/sync-kit.ts';
import { wbBoxTariffs } from './tariffs.tables.ts';

const COMPANY = 150_000_017;

describe('tariffs sync', () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let services: JobServices;
  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = await startSyncEmulator();
    services = syncServices(database, emulator);
    await createCompany(database, COMPANY);
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });

  it("keeps WB's currency of the box tariffs with every warehouse, so unit economics refuses to mix currencies", async () => {
    const token = allCategoriesToken(emulator);
    expect((await syncUntilDone(services, COMPANY, 'tariffs', async () => [token])).kind).toBe('done');
    const stored = await database.db.select().from(wbBoxTariffs).where(eq(wbBoxTariffs.companyId, COMPANY));
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((row) => row.currency))).toEqual(new Set(['RUB']));
  });
});
