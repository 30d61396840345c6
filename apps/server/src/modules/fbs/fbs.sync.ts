import { and, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { notInLedger } from '../supplies/ledger-sql.ts';
import { enterUnitsAtCardCost } from '../supplies/supplies.service.ts';
import { wbFbsOrders, wbFbsSupplies } from './fbs.tables.ts';
import { shipped } from './fbs.repo.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import type { DatasetSync, SyncRun } from '../sync/sync-run.ts';
import type { Tx } from '../../db/client.ts';
import { moscowMonth } from '../../lib/moscow-time.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import {
  toMskDate,
  toUnixSeconds,
  WbRequestRejectedError,
  type FbsArchivedOrder,
  type FbsOrder,
  type FbsOrderStatus,
  type FbsSupply,
  type WbClient,
} from '@seller-helper/wb';

const DAY_S = 86_400;

/**
 * WB's `/api/v3/orders` covers orders created in the last 3 months, at their shortest 89 days;
 * older ones are in the monthly archive.
 */
const FBS_RECENT_DAYS = 89;
/** The recent window starts this much after WB's 3-month edge, so a clock a little behind WB's is never refused. */
const FBS_EDGE_MARGIN_S = 3600;

/** Unix seconds 3 calendar months before `seconds`, WB's edge of the recent orders, plus the margin. */
function recentOrdersFrom(seconds: number): number {
  const moment = new Date(seconds * 1000);
  moment.setUTCMonth(moment.getUTCMonth() - 3);
  return Math.floor(moment.getTime() / 1000) + FBS_EDGE_MARGIN_S;
}

/**
 * The first sync reads the archive up to 84 days back as well: WB moves an order to the archive
 * only once its supply is finished, so the border is not a sharp date. The upserts make the
 * overlap harmless; a gap would lose orders.
 */
const FBS_OVERLAP_DAYS = 5;
/** The first sync reads the archive a year back, like the realization reports. */
const FBS_ARCHIVE_DAYS = 365;
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
  phase: 'supplies' | 'archive' | 'orders' | 'statuses';
  suppliesNext: number;
  /** The archive month being read ("YYYY-MM", Moscow) and WB's `next` within it; first sync only. */
  archiveMonth?: string;
  archiveNext?: number;
  /** Unix seconds: the start of the orders window being read, and `next` inside it. */
  ordersFrom: number;
  ordersNext: number;
}

/** "YYYY-MM" in Moscow of an instant in Unix seconds. */
const mskMonth = (seconds: number) => moscowMonth(new Date(seconds * 1000));

function followingMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** What each step works with: the run, the cursor it started from and the one moved on as pages are stored. */
interface FbsSync {
  run: SyncRun<WbClient>;
  /** The cursor the run started from; null on the first sync. */
  saved: FbsCursor | null;
  cursor: FbsCursor;
  nowS: number;
}

/** A step reads and stores its pages and answers 'paused' when the run's time is up midway. */
type Step = (sync: FbsSync) => Promise<'done' | 'paused'>;

/**
 * FBS supplies (by WB's `next`) and the open ones again, on the first sync the archived orders of the past
 * year (month by month), the orders of the last 3 months (30-day windows), the statuses of every order not
 * yet final, the stickers of supplied orders, and their units entered in the ledger: one step each.
 */
const STEPS: Step[] = [
  storeSupplyPages,
  rereadOpenSupplies,
  storeArchivePages,
  storeOrderPages,
  refreshStatuses,
  fetchStickers,
  enterSupplyUnits,
];

export const syncFbs: DatasetSync<WbClient> = async (run) => {
  const nowS = toUnixSeconds(run.now());
  const saved = run.cursor as FbsCursor | null;
  const sync: FbsSync = {
    run,
    saved,
    nowS,
    cursor: saved ?? {
      phase: 'supplies',
      suppliesNext: 0,
      archiveMonth: mskMonth(nowS - FBS_ARCHIVE_DAYS * DAY_S),
      archiveNext: 0,
      ordersFrom: recentOrdersFrom(nowS),
      ordersNext: 0,
    },
  };
  for (const step of STEPS) if ((await step(sync)) === 'paused') return 'paused';
  await run.commit(async () => 0, {
    phase: 'supplies',
    suppliesNext: sync.cursor.suppliesNext,
    ordersFrom: nowS - FBS_REREAD_DAYS * DAY_S,
    ordersNext: 0,
  });
  return 'done';
};

