import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { syncStates } from './sync.tables.ts';
import type { Dataset } from './datasets.ts';

/** The database or the transaction a page of rows is written in. */
export type Executor = Database | Tx;

export type SyncCursor = Record<string, unknown>;
export type SyncStateRow = typeof syncStates.$inferSelect;

export async function listSyncStates(db: Executor, companyId: number): Promise<SyncStateRow[]> {
  return db.select().from(syncStates).where(eq(syncStates.companyId, companyId)).orderBy(syncStates.dataset);
}

export async function getSyncState(
  db: Executor,
  companyId: number,
  dataset: Dataset,
): Promise<SyncStateRow | undefined> {
  const rows = await db
    .select()
    .from(syncStates)
    .where(and(eq(syncStates.companyId, companyId), eq(syncStates.dataset, dataset)));
  return rows[0];
}

/**
 * A run begins. A run that continues an interrupted or deferred one keeps its progress;
 * a fresh run starts counting from zero.
 */
export async function markRunning(db: Executor, companyId: number, dataset: Dataset, fresh: boolean): Promise<void> {
  const progress = fresh ? { done: 0, total: null, startedAt: sql`now()` } : {};
  await db
    .insert(syncStates)
    .values({ companyId, dataset, running: true, startedAt: sql`now()`, lastAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: [syncStates.companyId, syncStates.dataset],
      set: { running: true, lastAttemptAt: sql`now()`, updatedAt: sql`now()`, ...progress },
    });
}

/** Saves the resume point together with the page's rows (call it inside the page's transaction). */
export async function saveProgress(
  tx: Executor,
  companyId: number,
  dataset: Dataset,
  progress: { cursor?: SyncCursor | null; added?: number; total?: number | null },
): Promise<void> {
  await tx
    .update(syncStates)
    .set({
      ...(progress.cursor !== undefined ? { cursor: progress.cursor } : {}),
      ...(progress.added ? { done: sql`${syncStates.done} + ${progress.added}` } : {}),
      ...(progress.total !== undefined ? { total: progress.total } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(syncStates.companyId, companyId), eq(syncStates.dataset, dataset)));
}

export async function markSucceeded(db: Executor, companyId: number, dataset: Dataset): Promise<void> {
  await db
    .update(syncStates)
    .set({ running: false, lastSuccessAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(syncStates.companyId, companyId), eq(syncStates.dataset, dataset)));
}

/** The run stopped with a message for the seller; `stillRunning` when a retry is already queued. */
export async function markFailed(
  db: Executor,
  companyId: number,
  dataset: Dataset,
  message: string,
  stillRunning = false,
): Promise<void> {
  await db
    .insert(syncStates)
    .values({ companyId, dataset, running: stillRunning, lastError: message, lastAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: [syncStates.companyId, syncStates.dataset],
      set: { running: stillRunning, lastError: message, lastAttemptAt: sql`now()`, updatedAt: sql`now()` },
    });
}
