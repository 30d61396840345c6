import { toMskDate, type StatisticsOrder, type StatisticsSale, type WbClient, type WbPage } from '@seller-helper/wb';
import { wbOrders } from './orders.tables.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import { readAhead } from '../sync/keep-pace.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import type { Tx } from '../../db/client.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import { addNewOrders, daysOfInstants, recountOrderDays, storedOrderDays } from './order-days.ts';

const DAY_MS = 86_400_000;

/** WB keeps statistics 90 days: the first sync reads all of them. */
const STATISTICS_DAYS = 90;
/**
 * Rows changed since the saved `lastChangeDate`, page after page until WB answers `[]` (or only
 * repeats the cursor's second); WB's exact text is the cursor. Each page repeats the rows changed in
 * the cursor's second: they are upserted, so they stay single.
 */
export function statisticsSync<Row>(
  pageOf: (client: WbClient, dateFrom: string) => Promise<WbPage<Row, string>>,
  store: (tx: Tx, companyId: number, rows: Row[]) => Promise<number>,
): DatasetSync<WbClient> {
  return async (run) => {
    const dateFrom = String(
      (run.cursor as { dateFrom?: string } | null)?.dateFrom ??
        toMskDate(new Date(run.now().getTime() - STATISTICS_DAYS * DAY_MS)),
    );
    const pages = readAhead(
      () => pageOf(run.client, dateFrom),
      (page) => (page.done || run.outOfTime() ? null : () => pageOf(run.client, page.next)),
    );
    for await (const page of pages) {
      await run.commitSlices(page.items, (tx, slice) => store(tx, run.companyId, slice), { dateFrom: page.next });
      if (page.done) return 'done';
    }
    // The pages stopped before the last one: the run's time is up.
    return 'paused';
  };
}

/**
 * Upserts orders by srid and recounts the days they were on and are on now, in the same transaction
 * (docs/decisions.md, «Daily figures kept by the sync»).
 */
export async function storeOrders(tx: Tx, companyId: number, rows: StatisticsOrder[]): Promise<number> {
  const left = await storedOrderDays(
    tx,
    companyId,
    rows.map((r) => r.srid),
  );
  const stored = await upsertRows(
    tx,
    wbOrders,
    [wbOrders.companyId, wbOrders.srid],
    rows.map((r) => ({ ...statisticsRow(companyId, r), isCancel: r.isCancel, cancelDate: r.cancelDate })),
  );
  // A first sync stores rows never seen: they are added to their days' figures rather than the days counted again.
  if (left.length === 0)
    await addNewOrders(
      tx,
      companyId,
      rows.map((r) => r.srid),
    );
  else await recountOrderDays(tx, companyId, [...new Set([...left, ...daysOfInstants(rows.map((r) => r.date))])]);
  return stored;
}

export const syncOrders = statisticsSync(
  (client, dateFrom) => client.statistics.orders.changedSince(dateFrom),
  storeOrders,
);

/** The columns a sale shares with its order (docs/api-contract.md: a sale is the order's fields plus its own). */
export function statisticsRow(companyId: number, r: StatisticsOrder | StatisticsSale) {
  return {
    companyId,
    srid: r.srid,
    date: r.date,
    lastChangeDate: r.lastChangeDate,
    warehouseName: r.warehouseName,
    warehouseType: r.warehouseType,
    countryName: r.countryName,
    oblastOkrugName: r.oblastOkrugName,
    regionName: r.regionName,
    supplierArticle: r.supplierArticle,
    nmId: r.nmId,
    barcode: r.barcode,
    category: r.category,
    subject: r.subject,
    brand: r.brand,
    techSize: r.techSize,
    incomeId: r.incomeId,
    isSupply: r.isSupply,
    isRealization: r.isRealization,
    totalPriceKopecks: r.totalPriceKopecks,
    // WB documents a whole percent; anything else is not stored as one.
    discountPercent: /^-?\d+$/.test(r.discountPercent) ? Number(r.discountPercent) : null,
    spp: r.sppPercent,
    finishedPriceKopecks: r.finishedPriceKopecks,
    priceWithDiscKopecks: r.priceWithDiscKopecks,
    sticker: r.sticker,
    gNumber: r.gNumber,
    syncedAt: new Date(),
  };
}

registerDatasetSync('orders', syncOrders);
