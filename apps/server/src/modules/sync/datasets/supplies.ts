import { and, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import { wbFbsOrders, wbFbsSupplies, wbFbwSupplies, wbFbwSupplyGoods } from '../../../db/schema/index.ts';
import type { DatasetSync } from '../sync-run.ts';
import type { WbCall } from '@seller-helper/wb';
import { exactDecimal, int, listOf, mskInstant, text, upsertRows } from '../wb-values.ts';

type Json = Record<string, unknown>;
const DAY_S = 86_400;

/** WB's `/api/v3/orders` covers the last 3 months, at most 30 days a call. */
const FBS_FIRST_DAYS = 90;
const FBS_WINDOW_DAYS = 30;
/** Later syncs read the last week again: orders get their supply after they are created. */
const FBS_REREAD_DAYS = 7;
const FBS_PAGE = 1000;
/** WB statuses after which an order no longer changes. */
const FINAL_WB_STATUSES = [
  'sold',
  'canceled',
  'canceled_by_client',
  'declined_by_client',
  'defect',
  'canceled_by_carrier',
];

interface FbsCursor {
  phase: 'supplies' | 'orders' | 'statuses';
  suppliesNext: number;
  /** Unix seconds: the start of the orders window being read, and `next` inside it. */
  ordersFrom: number;
  ordersNext: number;
}

/** FBS supplies (by WB's `next`), their orders (30-day windows) and the orders' statuses. */
export const syncFbs: DatasetSync<WbCall> = async (run) => {
  const nowS = Math.floor(run.now().getTime() / 1000);
  const saved = run.cursor as FbsCursor | null;
  let cursor: FbsCursor = saved ?? {
    phase: 'supplies',
    suppliesNext: 0,
    ordersFrom: nowS - FBS_FIRST_DAYS * DAY_S,
    ordersNext: 0,
  };

  while (cursor.phase === 'supplies') {
    if (run.outOfTime()) return 'paused';
    const answer = await run.client<{ next?: number; supplies?: unknown }>({
      host: 'marketplace-api',
      method: 'GET',
      path: '/api/v3/supplies',
      group: 'marketplace',
      query: { limit: FBS_PAGE, next: cursor.suppliesNext },
    });
    const supplies = listOf<Json>(answer?.supplies, 'supplies');
    const next: FbsCursor = supplies.length
      ? { ...cursor, suppliesNext: Number(answer?.next ?? cursor.suppliesNext) }
      : { ...cursor, phase: 'orders' };
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbFbsSupplies,
          [wbFbsSupplies.companyId, wbFbsSupplies.supplyId],
          supplies.map((s) => fbsSupplyRow(run.companyId, s)),
        ),
      { ...next },
    );
    cursor = next;
  }
  // Supplies still open change (closed, scanned) without new ids: read each again.
  if (!saved || saved.phase === 'supplies') {
    const open = await run.db
      .select({ supplyId: wbFbsSupplies.supplyId })
      .from(wbFbsSupplies)
      .where(and(eq(wbFbsSupplies.companyId, run.companyId), eq(wbFbsSupplies.done, false)));
    for (const { supplyId } of open) {
      const supply = await run.client<Json>({
        host: 'marketplace-api',
        method: 'GET',
        path: `/api/v3/supplies/${encodeURIComponent(supplyId)}`,
        group: 'marketplace',
      });
      if (supply)
        await run.commit(
          (tx) =>
            upsertRows(
              tx,
              wbFbsSupplies,
              [wbFbsSupplies.companyId, wbFbsSupplies.supplyId],
              [fbsSupplyRow(run.companyId, supply)],
            ),
          { ...cursor },
        );
    }
  }

  while (cursor.phase === 'orders') {
    if (run.outOfTime()) return 'paused';
    const windowEnd = Math.min(nowS, cursor.ordersFrom + FBS_WINDOW_DAYS * DAY_S);
    const answer = await run.client<{ next?: number; orders?: unknown }>({
      host: 'marketplace-api',
      method: 'GET',
      path: '/api/v3/orders',
      group: 'marketplace',
      query: { limit: FBS_PAGE, next: cursor.ordersNext, dateFrom: cursor.ordersFrom, dateTo: windowEnd },
    });
    const orders = listOf<Json>(answer?.orders, 'orders');
    let next: FbsCursor;
    if (orders.length === FBS_PAGE) next = { ...cursor, ordersNext: Number(answer?.next ?? 0) };
    else if (windowEnd < nowS) next = { ...cursor, ordersFrom: windowEnd, ordersNext: 0 };
    else next = { ...cursor, phase: 'statuses' };
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbFbsOrders,
          [wbFbsOrders.companyId, wbFbsOrders.orderId],
          orders.map((o) => fbsOrderRow(run.companyId, o)),
        ),
      { ...next },
    );
    cursor = next;
  }

  // Every order not yet in a final status is asked about once per sync, 1000 at a time.
  const checkedAt = run.now();
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const pending = await run.db
      .select({ orderId: wbFbsOrders.orderId })
      .from(wbFbsOrders)
      .where(
        and(
          eq(wbFbsOrders.companyId, run.companyId),
          or(isNull(wbFbsOrders.wbStatus), notInArray(wbFbsOrders.wbStatus, FINAL_WB_STATUSES)),
          or(isNull(wbFbsOrders.statusCheckedAt), lt(wbFbsOrders.statusCheckedAt, checkedAt)),
        ),
      )
      .orderBy(wbFbsOrders.orderId)
      .limit(FBS_PAGE);
    if (pending.length === 0) break;
    const answer = await run.client<{ orders?: unknown }>({
      host: 'marketplace-api',
      method: 'POST',
      path: '/api/v3/orders/status',
      group: 'marketplace',
      body: { orders: pending.map((o) => o.orderId) },
    });
    const statuses = listOf<Json>(answer?.orders, 'order statuses');
    await run.commit(
      async (tx) => {
        for (const s of statuses) {
          await tx
            .update(wbFbsOrders)
            .set({ supplierStatus: text(s.supplierStatus), wbStatus: text(s.wbStatus), statusCheckedAt: checkedAt })
            .where(and(eq(wbFbsOrders.companyId, run.companyId), eq(wbFbsOrders.orderId, Number(s.id))));
        }
        const answered = new Set(statuses.map((s) => Number(s.id)));
        const missing = pending.map((o) => o.orderId).filter((id) => !answered.has(id));
        if (missing.length) {
          await tx
            .update(wbFbsOrders)
            .set({ statusCheckedAt: checkedAt })
            .where(and(eq(wbFbsOrders.companyId, run.companyId), inArray(wbFbsOrders.orderId, missing)));
        }
        return 0;
      },
      { ...cursor },
    );
    if (pending.length < FBS_PAGE) break;
  }
  await run.commit(async () => 0, {
    phase: 'supplies',
    suppliesNext: cursor.suppliesNext,
    ordersFrom: nowS - FBS_REREAD_DAYS * DAY_S,
    ordersNext: 0,
  });
  return 'done';
};

