import { and, eq } from 'drizzle-orm';
import { wbBoxTariffs, wbCards, wbCommissions, wbPalletTariffs, wbPrices } from '../../../db/schema/index.ts';
import type { DatasetSync } from '../sync-run.ts';
import type { WbCall } from '@seller-helper/wb';
import { exactDecimal, int, kopecks, listOf, mskInstant, text, upsertRows } from '../wb-values.ts';

type Json = Record<string, unknown>;

const CARDS_PAGE = 100;
const PRICES_PAGE = 1000;

/** Cards in WB's ascending cursor order: the saved cursor makes the next sync read only changed cards. */
export const syncCards: DatasetSync<WbCall> = async (run) => {
  let cursor = run.cursor as { updatedAt: string; nmID: number } | null;
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const answer = await run.client<{ cards?: unknown; cursor?: { updatedAt?: string; nmID?: number } }>({
      host: 'content-api',
      method: 'POST',
      path: '/content/v2/get/cards/list',
      group: 'content',
      body: {
        settings: {
          sort: { ascending: true },
          filter: { withPhoto: -1 },
          cursor: { limit: CARDS_PAGE, ...(cursor ?? {}) },
        },
      },
    });
    const cards = listOf<Json>(answer?.cards, 'cards');
    const last = answer?.cursor;
    const next = cards.length && last?.updatedAt ? { updatedAt: last.updatedAt, nmID: Number(last.nmID) } : cursor;
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbCards,
          [wbCards.companyId, wbCards.nmId],
          cards.map((c) => cardRow(run.companyId, c)),
        ),
      next,
    );
    if (cards.length < CARDS_PAGE) return 'done';
    cursor = next;
  }
};

function cardRow(companyId: number, card: Json): typeof wbCards.$inferInsert {
  const dimensions = (card.dimensions ?? {}) as Json;
  const photos = (card.photos ?? []) as Json[];
  const sizes = (card.sizes ?? []) as Json[];
  const tags = (card.tags ?? []) as Json[];
  return {
    companyId,
    nmId: Number(card.nmID),
    imtId: int(card.imtID),
    vendorCode: String(card.vendorCode ?? ''),
    subjectId: int(card.subjectID),
    subjectName: text(card.subjectName),
    brand: text(card.brand),
    title: text(card.title),
    photo: text(photos[0]?.c246x328 ?? photos[0]?.big),
    lengthCm: int(dimensions.length),
    widthCm: int(dimensions.width),
    heightCm: int(dimensions.height),
    weightKg: exactDecimal(dimensions.weightBrutto),
    dimensionsValid: typeof dimensions.isValid === 'boolean' ? dimensions.isValid : null,
    sizes: sizes.map((s) => ({
      chrtID: Number(s.chrtID),
      techSize: String(s.techSize ?? ''),
      wbSize: String(s.wbSize ?? ''),
      skus: ((s.skus ?? []) as unknown[]).map(String),
    })),
    tags: tags.map((t) => ({ id: Number(t.id), name: String(t.name ?? ''), color: String(t.color ?? '') })),
    wbCreatedAt: mskInstant(card.createdAt),
    wbUpdatedAt: mskInstant(card.updatedAt),
    syncedAt: new Date(),
  };
}

/** Prices have no change cursor: each sync reads every page; the offset resumes an interrupted pass. */
export const syncPrices: DatasetSync<WbCall> = async (run) => {
  let offset = Number((run.cursor as { offset?: number } | null)?.offset ?? 0);
  for (;;) {
    if (run.outOfTime()) return 'paused';
    const answer = await run.client<{ data?: { listGoods?: unknown } }>({
      host: 'discounts-prices-api',
      method: 'GET',
      path: '/api/v2/list/goods/filter',
      group: 'prices',
      query: { limit: PRICES_PAGE, offset },
    });
    const goods = listOf<Json>(answer?.data?.listGoods, 'listGoods');
    const finished = goods.length < PRICES_PAGE;
    offset += goods.length;
    await run.commit(
      (tx) =>
        upsertRows(
          tx,
          wbPrices,
          [wbPrices.companyId, wbPrices.nmId],
          goods.map((g) => priceRow(run.companyId, g)),
        ),
      finished ? null : { offset },
    );
    if (finished) return 'done';
  }
};

