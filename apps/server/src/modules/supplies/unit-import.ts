// The one way a unit file is imported: its rows read and checked as they come, a batch at a time
// looked up (cards, then the ledgers holding their ШК) and written while the next batch is read, all
// in one transaction. A wrong row or another company's ШК anywhere rolls the whole file back, so
// nothing is saved unless the whole file is, and memory holds one batch.
import type { Tx } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  doneImport,
  FileProblems,
  refusedImport,
  type FileImportShape,
  type RowErrorShape,
} from '../imports/import-result.ts';
import { tableBatches } from '../imports/table-batches.ts';
import { openUploadedTable } from '../imports/uploaded-table.ts';
import * as repo from './supplies.repo.ts';
import type { ShippedUnit } from './supplies.service.ts';
import { unitRowReader, type UnitColumn, type UnitFileRow } from './unit-file.ts';

/** A unit a file names, with the row it came from. */
export interface FileUnit extends ShippedUnit {
  row: UnitFileRow;
}

export interface UnitFileKind {
  /** Columns of which at least one of each group must be present. */
  required: UnitColumn[][];
  optional: UnitColumn[];
  /** The units of rows whose ШК and cost price are right, and the problems of those that name nothing of the company. */
  resolve: (tx: Tx, rows: UnitFileRow[]) => Promise<{ units: FileUnit[]; problems: RowErrorShape[] }>;
}

/**
 * Rows looked up and written by one statement. Each statement costs a round trip and a plan (about
 * 0.8 ms of the server's time, more on a busy machine while each side waits to be scheduled): 2 000
 * rows took 6 % less of the server's time than 1 000, 4 000 no less than 2 000. Larger batches would
 * only make the first read and the last write, which nothing overlaps, longer.
 */
export const BATCH_ROWS = 2000;

/** Thrown to roll the transaction back with the answer for the seller. */
class Refused extends Error {
  constructor(readonly result: FileImportShape) {
    super(result.message);
  }
}

/**
 * Times a file is read again when another writer (the sync entering shipped units, another import) entered
 * one of its new ШК between the lookup and the copy: the copy then fails on the ledger's key and the
 * transaction is rolled back whole; read again, that ШК is a known unit and is updated or named as another
 * company's.
 */
const ATTEMPTS = 3;

/** PostgreSQL's unique_violation, as either driver reports it, directly or as the query error's cause. */
const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

export async function importUnitFile(
  ctx: GraphQLContext,
  companyId: number,
  file: File,
  kind: UnitFileKind,
): Promise<FileImportShape> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await importOnce(ctx, companyId, file, kind);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

async function importOnce(
  ctx: GraphQLContext,
  companyId: number,
  file: File,
  kind: UnitFileKind,
): Promise<FileImportShape> {
  const table = await openUploadedTable(ctx, file);
  const reader = unitRowReader(table, kind.required, kind.optional);
  if ('errors' in reader) return refusedImport(table.fileId, 0, reader.errors);
  try {
    return await ctx.db.transaction(async (tx) => {
      const origin = { source: 'file', name: file.name } as const;
      let rows = 0;
      let saved = 0;
      const problems = new FileProblems();
      for await (const batch of tableBatches(table, BATCH_ROWS, reader.read)) {
        rows += batch.length;
        const found: RowErrorShape[] = [];
        const checked: UnitFileRow[] = [];
        for (const read of batch) {
          if (Array.isArray(read)) found.push(...read);
          else checked.push(read);
        }
        const { units, problems: unresolved } = await kind.resolve(tx, checked);
        found.push(...unresolved);
        // Looked up even when the file is already wrong: its rows' ШК are still checked against other companies.
        const known = new Map(
          (
            await repo.knownUnits(
              tx,
              companyId,
              units.map((unit) => unit.shkId),
            )
          ).map((unit) => [unit.shkId, unit.own]),
        );
        const fresh: FileUnit[] = [];
        const own: FileUnit[] = [];
        for (const unit of units) {
          const held = known.get(unit.shkId);
          if (held === undefined) fresh.push(unit);
          else if (held) own.push(unit);
          else
            found.push(
              reader.problem(unit.row.line, 'shk', `ШК ${unit.shkId} уже учтён в другой компании: проверьте файл.`),
            );
        }
        problems.add(found);
        // Once the file is known to be wrong nothing more is written: the transaction is rolled back.
        if (problems.count) continue;
        saved += await repo.copyNewUnits(tx, companyId, origin, fresh);
        // Known units take the file's values only where they differ, so the same file loaded again writes nothing.
        saved += (await repo.saveFromFile(tx, companyId, origin, own)).saved;
      }
      if (rows === 0) problems.add([reader.empty]);
      if (problems.count) throw new Refused(refusedImport(table.fileId, rows, problems.shown, problems.count));
      return doneImport(table.fileId, rows, saved);
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
