import { afterAll, beforeAll } from 'vitest';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { JobServices } from '../../src/jobs/queue.ts';
import { createTestDatabase } from './test-database.ts';
import { allCategoriesToken, createCompany, startSyncEmulator, syncServices } from './sync-kit.ts';

/** What a sync test works with: its own database, the emulator, the jobs' services and a token of every category. */
export interface SyncWorld {
  database: DatabaseHandle;
  emulator: WbEmulator;
  services: JobServices;
  token: string;
}

/**
 * A sync test file's set-up: a fresh migrated database with the company `companyId`, the emulator,
 * and a token that opens every dataset, made before the file's tests and closed after them. The fields
 * are filled in `beforeAll`: read them inside the tests.
 */
export function syncWorld(companyId: number): SyncWorld {
  const world = {} as SyncWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.emulator = await startSyncEmulator();
    world.services = syncServices(world.database, world.emulator);
    world.token = allCategoriesToken(world.emulator);
    await createCompany(world.database, companyId);
  });
  afterAll(async () => {
    await world.emulator?.close();
    await world.database?.close();
  });
  return world;
}