function fbsSupplyRow(companyId: number, s: Json): typeof wbFbsSupplies.$inferInsert {
  return {
    companyId,
    supplyId: String(s.id),
    name: text(s.name),
    createdAt: mskInstant(s.createdAt),
    closedAt: mskInstant(s.closedAt),
    scanDt: mskInstant(s.scanDt),
    done: s.done === true,
    cargoType: int(s.cargoType),
    crossBorderType: int(s.crossBorderType),
    isB2b: typeof s.isB2b === 'boolean' ? s.isB2b : null,
    destinationOfficeId: int(s.destinationOfficeId),
    syncedAt: new Date(),
  };
}

function fbsOrderRow(companyId: number, o: Json): typeof wbFbsOrders.$inferInsert {
  return {
    companyId,
    orderId: Number(o.id),
    rid: text(o.rid),
    orderUid: text(o.orderUid),
    supplyId: text(o.supplyId) || null,
    nmId: int(o.nmId),
    chrtId: int(o.chrtId),
    article: text(o.article),
    skus: ((o.skus ?? []) as unknown[]).map(String),
    priceKopecks: int(o.price),
    currencyCode: int(o.currencyCode),
    convertedPriceKopecks: int(o.convertedPrice),
    convertedCurrencyCode: int(o.convertedCurrencyCode),
    cargoType: int(o.cargoType),
    warehouseId: int(o.warehouseId),
    officeId: int(o.officeId),
    createdAt: mskInstant(o.createdAt),
    syncedAt: new Date(),
  };
}

