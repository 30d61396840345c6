import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle, type OpenOptions } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { paths } from '../../src/paths.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (on disk in TEST_PGLITE_DIR when
 * set, as the server keeps it), or, in the `server-pg` project, a new database on the
 * TEST_DATABASE_URL server that is dropped afterwards. `options.logger` sees every statement, the migrations' too.
 */
export async function createTestDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const dataDir = process.env.TEST_PGLITE_DIR;
    // A new embedded database spends seconds creating its cluster and applying every migration: each test
    // file starts from a saved copy of one that has done both (the migrations still run, and find nothing to do).
    const image = dataDir ? undefined : await migratedImage();
    const handle = await openPglite(dataDir, { ...options, image });
    await applyMigrations(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
  // As with the embedded copy: a file's database is a copy of one migrated once for these migrations.
  const scratch = await createScratchDatabase(serverUrl, await migratedTemplate(serverUrl));
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

/**
 * A new database on the server of `serverUrl`, for one test file: empty, or a copy of `template`; `drop`
 * removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `sh_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

const TEMPLATE_PREFIX = 'sh_template_';

/**
 * A migrated, empty database on the server, kept between runs as the template of each test file's database
 * and named by the migrations and the PGlite version (the same key as the embedded copy): copying it takes a
 * fifth of the time migrating takes. Files running side by side may each make it once; it takes its name
 * only once whole, and a file that finds the name taken drops its own. Templates of older migrations are
 * left on the server: a run in another checkout may still be copying them.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${imageKey()}`;
  const found = await withAdmin(serverUrl, (admin) =>
    admin.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (found.rowCount) return name;
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openPostgres(scratch.url, 1);
  await applyMigrations(handle);
  await handle.close();
  try {
    await withAdmin(serverUrl, (admin) => admin.query(`alter database ${scratch.name} rename to ${name}`));
  } catch (error) {
    // 42P04: another file's template took the name first.
    await scratch.drop();
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
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

const IMAGE_PREFIX = 'seller-helper-test-db-';

/**
 * A migrated, empty embedded database saved as a tar file in the temporary folder, named by the migrations
 * and the PGlite version it was made with, so a change of either makes a new one. Test files running side
 * by side may each make it once; the rename keeps whichever lands last, whole.
 */
async function migratedImage(): Promise<Blob> {
  const name = `${IMAGE_PREFIX}${imageKey()}.tar`;
  const file = path.join(tmpdir(), name);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  // Copies made for older migrations are of no more use: 40 MB each.
  for (const old of readdirSync(tmpdir())) {
    if (old.startsWith(IMAGE_PREFIX) && old.endsWith('.tar')) rmSync(path.join(tmpdir(), old), { force: true });
  }
  const handle = await openPglite();
  await applyMigrations(handle);
  const image = await handle.saveImage!();
  await handle.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}

function imageKey(): string {
  const hash = createHash('sha256');
  // The package exports no package.json: its version is read from the folder its entry lives in.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  const folder = paths.migrations;
  const files = [
    ...readdirSync(folder).filter((name) => name.endsWith('.sql')),
    ...readdirSync(path.join(folder, 'meta')).map((name) => path.join('meta', name)),
  ].sort();
  for (const name of files) hash.update(name).update(readFileSync(path.join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}
