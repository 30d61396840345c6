import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { companyCards, type CardShape } from '../cards/cards.service.ts';
import { companyTariffs, warehouseRates, type TariffShape } from '../tariffs/tariffs.service.ts';
import { hundredthsFromText } from '../../lib/money.ts';
import { companyTax } from '../taxes/tax-settings.service.ts';
import type { TaxSettings } from '../taxes/tax-regime.ts';
import {
  priceForTargetMargin,
  priceForTargetProfit,
  unitEconomics,
  type SchemeEconomics,
  type UnitInput,
} from './unit-economics.ts';
import type { WarehouseRates } from '../tariffs/warehouse-rates.ts';
import { cardFigures, todayInMoscow } from './card-figures.service.ts';
import { MAX_STORAGE_DAYS, type BuyoutFromOrders } from './card-buyout.ts';
import type { FromReport } from './card-storage.ts';
import { DEFAULT_ACQUIRING_PERCENT, DEFAULT_STORAGE_DAYS, resolveInputs, type ResolvedInputs } from './unit-inputs.ts';
import { companyUnitDefaults } from './unit-settings.service.ts';

/** What-if: other prices, discounts or buyout for some cards, days on the shelf, a margin to reach; none is saved. */
export interface UnitOverrides {
  prices?:
    | {
        nmID: number;
        price?: number | null;
        discount?: number | null;
        buyoutPercent?: number | null;
        advertPerSale?: number | null;
      }[]
    | null;
  storageDays?: number | null;
  targetMarginPercent?: number | null;
  /** Profit per unit sold to find a price for, kopecks. */
  targetProfit?: number | null;
  buyoutPercent?: number | null;
  acquiringPercent?: number | null;
}

/** Prices of the cards are in rubles: WB's prices API for the Russian storefront. */
export const PRICE_CURRENCY = 'RUB';

/** WB's aggregate tariff for goods shipped from Russia, shown since it stopped listing Russian warehouses. */
export const DEFAULT_WAREHOUSE = 'Свой склад РФ';

export interface SchemeShape extends SchemeEconomics {
  priceForTargetMargin: number | null;
  priceForTargetProfit: number | null;
}

export interface UnitRowShape {
  nmID: number;
  vendorCode: string;
  buyoutPercent: number;
  /** Every input the row was counted with, and where each came from. */
  inputs: ResolvedInputs;
  buyoutFromOrders: BuyoutFromOrders;
  /** WB's paid storage and acceptance reports for the card, counted whether used or not. */
  storageReport: FromReport;
  acceptanceReport: FromReport;
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
  /** The Moscow day the cards' orders, sales and supplies are counted up to. */
  today: string;
  storageDays: number;
  buyoutPercent: number | null;
  acquiringPercent: number;
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
  const storageDays = overrides.storageDays ?? null;
  if (storageDays !== null && (!Number.isInteger(storageDays) || storageDays < 0 || storageDays > MAX_STORAGE_DAYS))
    throw appError('BAD_USER_INPUT', `Дней хранения: целое число от 0 до ${MAX_STORAGE_DAYS}.`, {
      field: 'storageDays',
    });
  const target = overrides.targetMarginPercent ?? null;
  if (target !== null && (target <= -10_000 || target >= 10_000))
    throw appError('BAD_USER_INPUT', 'Целевая маржа: больше −100 % и меньше 100 %.', { field: 'targetMarginPercent' });
  const buyout = overrides.buyoutPercent ?? null;
  if (buyout !== null && (buyout <= 0 || buyout > 10_000))
    throw appError('BAD_USER_INPUT', 'Процент выкупа: больше 0 и не больше 100.', { field: 'buyoutPercent' });
  const acquiring = overrides.acquiringPercent ?? null;
  if (acquiring !== null && (acquiring < 0 || acquiring >= 10_000))
    throw appError('BAD_USER_INPUT', 'Эквайринг: от 0 до 100 %.', { field: 'acquiringPercent' });
  const prices = new Map<
    number,
    { price: number | null; discount: number | null; buyout: number | null; advert: number | null }
  >();
  for (const p of overrides.prices ?? []) {
    if (p.price != null && p.price < 0)
      throw appError('BAD_USER_INPUT', `Цена товара ${p.nmID}: не может быть отрицательной.`, { field: 'price' });
    if (p.discount != null && (p.discount < 0 || p.discount > 99))
      throw appError('BAD_USER_INPUT', `Скидка товара ${p.nmID}: от 0 до 99 %.`, { field: 'discount' });
    if (p.buyoutPercent != null && (p.buyoutPercent <= 0 || p.buyoutPercent > 10_000))
      throw appError('BAD_USER_INPUT', `Выкуп товара ${p.nmID}: больше 0 и не больше 100 %.`, {
        field: 'buyoutPercent',
      });
    if (p.advertPerSale != null && p.advertPerSale < 0)
      throw appError('BAD_USER_INPUT', `Реклама на продажу товара ${p.nmID}: не может быть отрицательной.`, {
        field: 'advertPerSale',
      });
    prices.set(p.nmID, {
      price: p.price ?? null,
      discount: p.discount ?? null,
      buyout: p.buyoutPercent ?? null,
      advert: p.advertPerSale ?? null,
    });
  }
  const targetProfit = overrides.targetProfit ?? null;
  if (targetProfit !== null && Math.abs(targetProfit) >= 1_000_000_000)
    throw appError('BAD_USER_INPUT', 'Целевая прибыль: меньше 10 млн ₽ по модулю.', { field: 'targetProfit' });
  return { storageDays, target, targetProfit, prices, buyout, acquiring };
}

