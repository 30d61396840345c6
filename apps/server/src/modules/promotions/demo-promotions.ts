// The demo seller's ended promotions with the cards that took part. WB lists no cards of an ended
// promotion, so a seller has them only from syncs made while it ran (promotions.sync.ts); a demo
// started today never made those, and its plan/fact screen would have nothing to compare. The cards
// are stored as such a sync would have stored them; the orders, sales and reports of those days come
// from WB's statistics as for any seller (docs/decisions.md, «The demo's ended promotions»).
import { generateSellerData, type SellerData } from '@seller-helper/wb-emulator';
import type { Database } from '../../db/client.ts';
import { wbPromotionCards, wbPromotions } from './promotions.tables.ts';

export async function seedDemoPromotions(db: Database, companyId: number, seed: number): Promise<void> {
  await storeEndedPromotions(db, companyId, generateSellerData({ seed }).promotions);
}

/** The calendar's ended regular promotions and their cards, as syncs made while they ran stored them. */
export async function storeEndedPromotions(
  db: Database,
  companyId: number,
  calendar: SellerData['promotions'],
): Promise<void> {
  const ended = calendar.promotions.filter((p) => p.type === 'regular' && calendar.ended(p));
  if (ended.length === 0) return;
  const syncedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(wbPromotions)
      .values(
        ended.map((p) => ({
          companyId,
          promotionId: p.id,
          name: p.name,
          description: p.description,
          advantages: p.advantages,
          type: p.type,
          startAt: new Date(p.startMs),
          endAt: new Date(p.endMs),
          inTotal: p.goods.filter((g) => g.inAction).length,
          notInTotal: p.goods.filter((g) => !g.inAction).length,
          // The last read of its cards, on its last day.
          cardsSyncedAt: new Date(p.endMs),
          syncedAt,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(wbPromotionCards)
      .values(
        ended.flatMap((p) =>
          p.goods.map((g) => ({
            companyId,
            promotionId: p.id,
            nmId: g.card.nmID,
            inAction: g.inAction,
            priceKopecks: g.card.price * 100,
            currency: 'RUB',
            // WB's promotion price in kopecks: the price less the discount WB sets, to the kopeck.
            planPriceKopecks: g.card.price * (100 - g.planDiscount),
            discount: g.card.discount,
            planDiscount: g.planDiscount,
            syncedAt: new Date(p.endMs),
          })),
        ),
      )
      .onConflictDoNothing();
  });
}