/** The supplies page by page from WB's `next`; then the archive on a first sync, else the orders. */
async function storeSupplyPages(sync: FbsSync): Promise<'done' | 'paused'> {
  const { run } = sync;
  while (sync.cursor.phase === 'supplies') {
    if (run.outOfTime()) return 'paused';
    const cursor = sync.cursor;
    const page = await run.client.marketplace.suppliesPage(cursor.suppliesNext, FBS_PAGE);
    const next: FbsCursor = page.done
      ? { ...cursor, phase: cursor.archiveMonth ? 'archive' : 'orders' }
      : { ...cursor, suppliesNext: page.next };
    await run.commit((tx) => storeSupplies(tx, run.companyId, page.items), { ...next });
    sync.cursor = next;
  }
  return 'done';
}

/**
 * Supplies still open change (closed, scanned) without new ids: each is read again, once per sync, right
 * after the supplies' pages (a run resumed at a later phase has done it).
 */
async function rereadOpenSupplies({ run, saved, cursor }: FbsSync): Promise<'done' | 'paused'> {
  if (saved && saved.phase !== 'supplies') return 'done';
  const open = await run.db
    .select({ supplyId: wbFbsSupplies.supplyId })
    .from(wbFbsSupplies)
    .where(and(eq(wbFbsSupplies.companyId, run.companyId), eq(wbFbsSupplies.done, false)));
  for (const { supplyId } of open) {
    const supply = await run.client.marketplace.supply(supplyId).catch(notFoundAsNull);
    if (!supply) continue;
    // A supply's own list of orders: orders read before they were added to it learn their supply here.
    const orderIds = await run.client.marketplace.supplyOrderIds(supplyId);
    await run.commit(
      async (tx) => {
        await storeSupplies(tx, run.companyId, [supply]);
        if (orderIds.length)
          await tx
            .update(wbFbsOrders)
            .set({ supplyId })
            .where(and(eq(wbFbsOrders.companyId, run.companyId), inArray(wbFbsOrders.orderId, orderIds)));
        return 0;
      },
      { ...cursor },
    );
  }
  return 'done';
}

/** The archived orders month by month up to the recent window's edge (first sync only). */
async function storeArchivePages(sync: FbsSync): Promise<'done' | 'paused'> {
  const { run } = sync;
  const lastArchiveMonth = mskMonth(sync.nowS - (FBS_RECENT_DAYS - FBS_OVERLAP_DAYS) * DAY_S);
  while (sync.cursor.phase === 'archive') {
    if (run.outOfTime()) return 'paused';
    const cursor = sync.cursor;
    const month = cursor.archiveMonth!;
    const [year, m] = month.split('-').map(Number) as [number, number];
    const page = await run.client.marketplace.archivePage({ year, month: m }, cursor.archiveNext ?? 0, FBS_PAGE);
    let next: FbsCursor;
    if (!page.done) next = { ...cursor, archiveNext: page.next };
    else if (month < lastArchiveMonth) next = { ...cursor, archiveMonth: followingMonth(month), archiveNext: 0 };
    else next = { ...cursor, phase: 'orders', archiveMonth: undefined, archiveNext: undefined };
    const checkedAt = run.now();
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbFbsOrders,
          [wbFbsOrders.companyId, wbFbsOrders.orderId],
          page.items.map((o) => archivedOrderRow(run.companyId, o, checkedAt)),
        ),
      { ...next },
    );
    sync.cursor = next;
  }
  return 'done';
}

/** The orders of the recent window, page by page. */
async function storeOrderPages(sync: FbsSync): Promise<'done' | 'paused'> {
  const { run } = sync;
  while (sync.cursor.phase === 'orders') {
    if (run.outOfTime()) return 'paused';
    const cursor = sync.cursor;
    const page = await run.client.marketplace.ordersPage(
      { windowFrom: cursor.ordersFrom, until: sync.nowS, next: cursor.ordersNext },
      FBS_PAGE,
    );
    const next: FbsCursor = page.done
      ? { ...cursor, phase: 'statuses' }
      : { ...cursor, ordersFrom: page.next.windowFrom, ordersNext: page.next.next };
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbFbsOrders,
          [wbFbsOrders.companyId, wbFbsOrders.orderId],
          page.items.map((o) => fbsOrderRow(run.companyId, o)),
        ),
      { ...next },
    );
    sync.cursor = next;
  }
  return 'done';
}

