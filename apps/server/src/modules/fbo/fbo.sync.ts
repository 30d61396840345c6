import { and, eq } from 'drizzle-orm';
import type { FbwSupply, FbwSupplyDetails, FbwSupplyGood, FbwSupplyRef, WbClient } from '@seller-helper/wb';
import { wbFboSupplies, wbFboSupplyGoods } from './fbo.tables.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import { inLanes } from '../sync/keep-pace.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';

// WB's own words (FbwSupply, supplies API) stay at the boundary; here they are the seller's FBO supplies.

/** WB's FBW supply list is short: read it whole, then details and goods of supplies that changed. */
export const syncFbo: DatasetSync<WbClient> = async (run) => {
  const listed: FbwSupply[] = [];
  for await (const page of run.client.supplies.pages()) listed.push(...page.items);
  const stored = new Map(
    (
      await run.db
        .select({
          preorderId: wbFboSupplies.preorderId,
          statusId: wbFboSupplies.statusId,
          updatedDate: wbFboSupplies.updatedDate,
        })
        .from(wbFboSupplies)
        .where(eq(wbFboSupplies.companyId, run.companyId))
    ).map((s) => [s.preorderId, s]),
  );
  const changed = listed.filter((s) => {
    const known = stored.get(s.preorderId);
    return !known || known.statusId !== s.statusId || known.updatedDate?.getTime() !== s.updatedDate?.getTime();
  });
  await run.expect(changed.length);
  const storeSupply = async (supply: FbwSupply) => {
    const ref: FbwSupplyRef =
      supply.supplyId === null ? { preorderId: supply.preorderId } : { supplyId: supply.supplyId };
    const details = await run.client.supplies.details(ref);
    const goods: FbwSupplyGood[] = [];
    for await (const page of run.client.supplies.goods(ref)) goods.push(...page.items);
    const { preorderId } = supply;
    // The supply row goes in last, with its goods: a supply stored is a supply complete.
    await run.commit(async (tx) => {
      await tx
        .delete(wbFboSupplyGoods)
        .where(and(eq(wbFboSupplyGoods.companyId, run.companyId), eq(wbFboSupplyGoods.preorderId, preorderId)));
      await upsertRows(
        tx,
        wbFboSupplyGoods,
        [wbFboSupplyGoods.companyId, wbFboSupplyGoods.preorderId, wbFboSupplyGoods.barcode],
        goods.map((g) => fboGoodRow(run.companyId, preorderId, g)),
      );
      return upsertRows(
        tx,
        wbFboSupplies,
        [wbFboSupplies.companyId, wbFboSupplies.preorderId],
        [fboSupplyRow(run.companyId, supply, details)],
      );
    }, null);
  };
  // Two supplies at once: one lane's request waits at the limiter while the other stores its goods.
  const allStored = await inLanes(changed, 2, storeSupply, run.outOfTime);
  if (!allStored) return 'paused';
  return 'done';
};

function fboSupplyRow(companyId: number, s: FbwSupply, d: FbwSupplyDetails): typeof wbFboSupplies.$inferInsert {
  return {
    companyId,
    preorderId: s.preorderId,
    supplyId: s.supplyId,
    statusId: s.statusId,
    boxTypeId: s.boxTypeId,
    isBoxOnPallet: s.isBoxOnPallet,
    createDate: s.createDate,
    supplyDate: s.supplyDate,
    factDate: s.factDate,
    updatedDate: s.updatedDate,
    warehouseId: d.warehouseId,
    warehouseName: d.warehouseName,
    actualWarehouseName: d.actualWarehouseName || null,
    acceptanceCostKopecks: d.acceptanceCostKopecks,
    paidAcceptanceCoefficient: d.paidAcceptanceCoefficient,
    quantity: d.quantity,
    acceptedQuantity: d.acceptedQuantity,
    readyForSaleQuantity: d.readyForSaleQuantity,
    unloadingQuantity: d.unloadingQuantity,
    syncedAt: new Date(),
  };
}

function fboGoodRow(companyId: number, preorderId: number, g: FbwSupplyGood): typeof wbFboSupplyGoods.$inferInsert {
  return {
    companyId,
    preorderId,
    barcode: g.barcode,
    vendorCode: g.vendorCode,
    nmId: g.nmId,
    techSize: g.techSize,
    color: g.color,
    quantity: g.quantity,
    acceptedQuantity: g.acceptedQuantity,
    readyForSaleQuantity: g.readyForSaleQuantity,
    unloadingQuantity: g.unloadingQuantity,
    syncedAt: new Date(),
  };
}

registerDatasetSync('fbw', syncFbo);
