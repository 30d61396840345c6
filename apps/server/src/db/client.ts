import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type Db as BossDb } from 'pg-boss';
import { EmbeddedClient } from './embedded-client.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** What pg-boss needs to run on the same database. */
  jobs: { db?: BossDb; connectionString?: string; backend: 'pglite' | 'postgres' };
  ping(): Promise<boolean>;
  /** The embedded database's whole data folder as a tar file, to open a copy with `openPglite`. */
  saveImage?(): Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

/** node-postgres answers `{ rows }`, PGlite the same; this keeps the one cast in one place. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The embedded databases opened here: they run no autovacuum, so their planner statistics may be missing or stale. */
const embedded = new WeakSet<Database>();
export const isEmbedded = (db: Database): boolean => embedded.has(db);

/**
 * The embedded database's own page cache. PostgreSQL's default of 128 MB is resident from the start inside
 * the server's process; the operating system caches the database's files as well, and 32 MB answered the
 * largest embedded seller's screens as fast (docs/decisions.md, «The embedded database's page cache»).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * What may be given to a database being opened: a logger that sees every statement the app sends (tests), and
 * for the embedded one an `image`, a data folder saved by `saveImage`, to start from that copy instead of
 * creating a new database (tests: a migrated one).
 */
export interface OpenOptions {
  logger?: Logger;
  image?: Blob;
}

/** Embedded PostgreSQL, in a thread of its own (`embedded-client.ts`); `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string, { logger, image }: OpenOptions = {}): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A start parameter, not `postgresqlconf`: that replaces the whole postgresql.conf.
  const client = await EmbeddedClient.open({
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    image,
  });
  const db = drizzlePglite(client as unknown as PGlite, { schema, logger }) as unknown as Database;
  embedded.add(db);
  return {
    db,
    kind: 'pglite',
    jobs: { db: fromPglite(client), backend: 'pglite' },
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    saveImage: () => client.dumpDataDir(),
    close: () => client.close(),
  };
}

/** A PostgreSQL server; fails within seconds with one readable line when it cannot be reached. */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  { logger }: OpenOptions = {},
): Promise<DatabaseHandle> {
  // JIT compiling is off: it paid 160 ms to compile the stock list's 0.9 s statement, and the product's
  // statements are a page read's, never the long analytics JIT pays back on (docs/decisions.md, «JIT off»).
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const target = describeTarget(connectionString);
    throw new DatabaseUnavailableError(
      `Не удалось подключиться к базе данных ${target}: ${(error as Error).message || (error as { code?: string }).code}`,
    );
  }
  return {
    db: drizzlePostgres(pool, { schema, logger }) as unknown as Database,
    kind: 'postgres',
    jobs: { connectionString, backend: 'postgres' },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
  };
}

function describeTarget(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}
