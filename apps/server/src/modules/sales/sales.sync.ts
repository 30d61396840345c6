import { wbSales } from './sales.tables.ts';
import { statisticsRow, statisticsSync } from '../orders/orders.sync.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import { upsertRows } from '../sync/upsert-rows.ts';

export const syncSales = statisticsSync(
  (client, dateFrom) => client.statistics.sales.changedSince(dateFrom),
  (tx, companyId, rows) =>
    upsertRows(
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
    ),
);

registerDatasetSync('sales', syncSales);
