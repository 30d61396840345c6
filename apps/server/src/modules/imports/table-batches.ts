// A table's rows handed over in batches, the next batch read while the caller works on this one.
import type { Table, TableRow } from './table-file.ts';

/**
 * The table's rows, each as `read` makes it, in batches of `size`, the last one shorter. The next
 * batch is read while the caller works on this one: an import stores a batch in the database
 * meanwhile, so reading the file and storing it overlap instead of taking turns. Each row goes
 * through `read` as soon as it is read, so only what `read` keeps waits in a batch, not the row's
 * cells: what lives through a store outlives the young generation, and the row's cells need not.
 */
export async function* tableBatches<T>(table: Table, size: number, read: (row: TableRow) => T): AsyncGenerator<T[]> {
  const batches = batchesOf(table, size, read);
  const readNext = () => {
    const next = batches.next();
    next.catch(() => {}); // a failed read is thrown where it is awaited, never as an unhandled rejection
    return next;
  };
  let next = readNext();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = readNext();
      yield current.value;
    }
  } finally {
    // A caller that stops early stops the reading too, once the read under way is done.
    await batches.return(undefined).catch(() => {});
  }
}

async function* batchesOf<T>(table: Table, size: number, read: (row: TableRow) => T): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of table.rows) {
    batch.push(read(row));
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
