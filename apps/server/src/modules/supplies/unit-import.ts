// The one way a unit file is imported: its rows read and checked as they come, looked up a batch
// at a time, and written a batch at a time inside one transaction that is rolled back when any row
// of the file is wrong, so nothing is saved unless the whole file is, and memory holds one batch.
import type { Tx } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { doneImport, refusedImport, type FileImportShape, type RowErrorShape } from '../imports/import-result.ts';
import { tableBatches } from '../imports/table-file.ts';
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

/** Rows looked up and written together: one statement each, well under PostgreSQL's parameter limit. */
const BATCH_ROWS = 1000;

/** Thrown to roll the transaction back with the answer for the seller. */
class Refused extends Error {
  constructor(readonly result: FileImportShape) {
    super(result.message);
  }
}

export async function importUnitFile(
  ctx: GraphQLContext,
  companyId: number,
  file: File,
  kind: UnitFileKind,
): Promise<FileImportShape> {
  const table = await openUploadedTable(ctx, file);
  const reader = unitRowReader(table, kind.required, kind.optional);
  if ('errors' in reader) return refusedImport(0, reader.errors);
  try {
    return await ctx.db.transaction(async (tx) => {
      let rows = 0;
      let saved = 0;
      const errors: RowErrorShape[] = [];
      for await (const batch of tableBatches(table, BATCH_ROWS)) {
        rows += batch.length;
        const checked: UnitFileRow[] = [];
        for (const row of batch) {
          const read = reader.read(row);
          if (Array.isArray(read)) errors.push(...read);
          else checked.push(read);
        }
        const { units, problems } = await kind.resolve(tx, checked);
        errors.push(...problems);
        const others = await repo.shksOfOthers(
          tx,
          companyId,
          units.map((unit) => unit.shkId),
        );
        for (const unit of units)
          if (others.has(unit.shkId))
            errors.push(unit.row.problem('shk', `ШК ${unit.shkId} уже учтён в другой компании: проверьте файл.`));
        // Once the file is known to be wrong, the rest is read only for its problems.
        if (errors.length === 0)
          saved += await repo.saveFromFile(
            tx,
            units.map(({ row, ...unit }) => ({
              companyId,
              shkId: unit.shkId,
              nmId: unit.nmId,
              article: unit.article,
              firstPriceKopecks: row.firstPrice,
              supplyId: unit.supplyId,
              type: unit.type,
              supplyDate: unit.supplyDate,
              fileName: file.name,
              fileRow: row.line,
              orderId: unit.orderId ?? null,
            })),
          );
      }
      if (rows === 0) errors.push(reader.empty);
      if (errors.length)
        throw new Refused(
          refusedImport(
            rows,
            errors.sort((a, b) => a.row - b.row),
          ),
        );
      return doneImport(rows, saved);
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
