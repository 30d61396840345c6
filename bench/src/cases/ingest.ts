import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createWbClient, wbBaseUrls, type RealizationRow } from '@seller-helper/wb';
import { startWbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../../apps/server/src/db/client.ts';
import { wbFinanceRows } from '../../../apps/server/src/db/schema/index.ts';
import { financeRow, storeFinanceRows } from '../../../apps/server/src/modules/reports/reports.sync.ts';
import { noteRowsStored } from '../../../apps/server/src/modules/sync/planner-statistics.ts';
import { SLICE_ROWS } from '../../../apps/server/src/modules/sync/sync-run.ts';
import { createCompany } from '../../../apps/server/test/support/sync-kit.ts';
import type { BenchResult } from '../measure.ts';

const PAGE_LAST_DAY = '2026-11-20';

/** One page of realization report rows as the sync receives it, from a generated seller. */
export async function reportPage(size: number): Promise<RealizationRow[]> {
  const emulator = await startWbEmulator({ seed: 42, scale: 2, anchorDate: PAGE_LAST_DAY, rateLimits: false });
  const token = emulator.issueToken({ type: 'personal', categories: ['finance'] });
  const client = createWbClient({ token, baseUrls: wbBaseUrls({ all: emulator.url }), timeoutMs: 600_000 });
  const page = await client.finance.page({ dateFrom: '2026-01-01', dateTo: PAGE_LAST_DAY, limit: size });
  await emulator.close();
  return page.items;
}

/**
 * The sync's way of storing report rows (upsert by natural key and the recount of the days they touch, a
 * transaction per SLICE_ROWS rows, as the sync commits them) against a plain multi-row INSERT of the same rows in the same database.
 */
export async function ingest(database: DatabaseHandle, label: string, rows: RealizationRow[]): Promise<BenchResult> {
  const insertCompany = 190_000_101;
  const upsertCompany = 190_000_102;
  await createCompany(database, insertCompany);
  await createCompany(database, upsertCompany);
  const slices = (companyId: number) => {
    const mapped = rows.map((row) => financeRow(companyId, row));
    const out: (typeof mapped)[] = [];
    for (let i = 0; i < mapped.length; i += SLICE_ROWS) out.push(mapped.slice(i, i + SLICE_ROWS));
    return out;
  };
  const chunk = Math.floor(30_000 / Object.keys(wbFinanceRows).length);

  const plain = slices(insertCompany);
  const t0 = performance.now();
  for (const slice of plain) {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < slice.length; i += chunk) await tx.insert(wbFinanceRows).values(slice.slice(i, i + chunk));
    });
  }
  const insertMs = performance.now() - t0;

  // The sync's own write: the upsert and the recount of the days the rows touch, in one transaction, then the
  // planner's statistics refreshed when enough rows came, as each of the sync's commits does (`sync-run.ts`).
  // The seller has opened /main on the page's last day: the rows of its 30 days are added to the month's cards too.
  await database.db.execute(
    sql`update card_month_windows set window_to = ${PAGE_LAST_DAY} where company_id = ${upsertCompany}`,
  );
  const t1 = performance.now();
  for (let i = 0; i < rows.length; i += SLICE_ROWS) {
    const stored = await database.db.transaction((tx) =>
      storeFinanceRows(tx, upsertCompany, rows.slice(i, i + SLICE_ROWS)),
    );
    await noteRowsStored(database.db, stored, Date.now());
  }
  const upsertMs = performance.now() - t1;

  const perSecond = (ms: number) => `${Math.round(rows.length / (ms / 1000)).toLocaleString('ru-RU')} строк/с`;
  const ratio = upsertMs / insertMs;
  return {
    name: `Запись строк отчёта (${label})`,
    meaning: `${rows.length} строк отчёта о реализации: запись синхронизации (upsert по ключу, транзакция на ${SLICE_ROWS} строк) против простого многострочного INSERT тех же строк в ту же базу (drizzle, по ${Math.min(chunk, SLICE_ROWS)} строк в запросе)`,
    baseline: { label: 'INSERT', value: perSecond(insertMs) },
    subject: { label: 'upsert синхронизации', value: perSecond(upsertMs) },
    ratio,
    // Storing by natural key must cost no more than a plain INSERT would.
    target: '≤ 1',
    met: ratio <= 1,
  };
}
