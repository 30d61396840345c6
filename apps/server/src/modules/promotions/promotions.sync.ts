import { and, eq } from 'drizzle-orm';
import type { PromotionGood, WbClient } from '@seller-helper/wb';
import type { Tx } from '../../db/client.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import { wbPromotionCards, wbPromotions } from './promotions.tables.ts';

// WB's promotions calendar: every promotion from two months back to three months ahead, then the cards
// offered to each regular promotion not yet ended. WB lists no cards of an ended promotion, so those
// stored while it ran stay: they are the cards that took part (docs/decisions.md, «Promotions»).

const DAY_MS = 86_400_000;
export const CALENDAR_BACK_DAYS = 60;
export const CALENDAR_AHEAD_DAYS = 90;

/** The promotions whose cards are read this round, and how many are done; kept so a paused run goes on. */
interface PromotionsCursor {
  ids: number[];
  next: number;
}

export function promotionCardRows(companyId: number, promotionId: number, goods: PromotionGood[], syncedAt: Date) {
  return goods.map((g) => ({
    companyId,
    promotionId,
    nmId: g.nmId,
    inAction: g.inAction,
    priceKopecks: g.priceKopecks,
    currency: g.currency,
    planPriceKopecks: g.planPriceKopecks,
    discount: g.discount,
    planDiscount: g.planDiscount,
    syncedAt,
  }));
}

/** Replaces the stored cards of one promotion with WB's list of them, in the caller's transaction. */
export async function replacePromotionCards(
  tx: Tx,
  companyId: number,
  promotionId: number,
  goods: PromotionGood[],
  syncedAt: Date,
): Promise<number> {
  await tx
    .delete(wbPromotionCards)
    .where(and(eq(wbPromotionCards.companyId, companyId), eq(wbPromotionCards.promotionId, promotionId)));
  const rows = promotionCardRows(companyId, promotionId, goods, syncedAt);
  const key = [wbPromotionCards.companyId, wbPromotionCards.promotionId, wbPromotionCards.nmId];
  const stored = await upsertRows(tx, wbPromotionCards, key, rows);
  await tx
    .update(wbPromotions)
    .set({ cardsSyncedAt: syncedAt })
    .where(and(eq(wbPromotions.companyId, companyId), eq(wbPromotions.promotionId, promotionId)));
  return stored;
}

/** The calendar, stored whole; answers the regular promotions not yet ended, whose cards are read next. */
async function storeCalendar(run: Parameters<DatasetSync<WbClient>>[0]): Promise<number[]> {
  const now = run.now();
  const listed = await run.client.calendar.promotions(
    new Date(now.getTime() - CALENDAR_BACK_DAYS * DAY_MS),
    new Date(now.getTime() + CALENDAR_AHEAD_DAYS * DAY_MS),
  );
  const details = new Map((await run.client.calendar.details(listed.map((p) => p.id))).map((d) => [d.id, d]));
  const syncedAt = new Date();
  const rows = listed.map((p) => {
    const d = details.get(p.id);
    return {
      companyId: run.companyId,
      promotionId: p.id,
      name: d?.name || p.name,
      description: d?.description ?? '',
      advantages: d?.advantages ?? [],
      type: p.type,
      startAt: p.startAt,
      endAt: p.endAt,
      inTotal: d?.inPromoActionTotal ?? 0,
      notInTotal: d?.notInPromoActionTotal ?? 0,
      syncedAt,
    };
  });
  const open = listed.filter((p) => p.type === 'regular' && p.endAt > now).map((p) => p.id);
  await run.commit(
    (tx) => upsertRows(tx, wbPromotions, [wbPromotions.companyId, wbPromotions.promotionId], rows),
    { ids: open, next: 0 } satisfies PromotionsCursor,
    open.length,
  );
  return open;
}

export const syncPromotions: DatasetSync<WbClient> = async (run) => {
  const saved = run.cursor as PromotionsCursor | null;
  const resume = saved?.ids && saved.next < saved.ids.length;
  const ids = resume ? saved.ids : await storeCalendar(run);
  for (let i = resume ? saved.next : 0; i < ids.length; i++) {
    if (run.outOfTime()) return 'paused';
    const promotionId = ids[i]!;
    const goods = [
      ...(await run.client.calendar.goods(promotionId, true)),
      ...(await run.client.calendar.goods(promotionId, false)),
    ];
    await run.commit(
      (tx) => replacePromotionCards(tx, run.companyId, promotionId, goods, new Date()),
      { ids, next: i + 1 } satisfies PromotionsCursor,
    );
  }
  // The next round lists the calendar afresh.
  await run.commit(async () => 0, null);
  return 'done';
};

registerDatasetSync('promotions', syncPromotions);
