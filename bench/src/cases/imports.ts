import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { copyRows } from '../../../apps/server/src/db/copy-rows.ts';
import { dataOf } from '../../../apps/server/test/support/sign-in.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { answerOfBundled } from '../bundled-process.ts';
import type { ImportOnceTask } from '../imports/import-once.ts';
import {
  CARDS,
  IMPORT_UNSAVED,
  LEDGER_COPY_TARGET,
  ledgerCopyLines,
  unitsCsv,
  unitsXlsx,
  type ImportMemory,
} from '../imports/unit-files.ts';
import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import type { BenchResult } from '../measure.ts';
import { fillCards, openScreenApp } from '../screen-seller.ts';

// A seller's file of units through the GraphQL upload (read, every row checked, cards looked up,
// other companies' ШК checked, written in one transaction) against a bare COPY of the same rows into
// the same table; and the peak memory of a fresh process doing the import.

/** The import's rows a second against COPY's. */
const BUDGET = 0.5;
const RSS_LIMIT = 400_000_000;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} с`;
const mb = (bytes: number) => `${Math.round(bytes / 1_000_000)} МБ`;

interface UnitFile {
  format: 'xlsx' | 'csv';
  bytes: Uint8Array<ArrayBuffer>;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function speedCase(kind: DatabaseKind, files: UnitFile[], rows: number, quick: boolean): Promise<BenchResult[]> {
  const { app, seller } = await openScreenApp(kind);
  try {
    await fillCards(app, seller.companyId, CARDS);
    const results: BenchResult[] = [];
    for (const file of files) {
      const upload = async () => {
        const answer = dataOf(
          await app.upload<{ importUnsavedShk: { saved: number; errors: unknown[] } }>(
            IMPORT_UNSAVED,
            new File([file.bytes], `Несохранённые ШК.${file.format}`),
            seller.headers,
          ),
        ).importUnsavedShk;
        if (answer.saved !== rows)
          throw new Error(`import saved ${answer.saved} of ${rows}: ${JSON.stringify(answer.errors.slice(0, 3))}`);
      };
      // Each import and each COPY starts from an empty ledger, as a seller's first load of the file does: the
      // deleted rows vacuumed away, since the embedded database runs no autovacuum and every unique check of
      // a ШК would otherwise visit each dead copy of it left by the runs before (COPY grew from 20 to 44 s).
      const emptyLedger = async () => {
        await app.services.db.execute(sql`delete from unit_ledger where company_id = ${seller.companyId}`);
        await app.services.db.execute(sql`vacuum unit_ledger`);
      };
      const importOnce = async () => {
        const ms = await timed(upload);
        await emptyLedger();
        return ms;
      };
      // The same rows as the import stores them, copied into the same table by a bare COPY: the lines made
      // beforehand, so only the database's work and the transfer are timed.
      const lines = ledgerCopyLines(rows, seller.companyId, `Несохранённые ШК.${file.format}`);
      const copyOnce = async () => {
        const ms = await timed(() => app.services.db.transaction((tx) => copyRows(tx, LEDGER_COPY_TARGET, lines)));
        await emptyLedger();
        return ms;
      };
      // A warm-up of each, then alternated, so a neighbour's load falls on both sides.
      await copyOnce();
      await importOnce();
      const imported: number[] = [];
      const copied: number[] = [];
      for (let run = 0; run < (quick ? 1 : 3); run++) {
        copied.push(await copyOnce());
        imported.push(await importOnce());
      }
      const baseline = Math.min(...copied);
      const subject = Math.min(...imported);
      // Rows a second of the import against rows a second of COPY: the same rows, so the inverse ratio of the times.
      const ratio = baseline / subject;
      const perSecond = (ms: number) => `${Math.round((rows * 1000) / ms).toLocaleString('ru-RU')} строк/с`;
      const all = (times: number[]) => times.map((ms) => sec(ms)).join(', ');
      results.push({
        name: `Импорт ${rows.toLocaleString('ru-RU')} ШК из ${file.format} (${kind})`,
        meaning: `importUnsavedShk через загрузку GraphQL (${(file.bytes.length / 1_000_000).toFixed(1)} МБ; каждая строка проверена, карточка найдена, чужие ШК проверены, ничего не записано при ошибке в файле) против голого COPY тех же строк в ту же таблицу в той же базе (строки готовы заранее, одна транзакция; реестр перед каждым опустошён и вычищен VACUUM); лучшее из ${imported.length}: импорт ${all(imported)}, COPY ${all(copied)}`,
        baseline: { label: 'COPY', value: perSecond(baseline) },
        subject: { label: 'импорт', value: perSecond(subject) },
        ratio,
        target: `≥ ${BUDGET}`,
        met: ratio >= BUDGET,
      });
    }
    return results;
  } finally {
    await app.close();
  }
}

/** A task of import-once.ts in a fresh process, and the one message it sends. */
function inChild<T>(task: ImportOnceTask): Promise<T> {
  return answerOfBundled<T>(new URL('../imports/import-once.ts', import.meta.url), [JSON.stringify(task)]);
}

/**
 * The import in a fresh process of the same kind, its peak RSS read when it is done; on PGlite the
 * process opens a database another process made, as a server does on every start after its first.
 */
async function memoryOf(kind: DatabaseKind, path: string, fileName: string, dir: string): Promise<ImportMemory> {
  if (kind === 'PostgreSQL') return inChild<ImportMemory>({ step: 'import', kind, path, fileName });
  const database = join(dir, `pglite-${fileName}`);
  const seller = await inChild<Seller>({ step: 'prepare', dir: database });
  return inChild<ImportMemory>({ step: 'import', kind, path, fileName, prepared: { dir: database, seller } });
}

async function memoryCase(kind: DatabaseKind, files: UnitFile[], rows: number): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-imports-'));
  try {
    const results: BenchResult[] = [];
    for (const file of files) {
      const path = join(dir, `units.${file.format}`);
      writeFileSync(path, file.bytes);
      const memory = await memoryOf(kind, path, `Несохранённые ШК.${file.format}`, dir);
      if (memory.saved !== rows) throw new Error(`import saved ${memory.saved} of ${rows}`);
      results.push({
        name: `Память импорта ${rows.toLocaleString('ru-RU')} ШК из ${file.format} (${kind})`,
        meaning: `пик RSS (VmHWM: высшая отметка самого процесса, без памяти родителя на момент fork) отдельного процесса сервера (${kind === 'PGlite' ? 'встроенная база в том же процессе, созданная заранее другим процессом, как при каждом запуске сервера после первого' : 'база в своём процессе'}), выполнившего только этот импорт, против его RSS перед импортом (сервер запущен, карточки есть)`,
        baseline: { label: 'RSS перед импортом', value: mb(memory.rssBefore) },
        subject: { label: 'пик RSS', value: mb(memory.peakRss) },
        ratio: memory.peakRss / memory.rssBefore,
        target: `пик < ${mb(RSS_LIMIT)}`,
        met: memory.peakRss < RSS_LIMIT,
      });
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function importScreens(kinds: DatabaseKind[], quick: boolean): Promise<BenchResult[]> {
  const rows = quick ? 5_000 : 100_000;
  const files: UnitFile[] = [
    { format: 'xlsx', bytes: await unitsXlsx(rows) },
    { format: 'csv', bytes: unitsCsv(rows) },
  ];
  const results: BenchResult[] = [];
  for (const kind of kinds) {
    results.push(...(await speedCase(kind, files, rows, quick)));
    results.push(...(await memoryCase(kind, files, rows)));
  }
  return results;
}
