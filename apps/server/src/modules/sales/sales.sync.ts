import type { StatisticsSale } from '@seller-helper/wb';
import type { Tx } from '../../db/client.ts';
import { wbSales } from './sales.tables.ts';
import { statisticsRow, statisticsSync } from '../orders/orders.sync.ts';
import { daysOfInstants } from '../orders/order-days.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import { addNewSales, recountSaleDays, storedSaleDays } from './sale-days.ts';

/**
 * Upserts sales, returns and WB's other operations by saleID and recounts the days they were on and are
 * on now, in the same transaction (docs/decisions.md, «Daily figures kept by the sync»).
 */
export async function storeSales(tx: Tx, companyId: number, rows: StatisticsSale[]): Promise<number> {
  const left = await storedSaleDays(
    tx,
    companyId,
    rows.map((r) => r.saleId),
  );
  const stored = await upsertRows(
    tx,
    wbSales,
    [wbSales.companyId, wbSales.saleId],
    rows.map((r) => ({
      ...statisticsRow(companyId, r),
      saleId: r.saleId,
      kind: r.kind,
      paymentSaleAmountKopecks: r.paymentSaleAmountKopecks,
      forPayKopecks: r.forPayKopecks,
    })),
  );
  // A first sync stores rows never seen: they are added to their days' figures rather than the days counted again.
  if (left.length === 0)
    await addNewSales(
      tx,
      companyId,
      rows.map((r) => r.saleId),
    );
  else await recountSaleDays(tx, companyId, [...new Set([...left, ...daysOfInstants(rows.map((r) => r.date))])]);
  return stored;
}

export const syncSales = statisticsSync(
  (client, dateFrom) => client.statistics.sales.changedSince(dateFrom),
  storeSales,
);

registerDatasetSync('sales', syncSales);
