import { and, eq, sql } from 'drizzle-orm';
import { STOCKS_REPORT_MAX_ROWS, type WbClient, type WbWarehouseStock } from '@seller-helper/wb';
import type { Tx } from '../../db/client.ts';
import { moscowDay } from '../../lib/moscow-time.ts';
import { companySizeIds } from '../cards/card-sizes-sql.ts';
import { registerAfterStored, registerDatasetSync } from '../sync/dataset-registry.ts';
import { recountStockFigures } from './stock-figures.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import { wbSellerStocks, wbStockHistory, wbStocks } from './stocks.tables.ts';

/**
 * WB's stock report is a snapshot: read it whole (250 000 rows a page, 3 pages a minute), then put it
 * in place of the stored one in one transaction, with the day's changes in the history.
 */
export const syncStocks: DatasetSync<WbClient> = async (run) => {
  const rows: WbWarehouseStock[] = [];
  for (let offset = 0; ;) {
    const page = await run.client.analytics.stocksPage(offset, STOCKS_REPORT_MAX_ROWS);
    rows.push(...page.items);
    if (page.done) break;
    offset = page.next;
  }
  const syncedAt = run.now();
  await run.commit((tx) => replaceStocks(tx, run.companyId, rows, syncedAt), null, rows.length);
  return 'done';
};

/** The company's snapshot replaced whole, and a history row for each size and warehouse whose figures changed today. */
export async function replaceStocks(tx: Tx, companyId: number, rows: readonly WbWarehouseStock[], syncedAt: Date) {
  await tx.delete(wbStocks).where(eq(wbStocks.companyId, companyId));
  const stored = await upsertRows(
    tx,
    wbStocks,
    [wbStocks.companyId, wbStocks.nmId, wbStocks.chrtId, wbStocks.warehouseId],
    rows.map((r) => ({ companyId, ...r, syncedAt })),
  );
  const day = moscowDay(syncedAt);
  // Today's rows are worked out again from the whole snapshot: a second sync of the day that brings back
  // yesterday's figures leaves no row saying otherwise.
  await tx.delete(wbStockHistory).where(and(eq(wbStockHistory.companyId, companyId), eq(wbStockHistory.day, day)));
  // Latest history row of each key the snapshot or the history knows; a changed (or vanished) one gets today's row.
  await tx.execute(sql`
    with latest as (
      select distinct on (nm_id, chrt_id, warehouse_id) nm_id, chrt_id, warehouse_id, quantity, in_way_to_client, in_way_from_client
      from ${wbStockHistory} where company_id = ${companyId} and day < ${day}::date
      order by nm_id, chrt_id, warehouse_id, day desc
    ), now_rows as (
      select nm_id, chrt_id, warehouse_id, quantity, in_way_to_client, in_way_from_client
      from ${wbStocks} where company_id = ${companyId}
    ), changed as (
      select coalesce(n.nm_id, l.nm_id) as nm_id, coalesce(n.chrt_id, l.chrt_id) as chrt_id,
        coalesce(n.warehouse_id, l.warehouse_id) as warehouse_id, coalesce(n.quantity, 0) as quantity,
        coalesce(n.in_way_to_client, 0) as in_way_to_client, coalesce(n.in_way_from_client, 0) as in_way_from_client,
        l.nm_id is not null as had_row
      from now_rows n full join latest l using (nm_id, chrt_id, warehouse_id)
    )
    insert into ${wbStockHistory} (company_id, nm_id, chrt_id, warehouse_id, day, quantity, in_way_to_client, in_way_from_client)
    select ${companyId}, nm_id, chrt_id, warehouse_id, ${day}::date, quantity, in_way_to_client, in_way_from_client
    from changed c
    where not exists (
      select 1 from latest l where l.nm_id = c.nm_id and l.chrt_id = c.chrt_id and l.warehouse_id = c.warehouse_id
        and l.quantity = c.quantity and l.in_way_to_client = c.in_way_to_client and l.in_way_from_client = c.in_way_from_client)
      and (c.had_row or c.quantity + c.in_way_to_client + c.in_way_from_client > 0)`);
  return stored;
}

/** The seller's own warehouses: each asked for the stock of every size of the company's cards. */
export const syncSellerStocks: DatasetSync<WbClient> = async (run) => {
  const warehouses = await run.client.sellerStocks.warehouses();
  const sizes = await companySizeIds(run.db, run.companyId);
  const rows: (typeof wbSellerStocks.$inferInsert)[] = [];
  const syncedAt = run.now();
  for (const warehouse of warehouses) {
    const stocks = sizes.length ? await run.client.sellerStocks.stocks(warehouse.id, sizes) : [];
    for (const s of stocks) {
      rows.push({
        companyId: run.companyId,
        warehouseId: warehouse.id,
        warehouseName: warehouse.name,
        chrtId: s.chrtId,
        amount: s.amount,
        syncedAt,
      });
    }
  }
  await run.commit(
    async (tx) => {
      await tx.delete(wbSellerStocks).where(eq(wbSellerStocks.companyId, run.companyId));
      return upsertRows(
        tx,
        wbSellerStocks,
        [wbSellerStocks.companyId, wbSellerStocks.warehouseId, wbSellerStocks.chrtId],
        rows,
      );
    },
    null,
    rows.length,
  );
  return 'done';
};

registerDatasetSync('stocks', syncStocks);
registerDatasetSync('sellerStocks', syncSellerStocks);
// The kept stock list is counted from stock, own stock, orders (the pace) and cards (the sizes and their names).
registerAfterStored(['stocks', 'sellerStocks', 'orders', 'cards'], recountStockFigures);