/** WB's FBW supply list is short: read it whole, then details and goods of supplies that changed. */
export const syncFbw: DatasetSync<WbCall> = async (run) => {
  const listed: Json[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = listOf<Json>(
      await run.client<unknown>({
        host: 'supplies-api',
        method: 'POST',
        path: '/api/v1/supplies',
        group: 'supplies',
        query: { limit: 1000, offset },
        body: {},
      }),
      'supplies',
    );
    listed.push(...page);
    if (page.length < 1000) break;
  }
  const stored = new Map(
    (
      await run.db
        .select({
          preorderId: wbFbwSupplies.preorderId,
          statusId: wbFbwSupplies.statusId,
          updatedDate: wbFbwSupplies.updatedDate,
        })
        .from(wbFbwSupplies)
        .where(eq(wbFbwSupplies.companyId, run.companyId))
    ).map((s) => [s.preorderId, s]),
  );
  const changed = listed.filter((s) => {
    const known = stored.get(Number(s.preorderID));
    return (
      !known ||
      known.statusId !== Number(s.statusID) ||
      known.updatedDate?.getTime() !== mskInstant(s.updatedDate)?.getTime()
    );
  });
  await run.expect(changed.length);
  for (const supply of changed) {
    if (run.outOfTime()) return 'paused';
    const byPreorder = supply.supplyID === null || supply.supplyID === undefined;
    const id = byPreorder ? supply.preorderID : supply.supplyID;
    const isPreorderID = byPreorder ? 'true' : 'false';
    const details = await run.client<Json>({
      host: 'supplies-api',
      method: 'GET',
      path: `/api/v1/supplies/${id}`,
      group: 'supplies',
      query: { isPreorderID },
    });
    const goods: Json[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = listOf<Json>(
        await run.client<unknown>({
          host: 'supplies-api',
          method: 'GET',
          path: `/api/v1/supplies/${id}/goods`,
          group: 'supplies',
          query: { limit: 1000, offset, isPreorderID },
        }),
        'goods',
      );
      goods.push(...page);
      if (page.length < 1000) break;
    }
    const preorderId = Number(supply.preorderID);
    // The supply row goes in last, with its goods: a supply stored is a supply complete.
    await run.commit(async (tx) => {
      await tx
        .delete(wbFbwSupplyGoods)
        .where(and(eq(wbFbwSupplyGoods.companyId, run.companyId), eq(wbFbwSupplyGoods.preorderId, preorderId)));
      await upsertRows(
        tx,
        wbFbwSupplyGoods,
        [wbFbwSupplyGoods.companyId, wbFbwSupplyGoods.preorderId, wbFbwSupplyGoods.barcode],
        goods.map((g) => fbwGoodRow(run.companyId, preorderId, g)),
      );
      return upsertRows(
        tx,
        wbFbwSupplies,
        [wbFbwSupplies.companyId, wbFbwSupplies.preorderId],
        [fbwSupplyRow(run.companyId, supply, details ?? {})],
      );
    }, null);
  }
  return 'done';
};

function fbwSupplyRow(companyId: number, s: Json, d: Json): typeof wbFbwSupplies.$inferInsert {
  return {
    companyId,
    preorderId: Number(s.preorderID),
    supplyId: int(s.supplyID),
    statusId: Number(s.statusID),
    boxTypeId: int(s.boxTypeID),
    isBoxOnPallet: typeof s.isBoxOnPallet === 'boolean' ? s.isBoxOnPallet : null,
    createDate: mskInstant(s.createDate),
    supplyDate: mskInstant(s.supplyDate),
    factDate: mskInstant(s.factDate),
    updatedDate: mskInstant(s.updatedDate),
    warehouseId: int(d.warehouseID),
    warehouseName: text(d.warehouseName),
    actualWarehouseName: text(d.actualWarehouseName) || null,
    acceptanceCost: exactDecimal(d.acceptanceCost),
    paidAcceptanceCoefficient: exactDecimal(d.paidAcceptanceCoefficient),
    quantity: int(d.quantity),
    acceptedQuantity: int(d.acceptedQuantity),
    readyForSaleQuantity: int(d.readyForSaleQuantity),
    unloadingQuantity: int(d.unloadingQuantity),
    syncedAt: new Date(),
  };
}

function fbwGoodRow(companyId: number, preorderId: number, g: Json): typeof wbFbwSupplyGoods.$inferInsert {
  return {
    companyId,
    preorderId,
    barcode: String(g.barcode),
    vendorCode: text(g.vendorCode),
    nmId: int(g.nmID),
    techSize: text(g.techSize),
    color: text(g.color),
    quantity: int(g.quantity) ?? 0,
    acceptedQuantity: int(g.acceptedQuantity),
    readyForSaleQuantity: int(g.readyForSaleQuantity),
    unloadingQuantity: int(g.unloadingQuantity),
    supplierBoxAmount: int(g.supplierBoxAmount),
    syncedAt: new Date(),
  };
}
