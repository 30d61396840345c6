import { performance } from 'node:perf_hooks';
import type { DatabaseKind } from '../bench-database.ts';
import { answerOfBundled } from '../bundled-process.ts';
import { bareMonthWrite } from '../exports/bare-write.ts';
import { startExportServer } from '../exports/export-server.ts';
import type { BenchResult } from '../measure.ts';
import { fillSeller, monthRows, openScreenApp } from '../screen-seller.ts';

// The xlsx export of a month of orders as the seller downloads it (access checked, the list's
// period and order, rows read in batches, every cell formatted, streamed over HTTP) against the
// month's rows read by one statement and written as they are by ExcelJS's streaming writer; and
// the peak memory of a fresh server process doing the export.

const BUDGET = 2;
const RSS_LIMIT = 400_000_000;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} с`;
const mb = (bytes: number) => `${Math.round(bytes / 1_000_000)} МБ`;

/** What export-once.ts reports. */
export interface ExportMemory {
  rssBefore: number;
  peakRss: number;
  bytes: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function speedCase(kind: DatabaseKind, scale: number): Promise<BenchResult> {
  const { app, seller } = await openScreenApp(kind);
  const server = await startExportServer(app, seller);
  try {
    await fillSeller(app, seller.companyId, scale);
    const download = () => timed(() => server.downloadMonth());
    const bare = () => timed(() => bareMonthWrite(app.services.db, seller.companyId));
    await download();
    await bare();
    // Alternated, so a neighbour's load falls on both sides; the best of two each.
    const exports: number[] = [];
    const bares: number[] = [];
    for (let turn = 0; turn < 2; turn++) {
      bares.push(await bare());
      exports.push(await download());
    }
    const baseline = Math.min(...bares);
    const subject = Math.min(...exports);
    return {
      name: `Выгрузка заказов за месяц в xlsx (${kind}, масштаб ${scale})`,
      meaning: `выгрузка заказов за месяц (${monthRows(scale).toLocaleString('ru-RU')} заказов) по HTTP, как её скачивает продавец (доступ, период и порядок списка, чтение пачками, форматирование ячеек, поток в ответ), против тех же заказов, прочитанных одним запросом и записанных как есть потоковым писателем ExcelJS`,
      baseline: { label: 'голая потоковая запись', value: sec(baseline) },
      subject: { label: 'выгрузка', value: sec(subject) },
      ratio: subject / baseline,
      target: `≤ ${BUDGET}`,
      met: subject / baseline <= BUDGET,
    };
  } finally {
    await server.close();
    await app.close();
  }
}

function memoryOf(kind: DatabaseKind, scale: number): Promise<ExportMemory> {
  return answerOfBundled<ExportMemory>(
    new URL('../exports/export-once.ts', import.meta.url),
    [JSON.stringify({ kind, scale })],
    ['--expose-gc'],
  );
}

async function memoryCase(kind: DatabaseKind, scale: number): Promise<BenchResult> {
  const memory = await memoryOf(kind, scale);
  return {
    name: `Память выгрузки заказов за месяц (${kind}, масштаб ${scale})`,
    meaning: `пик RSS во время выгрузки (замер каждые 5 мс) отдельного процесса сервера, выполнившего только эту выгрузку (файл ${mb(memory.bytes)}), против его RSS перед ней (сервер запущен, продавец заполнен)`,
    baseline: { label: 'RSS перед выгрузкой', value: mb(memory.rssBefore) },
    subject: { label: 'пик RSS', value: mb(memory.peakRss) },
    ratio: memory.peakRss / memory.rssBefore,
    target: `пик < ${mb(RSS_LIMIT)}`,
    met: memory.peakRss < RSS_LIMIT,
  };
}

/** On the PostgreSQL server at scale 10 when there is one (the budget's case), else on PGlite at scale 1. */
export async function exportScreens(kinds: DatabaseKind[], quick: boolean): Promise<BenchResult[]> {
  const kind = kinds.includes('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  const scale = quick || kind === 'PGlite' ? 1 : 10;
  return [await speedCase(kind, scale), await memoryCase(kind, scale)];
}