const coefficient = (text: string | null | undefined) => (text ? hundredthsFromText(text) : null);

/** The warehouse's rates with WB's logistics coefficients, which the fixed small-item steps are multiplied by. */
function withCoefficients(tariff: TariffShape): WarehouseRates {
  const rates = warehouseRates(tariff) ?? NO_RATES;
  return {
    ...rates,
    deliveryCoef: coefficient(tariff.box?.boxDeliveryAndStorageExpr),
    marketplaceCoef:
      coefficient(tariff.box?.boxDeliveryMarketplaceExpr) ?? coefficient(tariff.box?.boxDeliveryAndStorageExpr),
  };
}

/** WB's price of the card: the first size that has one (sizes share a price unless the seller split them). */
const wbPrice = (card: CardShape) => card.sizes.find((size) => size.price !== null) ?? null;

export async function unitEconomicsReport(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  warehouseName: string | null,
  overrides: UnitOverrides,
  today: string = todayInMoscow(),
): Promise<UnitReportShape> {
  const { storageDays, target, targetProfit, prices, buyout, acquiring } = checkOverrides(overrides);
  const [cards, tariffs, tax, company, figuresOf] = await Promise.all([
    companyCards(ctx.db, companyId),
    companyTariffs(ctx.db, companyId),
    companyTax(ctx.db, companyId),
    companyUnitDefaults(ctx.db, companyId),
    cardFigures(ctx.db, companyId, today),
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
  const rates = warehouse ? withCoefficients(warehouse) : NO_RATES;

  const rows = cards.map((card): UnitRowShape => {
    const override = prices.get(card.nmID);
    const listed = wbPrice(card);
    const price = override?.price ?? listed?.price ?? null;
    const discount = override?.discount ?? listed?.discount ?? 0;
    const figures = figuresOf(card.nmID);
    const inputs = resolveInputs({
      card,
      company,
      whatIf: { cardBuyout: override?.buyout ?? null, buyout, acquiring, storageDays },
      buyoutFromOrders: figures.buyout.percent,
      storageFromReport: figures.storage.perUnit,
      acceptanceFromReport: figures.acceptance.perUnit,
    });
    const buyoutPercent = inputs.buyout.value;
    const base = {
      nmID: card.nmID,
      vendorCode: card.vendorCode,
      buyoutPercent,
      inputs,
      buyoutFromOrders: figures.buyout,
      storageReport: figures.storage,
      acceptanceReport: figures.acceptance,
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
      buyoutPercent: Math.max(1, buyoutPercent),
      acquiringPercent: inputs.acquiring.value,
      defectPercent: card.defectPercent ?? 0,
      storageDays: inputs.storage.days ?? DEFAULT_STORAGE_DAYS,
      storageKopecks: inputs.storage.perUnit,
      currency: PRICE_CURRENCY,
      advertKopecks: override?.advert ?? 0,
      acceptanceKopecks: inputs.acceptance.value,
      packagingKopecks: inputs.packaging.value,
      deliveryToWbKopecks: inputs.deliveryToWb.value,
    };
    const result = unitEconomics(input, rates, tax);
    const solve = (which: 'fbs' | 'fbo') => ({
      priceForTargetMargin: target === null ? null : priceForTargetMargin(input, rates, tax, which, target),
      priceForTargetProfit: targetProfit === null ? null : priceForTargetProfit(input, rates, tax, which, targetProfit),
    });
    return {
      ...base,
      priceAfterDiscount: result.priceAfterDiscount,
      fbs: { ...result.fbs, ...solve('fbs') },
      fbo: { ...result.fbo, ...solve('fbo') },
    };
  });
  return {
    warehouseName: warehouse?.warehouseName ?? null,
    tax,
    today,
    storageDays: storageDays ?? DEFAULT_STORAGE_DAYS,
    buyoutPercent: buyout,
    acquiringPercent: acquiring ?? company.acquiringPercent ?? DEFAULT_ACQUIRING_PERCENT,
    rows,
  };
}