function priceRow(companyId: number, good: Json): typeof wbPrices.$inferInsert {
  return {
    companyId,
    nmId: Number(good.nmID),
    vendorCode: text(good.vendorCode),
    currency: text(good.currencyIsoCode4217),
    discount: int(good.discount),
    clubDiscount: int(good.clubDiscount),
    sizes: ((good.sizes ?? []) as Json[]).map((s) => ({
      sizeId: Number(s.sizeID),
      techSizeName: String(s.techSizeName ?? ''),
      priceKopecks: kopecks(s.price),
      discountedPriceKopecks: kopecks(s.discountedPrice),
      clubDiscountedPriceKopecks: kopecks(s.clubDiscountedPrice),
    })),
    syncedAt: new Date(),
  };
}

/** Today's box and pallet tariffs; a day's rows are replaced whole, so a warehouse WB dropped goes too. */
export const syncTariffs: DatasetSync<WbCall> = async (run) => {
  const date = moscowDate(run.now());
  const box = await run.client<{ response?: { data?: { warehouseList?: unknown } } }>({
    host: 'common-api',
    method: 'GET',
    path: '/api/v1/tariffs/box',
    group: 'tariffs',
    query: { date },
  });
  const pallet = await run.client<{ response?: { data?: { warehouseList?: unknown } } }>({
    host: 'common-api',
    method: 'GET',
    path: '/api/v1/tariffs/pallet',
    group: 'tariffs',
    query: { date },
  });
  const boxRows = listOf<Json>(box?.response?.data?.warehouseList, 'box warehouseList').map((w) => ({
    companyId: run.companyId,
    tariffDate: date,
    warehouseName: String(w.warehouseName),
    geoName: text(w.geoName),
    deliveryBase: exactDecimal(w.boxDeliveryBase),
    deliveryLiter: exactDecimal(w.boxDeliveryLiter),
    deliveryCoefExpr: exactDecimal(w.boxDeliveryCoefExpr),
    deliveryMarketplaceBase: exactDecimal(w.boxDeliveryMarketplaceBase),
    deliveryMarketplaceLiter: exactDecimal(w.boxDeliveryMarketplaceLiter),
    deliveryMarketplaceCoefExpr: exactDecimal(w.boxDeliveryMarketplaceCoefExpr),
    storageBase: exactDecimal(w.boxStorageBase),
    storageLiter: exactDecimal(w.boxStorageLiter),
    storageCoefExpr: exactDecimal(w.boxStorageCoefExpr),
    syncedAt: new Date(),
  }));
  const palletRows = listOf<Json>(pallet?.response?.data?.warehouseList, 'pallet warehouseList').map((w) => ({
    companyId: run.companyId,
    tariffDate: date,
    warehouseName: String(w.warehouseName),
    deliveryExpr: exactDecimal(w.palletDeliveryExpr),
    deliveryValueBase: exactDecimal(w.palletDeliveryValueBase),
    deliveryValueLiter: exactDecimal(w.palletDeliveryValueLiter),
    storageExpr: exactDecimal(w.palletStorageExpr),
    storageValueExpr: exactDecimal(w.palletStorageValueExpr),
    syncedAt: new Date(),
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

export const syncCommissions: DatasetSync<WbCall> = async (run) => {
  const answer = await run.client<{ report?: unknown }>({
    host: 'common-api',
    method: 'GET',
    path: '/api/v1/tariffs/commission',
    group: 'commission',
    query: { locale: 'ru' },
  });
  const rows = listOf<Json>(answer?.report, 'commission report').map((c) => ({
    companyId: run.companyId,
    subjectId: Number(c.subjectID),
    subjectName: String(c.subjectName ?? ''),
    parentId: int(c.parentID),
    parentName: text(c.parentName),
    fbsPercent: exactDecimal(c.kgvpMarketplace),
    fboPercent: exactDecimal(c.paidStorageKgvp),
    dbsPercent: exactDecimal(c.kgvpSupplier),
    syncedAt: new Date(),
  }));
  await run.commit(
    (tx) => upsertRows(tx, wbCommissions, [wbCommissions.companyId, wbCommissions.subjectId], rows),
    null,
  );
  return 'done';
};

/** The calendar day in Moscow, as WB's date parameters expect. */
export function moscowDate(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