/**
 * The company's orders that meet `conditions` and that a step still has to ask WB about, a page of FBS_PAGE
 * at a time in order id order: `store` asks WB and stores the answer before the page past it is read.
 */
async function eachPendingPage(
  run: SyncRun<WbClient>,
  conditions: SQL[],
  store: (orderIds: number[]) => Promise<void>,
): Promise<'done' | 'paused'> {
  let after = 0;
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const pending = await run.db
      .select({ orderId: wbFbsOrders.orderId })
      .from(wbFbsOrders)
      .where(and(eq(wbFbsOrders.companyId, run.companyId), gt(wbFbsOrders.orderId, after), ...conditions))
      .orderBy(wbFbsOrders.orderId)
      .limit(FBS_PAGE);
    if (pending.length === 0) return 'done';
    after = pending[pending.length - 1]!.orderId;
    await store(pending.map((o) => o.orderId));
    if (pending.length < FBS_PAGE) return 'done';
  }
}

/** Every order not yet in a final status is asked about once per sync, 1000 at a time. */
function refreshStatuses({ run, cursor }: FbsSync): Promise<'done' | 'paused'> {
  const checkedAt = run.now();
  const notFinal = [
    or(isNull(wbFbsOrders.wbStatus), notInArray(wbFbsOrders.wbStatus, FINAL_WB_STATUSES))!,
    or(isNull(wbFbsOrders.statusCheckedAt), lt(wbFbsOrders.statusCheckedAt, checkedAt))!,
  ];
  return eachPendingPage(run, notFinal, async (orderIds) => {
    const statuses = await run.client.marketplace.orderStatuses(orderIds);
    await run.commit(
      async (tx) => {
        await storeStatuses(tx, run.companyId, statuses, checkedAt);
        const answered = new Set(statuses.map((s) => s.id));
        const missing = orderIds.filter((id) => !answered.has(id));
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
  });
}

/** Orders WB gives a sticker to (in a supply, being assembled or handed over) and that have none stored yet. */
function fetchStickers({ run, cursor }: FbsSync): Promise<'done' | 'paused'> {
  const withoutSticker = [
    isNotNull(wbFbsOrders.supplyId),
    isNull(wbFbsOrders.stickerId),
    inArray(wbFbsOrders.supplierStatus, ['confirm', 'complete']),
  ];
  return eachPendingPage(run, withoutSticker, async (orderIds) => {
    const stickers = await run.client.marketplace.stickers(orderIds);
    await run.commit(
      async (tx) => {
        if (stickers.length === 0) return 0;
        const answered = JSON.stringify(stickers.map((s) => ({ id: s.orderId, sticker: `${s.partA}${s.partB}` })));
        await tx.execute(sql`
        update ${wbFbsOrders} set sticker_id = answer.sticker
        from jsonb_to_recordset(${answered}::jsonb) as answer(id bigint, sticker text)
        where ${wbFbsOrders.companyId} = ${run.companyId} and ${wbFbsOrders.orderId} = answer.id`);
        return stickers.length;
      },
      { ...cursor },
    );
  });
}

/**
 * Units a transaction enters into the ledger. A first sync brings thousands of supplied units: entered in one
 * transaction they held the embedded database, and every screen's statements waiting on it, for 3 s
 * (`npm run bench`, event-loop-lag).
 */
export const LEDGER_BATCH = 500;

/**
 * The supplied units not in the ledger yet enter it (supplyUnitsIntoLedger), a batch per transaction in the
 * order of their orders, each with the cursor: a run that stops halfway finds the rest still outside the ledger.
 */
async function enterSupplyUnits({ run, cursor }: FbsSync): Promise<'done' | 'paused'> {
  let after = 0;
  for (;;) {
    let batch = { selected: 0, entered: 0, lastOrderId: after };
    await run.commit(
      async (tx) => {
        batch = await supplyUnitsIntoLedger(tx, run.companyId, after, LEDGER_BATCH);
        return batch.entered;
      },
      { ...cursor },
    );
    if (batch.selected < LEDGER_BATCH) return 'done';
    after = batch.lastOrderId;
  }
}

/**
 * Every unit of a synced supply enters the ledger at the card's cost price on the supply's day;
 * units already there (a file set their cost) keep what they have. Orders the seller cancelled
 * never left the warehouse. At most `limit` units of orders after `after`, in their order: a unit
 * without a card cost stays out, and the next batch starts after it.
 */
async function supplyUnitsIntoLedger(
  tx: Tx,
  companyId: number,
  after: number,
  limit: number,
): Promise<{ selected: number; entered: number; lastOrderId: number }> {
  const units = await tx
    .select({
      orderId: wbFbsOrders.orderId,
      shkId: wbFbsOrders.stickerId,
      nmId: wbFbsOrders.nmId,
      article: wbFbsOrders.article,
      supplyId: wbFbsSupplies.supplyId,
      createdAt: wbFbsSupplies.createdAt,
    })
    .from(wbFbsOrders)
    .innerJoin(
      wbFbsSupplies,
      and(eq(wbFbsSupplies.companyId, wbFbsOrders.companyId), eq(wbFbsSupplies.supplyId, wbFbsOrders.supplyId)),
    )
    .where(
      and(
        eq(wbFbsOrders.companyId, companyId),
        isNotNull(wbFbsOrders.stickerId),
        isNotNull(wbFbsOrders.nmId),
        shipped(),
        notInLedger(wbFbsOrders.companyId, wbFbsOrders.stickerId),
        gt(wbFbsOrders.orderId, after),
      ),
    )
    .orderBy(wbFbsOrders.orderId)
    .limit(limit);
  const entered = await enterUnitsAtCardCost(
    tx,
    companyId,
    units.map((unit) => ({
      shkId: unit.shkId!,
      nmId: unit.nmId!,
      article: unit.article,
      supplyId: unit.supplyId,
      type: 'FBS' as const,
      supplyDate: toMskDate(unit.createdAt ?? new Date()),
      orderId: unit.orderId,
    })),
  );
  return { selected: units.length, entered, lastOrderId: units.at(-1)?.orderId ?? after };
}

/**
 * One statement for a whole answer of statuses: a thousand separate updates held the embedded
 * database, and with it the server's requests, for most of a second.
 */
async function storeStatuses(tx: Tx, companyId: number, statuses: FbsOrderStatus[], checkedAt: Date): Promise<void> {
  if (statuses.length === 0) return;
  const answered = JSON.stringify(statuses.map((s) => ({ id: s.id, supplier: s.supplierStatus, wb: s.wbStatus })));
  await tx.execute(sql`
    update ${wbFbsOrders}
    set supplier_status = answer.supplier, wb_status = answer.wb, status_checked_at = ${checkedAt.toISOString()}
    from jsonb_to_recordset(${answered}::jsonb) as answer(id bigint, supplier text, wb text)
    where ${wbFbsOrders.companyId} = ${companyId} and ${wbFbsOrders.orderId} = answer.id`);
}

/** A supply WB no longer has (404) is left as it was stored. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof WbRequestRejectedError && error.status === 404) return null;
  throw error;
}

function storeSupplies(tx: Tx, companyId: number, supplies: FbsSupply[]) {
  return upsertRows(
    tx,
    wbFbsSupplies,
    [wbFbsSupplies.companyId, wbFbsSupplies.supplyId],
    supplies.map((s) => ({
      companyId,
      supplyId: s.id,
      name: s.name,
      createdAt: s.createdAt,
      closedAt: s.closedAt,
      scanDt: s.scanDt,
      done: s.done,
      cargoType: s.cargoType,
      isB2b: s.isB2b,
      syncedAt: new Date(),
    })),
  );
}

function fbsOrderRow(companyId: number, o: FbsOrder): typeof wbFbsOrders.$inferInsert {
  return {
    companyId,
    orderId: o.id,
    rid: o.rid,
    orderUid: o.orderUid,
    supplyId: o.supplyId,
    nmId: o.nmId,
    chrtId: o.chrtId,
    article: o.article,
    skus: o.skus,
    priceKopecks: o.priceKopecks,
    currencyCode: o.currencyCode,
    convertedPriceKopecks: o.convertedPriceKopecks,
    convertedCurrencyCode: o.convertedCurrencyCode,
    warehouseId: o.warehouseId,
    createdAt: o.createdAt,
    syncedAt: new Date(),
  };
}

/** Archived orders come with their statuses. */
function archivedOrderRow(companyId: number, o: FbsArchivedOrder, checkedAt: Date): typeof wbFbsOrders.$inferInsert {
  return {
    ...fbsOrderRow(companyId, o),
    supplierStatus: o.supplierStatus,
    wbStatus: o.wbStatus,
    stickerId: o.stickerId,
    statusCheckedAt: o.wbStatus ? checkedAt : null,
  };
}

registerDatasetSync('fbs', syncFbs);
