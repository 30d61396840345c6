import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle, type OpenOptions } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (on disk in TEST_PGLITE_DIR when
 * set, as the server keeps it), or, in the `server-pg` project, a new database on the
 * TEST_DATABASE_URL server that is dropped afterwards. `options.logger` sees every statement, the migrations' too.
 */
export async function createTestDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openPglite(process.env.TEST_PGLITE_DIR, options);
    await applyMigrations(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openPostgres(scratch.url, 4, options);
  await applyMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A new empty database on the server of `serverUrl`, for one test file; `drop` removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sh_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
