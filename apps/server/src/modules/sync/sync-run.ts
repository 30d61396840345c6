import type { Database, Tx } from '../../db/client.ts';
import type { Dataset } from './datasets.ts';
import { noteRowsStored } from './planner-statistics.ts';
import { saveProgress, type SyncCursor } from './sync-state.repo.ts';

/**
 * What a dataset's sync works with. It writes each page of rows through `commit`, which stores the
 * rows and the cursor after them in one transaction: whatever happens next, the saved cursor never
 * runs ahead of the saved rows, and rows upserted twice by natural key stay one row.
 */
export interface SyncRun<Client> {
  companyId: number;
  dataset: Dataset;
  client: Client;
  db: Database;
  /** The resume point saved by the last committed page; null on the first sync. */
  cursor: SyncCursor | null;
  /**
   * Stores a page: `write` upserts the rows and answers how many; the cursor is saved with them.
   */
  commit(write: (tx: Tx) => Promise<number>, cursor: SyncCursor | null, total?: number | null): Promise<void>;
  /**
   * Stores a large page in slices of `SLICE_ROWS` rows, each in its own short transaction, so the
   * embedded database keeps answering the screens between slices. Only the last slice saves the new
   * cursor: a crash in between repeats the page, and the upserts make that harmless.
   */
  commitSlices<Row>(
    rows: readonly Row[],
    write: (tx: Tx, slice: Row[]) => Promise<number>,
    cursor: SyncCursor | null,
  ): Promise<void>;
  /** Sets the expected total for the progress bar. */
  expect(total: number | null): Promise<void>;
  /** The run has used its share of the worker: return 'paused' and a new job continues from the cursor. */
  outOfTime(): boolean;
  /** "Now" for the dataset's date windows. */
  now(): Date;
}

/**
 * 'paused': the run's time share is used, a new job goes on at once; `{ waitMs }`: WB is still
 * building what the run asked for (a report task), a new job goes on after that long of WB's time.
 */
export type SyncStep = 'done' | 'paused' | { waitMs: number };

export type DatasetSync<Client> = (run: SyncRun<Client>) => Promise<SyncStep>;

/**
 * Rows per transaction when a page is stored in slices. 250 report rows take PGlite about 40 ms, so
 * a screen's request waits no longer than that; larger slices stored no faster (`npm run bench`).
 */
export const SLICE_ROWS = 250;

export function createSyncRun<Client>(options: {
  db: Database;
  companyId: number;
  dataset: Dataset;
  client: Client;
  cursor: SyncCursor | null;
  budgetMs: number;
  now?: () => Date;
}): SyncRun<Client> & { cursor: SyncCursor | null } {
  const { db, companyId, dataset } = options;
  const deadline = Date.now() + options.budgetMs;
  const now = options.now ?? (() => new Date());
  const run = {
    companyId,
    dataset,
    client: options.client,
    db,
    cursor: options.cursor,
    commit: async (write: (tx: Tx) => Promise<number>, cursor: SyncCursor | null, total?: number | null) => {
      let added = 0;
      await db.transaction(async (tx) => {
        added = await write(tx);
        await saveProgress(tx, companyId, dataset, { cursor, added, total });
      });
      run.cursor = cursor;
      // Counted commit by commit, not when the run ends: a run that fails halfway (or a first sync still
      // going) has already stored rows the planner must know of before a screen adds them up.
      await noteRowsStored(db, added, now().getTime());
    },
    commitSlices: async <Row>(
      rows: readonly Row[],
      write: (tx: Tx, slice: Row[]) => Promise<number>,
      cursor: SyncCursor | null,
    ) => {
      for (let start = 0; start < rows.length || start === 0; start += SLICE_ROWS) {
        const slice = rows.slice(start, start + SLICE_ROWS);
        const last = start + SLICE_ROWS >= rows.length;
        await run.commit((tx) => write(tx, slice), last ? cursor : run.cursor);
        if (last) break;
      }
    },
    expect: (total: number | null) => saveProgress(db, companyId, dataset, { total }),
    outOfTime: () => Date.now() >= deadline,
    now,
  };
  return run;
}
