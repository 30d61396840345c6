import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createTestDatabase } from '../../apps/server/test/support/test-database.ts';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

/** The PostgreSQL server to measure against, when there is one. */
const serverUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** PGlite always; a PostgreSQL server too when BENCH_DATABASE_URL or TEST_DATABASE_URL names one. */
export const databaseKinds = (): DatabaseKind[] => (serverUrl() ? ['PGlite', 'PostgreSQL'] : ['PGlite']);

/** A fresh, migrated database of that kind; closing a server one drops it. */
export async function openBenchDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  process.env.TEST_DB = kind === 'PostgreSQL' ? 'postgres' : 'pglite';
  if (kind === 'PostgreSQL') process.env.TEST_DATABASE_URL = serverUrl();
  return createTestDatabase();
}

/** Runs `work` on a fresh database of each kind. */
export async function onEachDatabase<T>(
  work: (database: DatabaseHandle, kind: DatabaseKind) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const kind of databaseKinds()) {
    const database = await openBenchDatabase(kind);
    try {
      results.push(await work(database, kind));
    } finally {
      await database.close();
    }
  }
  return results;
}
