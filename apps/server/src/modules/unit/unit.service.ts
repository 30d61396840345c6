import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { companyCards, type CardShape } from '../cards/cards.service.ts';
import { companyTariffs, warehouseRates } from '../tariffs/tariffs.service.ts';
import { companyTax } from './tax-settings.service.ts';
import {
  priceForTargetMargin,
  unitEconomics,
  type SchemeEconomics,
  type TaxSettings,
  type UnitInput,
} from './unit-economics.ts';
import type { WarehouseRates } from '../tariffs/warehouse-rates.ts';

/** What-if: other prices or discounts for some cards, days on the shelf, a margin to reach. */
export interface UnitOverrides {
  prices?: { nmID: number; price?: number | null; discount?: number | null }[] | null;
  storageDays?: number | null;
  targetMarginPercent?: number | null;
}

export const DEFAULT_STORAGE_DAYS = 30;

/** WB's aggregate tariff for goods shipped from Russia, shown since it stopped listing Russian warehouses. */
export const DEFAULT_WAREHOUSE = 'Свой склад РФ';

export interface SchemeShape extends SchemeEconomics {
  priceForTargetMargin: number | null;
}

export interface UnitRowShape {
  nmID: number;
  vendorCode: string;
  title: string | null;
  subjectName: string | null;
  volumeMl: number | null;
  firstPrice: number | null;
  price: number | null;
  discount: number | null;
  priceAfterDiscount: number | null;
  fbs: SchemeShape | null;
  fbo: SchemeShape | null;
}

export interface UnitReportShape {
  warehouseName: string | null;
  tax: TaxSettings;
  storageDays: number;
  rows: UnitRowShape[];
}

const NO_RATES: WarehouseRates = {
  deliveryBase: null,
  deliveryLiter: null,
  marketplaceBase: null,
  marketplaceLiter: null,
  storageBase: null,
  storageLiter: null,
};

function checkOverrides(overrides: UnitOverrides) {
  const storageDays = overrides.storageDays ?? DEFAULT_STORAGE_DAYS;
  if (!Number.isInteger(storageDays) || storageDays < 0 || storageDays > 3650)
    throw appError('BAD_USER_INPUT', 'Дней хранения: целое число от 0 до 3650.', { field: 'storageDays' });
  const target = overrides.targetMarginPercent ?? null;
  if (target !== null && (target <= -10_000 || target >= 10_000))
    throw appError('BAD_USER_INPUT', 'Целевая маржа: больше −100 % и меньше 100 %.', { field: 'targetMarginPercent' });
  const prices = new Map<number, { price: number | null; discount: number | null }>();
  for (const p of overrides.prices ?? []) {
    if (p.price != null && p.price < 0)
      throw appError('BAD_USER_INPUT', `Цена товара ${p.nmID}: не может быть отрицательной.`, { field: 'price' });
    if (p.discount != null && (p.discount < 0 || p.discount > 99))
      throw appError('BAD_USER_INPUT', `Скидка товара ${p.nmID}: от 0 до 99 %.`, { field: 'discount' });
    prices.set(p.nmID, { price: p.price ?? null, discount: p.discount ?? null });
  }
  return { storageDays, target, prices };
}

/** WB's price of the card: the first size that has one (sizes share a price unless the seller split them). */
const wbPrice = (card: CardShape) => card.sizes.find((size) => size.price !== null) ?? null;

export async function unitEconomicsReport(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  warehouseName: string | null,
  overrides: UnitOverrides,
): Promise<UnitReportShape> {
  const { storageDays, target, prices } = checkOverrides(overrides);
  const [cards, tariffs, tax] = await Promise.all([
    companyCards(ctx.db, companyId),
    companyTariffs(ctx.db, companyId),
    companyTax(ctx.db, companyId),
  ]);
  const withBox = tariffs.filter((tariff) => tariff.box !== null);
  const warehouse =
    warehouseName === null
      ? (withBox.find((t) => t.warehouseName === DEFAULT_WAREHOUSE) ?? withBox[0])
      : withBox.find((t) => t.warehouseName === warehouseName);
  if (warehouseName !== null && !warehouse)
    throw appError('BAD_USER_INPUT', `Склад «${warehouseName}» не найден в тарифах на короба.`, {
      field: 'warehouseName',
    });
  const rates = (warehouse && warehouseRates(warehouse)) ?? NO_RATES;

  const rows = cards.map((card): UnitRowShape => {
    const override = prices.get(card.nmID);
    const listed = wbPrice(card);
    const price = override?.price ?? listed?.price ?? null;
    const discount = override?.discount ?? listed?.discount ?? 0;
    const base = {
      nmID: card.nmID,
      vendorCode: card.vendorCode,
      title: card.title,
      subjectName: card.subjectName,
      volumeMl: card.volumeMl,
      firstPrice: card.firstPrice,
      price,
      discount,
    };
    if (price === null) return { ...base, priceAfterDiscount: null, fbs: null, fbo: null };
    const input: UnitInput = {
      priceKopecks: price,
      discountPercent: discount,
      costPriceKopecks: card.firstPrice,
      volumeMl: card.volumeMl,
      fbsCommission: card.fbsCommission ?? card.wbFbsCommission,
      fboCommission: card.fboCommission ?? card.wbFboCommission,
      returnPercent: card.returnPercent ?? 0,
      defectPercent: card.defectPercent ?? 0,
      storageDays,
    };
    const result = unitEconomics(input, rates, tax);
    const solve = (which: 'fbs' | 'fbo') =>
      target === null ? null : priceForTargetMargin(input, rates, tax, which, target);
    return {
      ...base,
      priceAfterDiscount: result.priceAfterDiscount,
      fbs: { ...result.fbs, priceForTargetMargin: solve('fbs') },
      fbo: { ...result.fbo, priceForTargetMargin: solve('fbo') },
    };
  });
  return { warehouseName: warehouse?.warehouseName ?? null, tax, storageDays, rows };
}
