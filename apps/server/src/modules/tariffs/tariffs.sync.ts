import { and, eq } from 'drizzle-orm';
import { toMskDate, type WbClient } from '@seller-helper/wb';
import { wbBoxTariffs, wbCommissions, wbPalletTariffs } from './tariffs.tables.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';

/** Today's box and pallet tariffs; a day's rows are replaced whole, so a warehouse WB dropped goes too. */
export const syncTariffs: DatasetSync<WbClient> = async (run) => {
  const date = toMskDate(run.now());
  const box = await run.client.tariffs.box(date);
  const pallet = await run.client.tariffs.pallet(date);
  const syncedAt = new Date();
  const boxRows = box.warehouses.map((w) => ({
    companyId: run.companyId,
    tariffDate: date,
    warehouseName: w.warehouseName,
    geoName: w.geoName,
    currency: box.currency,
    deliveryBase: w.deliveryBase,
    deliveryLiter: w.deliveryLiter,
    deliveryCoefExpr: w.deliveryCoefPercent,
    deliveryMarketplaceBase: w.deliveryMarketplaceBase,
    deliveryMarketplaceLiter: w.deliveryMarketplaceLiter,
    deliveryMarketplaceCoefExpr: w.deliveryMarketplaceCoefPercent,
    storageBase: w.storageBase,
    storageLiter: w.storageLiter,
    storageCoefExpr: w.storageCoefPercent,
    syncedAt,
  }));
  const palletRows = pallet.warehouses.map((w) => ({
    companyId: run.companyId,
    tariffDate: date,
    warehouseName: w.warehouseName,
    deliveryExpr: w.deliveryCoefPercent,
    deliveryValueBase: w.deliveryValueBase,
    deliveryValueLiter: w.deliveryValueLiter,
    storageExpr: w.storageCoefPercent,
    storageValueExpr: w.storageValue,
    syncedAt,
  }));
  await run.commit(
    async (tx) => {
      await tx
        .delete(wbBoxTariffs)
        .where(and(eq(wbBoxTariffs.companyId, run.companyId), eq(wbBoxTariffs.tariffDate, date)));
      await tx
        .delete(wbPalletTariffs)
        .where(and(eq(wbPalletTariffs.companyId, run.companyId), eq(wbPalletTariffs.tariffDate, date)));
      const keyBox = [wbBoxTariffs.companyId, wbBoxTariffs.tariffDate, wbBoxTariffs.warehouseName];
      const keyPallet = [wbPalletTariffs.companyId, wbPalletTariffs.tariffDate, wbPalletTariffs.warehouseName];
      return (
        (await upsertRows(tx, wbBoxTariffs, keyBox, boxRows)) +
        (await upsertRows(tx, wbPalletTariffs, keyPallet, palletRows))
      );
    },
    { date },
  );
  return 'done';
};

export const syncCommissions: DatasetSync<WbClient> = async (run) => {
  const syncedAt = new Date();
  const rows = (await run.client.tariffs.commissions('ru')).map((c) => ({
    companyId: run.companyId,
    subjectId: c.subjectId,
    subjectName: c.subjectName,
    parentId: c.parentId,
    parentName: c.parentName,
    fbsPercent: c.fbsPercent,
    fboPercent: c.fbwPercent,
    dbsPercent: c.dbsPercent,
    syncedAt,
  }));
  await run.commit(
    (tx) => upsertRows(tx, wbCommissions, [wbCommissions.companyId, wbCommissions.subjectId], rows),
    null,
  );
  return 'done';
};

registerDatasetSync('tariffs', syncTariffs);
registerDatasetSync('commissions', syncCommissions);
