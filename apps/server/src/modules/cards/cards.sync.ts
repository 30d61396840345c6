import { wbCards, wbPrices } from './cards.tables.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import { type Card, type CardsCursor, type GoodsPrice, type WbClient } from '@seller-helper/wb';

const CARDS_PAGE = 100;
const PRICES_PAGE = 1000;

/** Cards in WB's ascending cursor order: the saved cursor makes the next sync read only changed cards. */
export const syncCards: DatasetSync<WbClient> = async (run) => {
  let cursor = run.cursor as CardsCursor;
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const page = await run.client.cards.page(cursor, CARDS_PAGE);
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbCards,
          [wbCards.companyId, wbCards.nmId],
          page.items.map((card) => cardRow(run.companyId, card)),
        ),
      page.next,
    );
    if (page.done) return 'done';
    cursor = page.next;
  }
};

function cardRow(companyId: number, card: Card): typeof wbCards.$inferInsert {
  const photo = card.photos[0];
  return {
    companyId,
    nmId: card.nmId,
    imtId: card.imtId,
    vendorCode: card.vendorCode,
    subjectId: card.subjectId,
    subjectName: card.subjectName,
    brand: card.brand,
    title: card.title,
    photo: photo ? (photo.preview ?? photo.big) : null,
    lengthCm: card.dimensions?.lengthCm ?? null,
    widthCm: card.dimensions?.widthCm ?? null,
    heightCm: card.dimensions?.heightCm ?? null,
    weightKg: card.dimensions?.weightKg ?? null,
    dimensionsValid: card.dimensions?.isValid ?? null,
    sizes: card.sizes.map((s) => ({ chrtID: s.chrtId, techSize: s.techSize, wbSize: s.wbSize ?? '', skus: s.skus })),
    tags: card.tags,
    wbCreatedAt: card.createdAt,
    wbUpdatedAt: card.updatedAt,
    syncedAt: new Date(),
  };
}

/** Prices have no change cursor: each sync reads every page; the offset resumes an interrupted pass. */
export const syncPrices: DatasetSync<WbClient> = async (run) => {
  let offset = Number((run.cursor as { offset?: number } | null)?.offset ?? 0);
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const page = await run.client.prices.page(offset, PRICES_PAGE);
    offset = page.next;
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbPrices,
          [wbPrices.companyId, wbPrices.nmId],
          page.items.map((good) => priceRow(run.companyId, good)),
        ),
      page.done ? null : { offset },
    );
    if (page.done) return 'done';
  }
};

function priceRow(companyId: number, good: GoodsPrice): typeof wbPrices.$inferInsert {
  return {
    companyId,
    nmId: good.nmId,
    vendorCode: good.vendorCode,
    currency: good.currency,
    discount: good.discountPercent,
    clubDiscount: good.clubDiscountPercent,
    sizes: good.sizes.map((s) => ({
      sizeId: s.sizeId,
      techSizeName: s.techSizeName,
      priceKopecks: s.priceKopecks,
      discountedPriceKopecks: s.discountedPriceKopecks,
      clubDiscountedPriceKopecks: s.clubDiscountedPriceKopecks,
    })),
    syncedAt: new Date(),
  };
}

registerDatasetSync('cards', syncCards);
registerDatasetSync('prices', syncPrices);
