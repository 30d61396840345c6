// Unit economics of one card: what one sold unit brings after WB's commission, logistics, storage,
// paid acceptance, expected returns and defects, packaging and delivery to WB, tax and its cost price. Pure arithmetic on integers: amounts in
// kopecks, percents in hundredths of a percent, tariff rates in hundredths of a kopeck (WB writes
// them with up to four decimals of a ruble), volume in millilitres. Each step rounds half-up to the
// kopeck once, in the order docs/money.md lists them.

import { divideHalfUp, percentOf, ratioPercent, toSafeNumber } from '../../lib/money.ts';
import type { WarehouseRates } from '../tariffs/warehouse-rates.ts';
import type { TaxSettings } from '../taxes/tax-regime.ts';

/** The simplified tax on revenue minus costs is never below 1 % of revenue (Tax Code art. 346.18 p. 6). */
const USN15_MINIMUM = 100;

export interface UnitInput {
  /** The seller's price before the discount, kopecks. */
  priceKopecks: number;
  /** The seller's discount, whole percent 0–99. */
  discountPercent: number;
  /** Cost price of one unit; null when the seller has not set it. */
  costPriceKopecks: number | null;
  /** L × W × H in cm³ = millilitres; null when WB has no dimensions. */
  volumeMl: number | null;
  /** Commission in hundredths of a percent: the card's own rate or WB's for its subject. */
  fbsCommission: number | null;
  fboCommission: number | null;
  /** Share of units sent to buyers that they buy out, hundredths of a percent (1–100 %). */
  buyoutPercent: number;
  /** WB's payment fee (`acquiringFee` of the report rows), hundredths of a percent of the price after discount. */
  acquiringPercent: number;
  defectPercent: number;
  /** Days a unit waits on WB's shelf before it sells (FBO storage by the tariff). */
  storageDays: number;
  /**
   * FBO storage per unit sold from WB's paid storage report, kopecks; when given, it is the storage
   * and `storageDays` is not used (docs/money.md, «Storage and paid acceptance from WB's reports»).
   */
  storageKopecks?: number | null;
  /** Currency of the price; WB's tariffs must be in the same one. */
  currency: string;
  /** Advertising per unit sold, kopecks (the what-if, e.g. the card's cost per sale from its campaigns); 0 when absent. */
  advertKopecks?: number;
  /** WB's paid acceptance per unit (FBO only), kopecks; 0 when absent. */
  acceptanceKopecks?: number;
  /** Packaging of a unit, kopecks; 0 when absent. */
  packagingKopecks?: number;
  /** Getting a unit to WB (its warehouse for FBO, its sorting point for FBS), kopecks; 0 when absent. */
  deliveryToWbKopecks?: number;
}

/** One way of selling (FBS or FBO), per unit sold; null where an input is missing. */
export interface SchemeEconomics {
  commissionPercent: number | null;
  commission: number | null;
  acquiring: number;
  logistics: number | null;
  /** Null for FBO when the warehouse has no storage tariff; 0 for FBS. */
  storagePerDay: number | null;
  storage: number | null;
  returns: number | null;
  defects: number | null;
  /** Advertising per unit sold, as given. */
  advert: number;
  /** WB's paid acceptance per unit: as given for FBO, 0 for FBS. */
  acceptance: number;
  packaging: number;
  deliveryToWb: number;
  /** VAT payable (after deductions); 0 when the company pays none. */
  vat: number | null;
  /** The simplified tax; 0 for a VAT-only company. */
  usn: number | null;
  /** vat + usn. */
  tax: number | null;
  profit: number | null;
  /** Profit as a share of the price after discount, hundredths of a percent. */
  marginPercent: number | null;
  /** Profit as a share of the cost price, hundredths of a percent. */
  roiPercent: number | null;
  /** Why profit is empty, in the seller's words; null when it is there. */
  missing: string | null;
}

export interface UnitEconomics {
  priceKopecks: number;
  discountPercent: number;
  priceAfterDiscount: number;
  fbs: SchemeEconomics;
  fbo: SchemeEconomics;
}

/** Price after the seller's discount: price × (100 − discount) / 100, to the kopeck. */
export function priceAfterDiscount(priceKopecks: number, discountPercent: number): number {
  return toSafeNumber(divideHalfUp(BigInt(priceKopecks) * BigInt(100 - discountPercent), 100n));
}

/**
 * Fixed logistics of an item up to 1 litre at a 100 % warehouse coefficient, kopecks, by the upper
 * bound of its volume step in millilitres. WB announced these steps for small items; the amounts
 * are not in any WB document the project keeps (docs/money.md says so).
 */
export const SMALL_ITEM_STEPS: readonly (readonly [number, number])[] = [
  [200, 2300],
  [400, 2600],
  [600, 2900],
  [800, 3000],
  [1000, 3200],
];

/**
 * A tariff by volume, exact in hundredths of a kopeck × 1000 (ml), before rounding: the base rate
 * covers the first litre, each further litre costs the per-litre rate, fractions of a litre included.
 */
function exactVolumeTariff(base: number, perLiter: number, volumeMl: number): bigint {
  return BigInt(base) * 1000n + BigInt(perLiter) * BigInt(Math.max(0, volumeMl - 1000));
}

const ROUND_VOLUME_TARIFF = 100_000n;

/**
 * Logistics to the buyer, once to the kopeck. Up to 1 litre: the item's fixed step × WB's warehouse
 * coefficient. Above: the first-litre rate plus the per-litre rate for the rest, with the
 * coefficient already inside both (`*CoefExpr`: «Уже учтён в тарифах»).
 */
export function logisticsTariff(
  base: number | null,
  perLiter: number | null,
  coefficient: number | null,
  volumeMl: number | null,
): number | null {
  if (base === null || perLiter === null || volumeMl === null) return null;
  if (volumeMl <= 1000) {
    if (coefficient === null) return null;
    const step = SMALL_ITEM_STEPS.find(([upTo]) => volumeMl <= upTo)![1];
    return toSafeNumber(divideHalfUp(BigInt(step) * BigInt(coefficient), 10_000n));
  }
  return toSafeNumber(divideHalfUp(exactVolumeTariff(base, perLiter, volumeMl), ROUND_VOLUME_TARIFF));
}

/**
 * The trips of units not bought out, per unit sold, once to the kopeck. For b sold of every unit sent,
 * (1 − b) / b units per unit sold go to the buyer and come back, each leg at the trip's tariff
 * (docs/money.md, step 7): 2 × logistics × (1 − b) / b on top of the sold unit's own trip.
 */
export function returnTrips(logistics: number, buyoutPercent: number): number {
  return toSafeNumber(divideHalfUp(2n * BigInt(logistics) * BigInt(10_000 - buyoutPercent), BigInt(buyoutPercent)));
}

/** The VAT inside an amount that includes it: amount × rate / (100 % + rate), to the kopeck. */
const vatInside = (amount: number, rate: number) =>
  toSafeNumber(divideHalfUp(BigInt(amount) * BigInt(rate), 10_000n + BigInt(rate)));

export interface UnitTax {
  /** VAT payable: VAT in the price less, when deductible, VAT in WB's services. */
  vat: number | null;
  /** The simplified tax; 0 for 'vat'. */
  usn: number | null;
  /** vat + usn. */
  total: number | null;
}

/**
 * Tax on one unit. `services` are WB's charges (commission, acquiring, logistics, returns,
 * storage, paid acceptance), whose VAT is deducted when the settings allow; `costs` are all costs including them
 * and the cost price. VAT is inside the price, so the simplified tax counts revenue without it.
 */
export function unitTax(
  settings: TaxSettings,
  revenue: number,
  services: number | null,
  costs: number | null,
): UnitTax {
  const vatOut = settings.vatRate === 0 ? 0 : vatInside(revenue, settings.vatRate);
  const vatIn =
    !settings.vatDeductible || settings.vatRate === 0
      ? 0
      : services === null
        ? null
        : vatInside(services, settings.vatRate);
  const vat = vatIn === null ? null : vatOut - vatIn;
  const income = revenue - vatOut;
  let usn: number | null;
  if (settings.regime === 'vat') usn = 0;
  else if (settings.regime === 'usn6') usn = percentOf(income, settings.usnRate);
  else if (costs === null || vatIn === null) usn = null;
  // Deducted input VAT comes back to the seller, so it is no cost for the simplified tax.
  else usn = Math.max(percentOf(income - (costs - vatIn), settings.usnRate), percentOf(income, USN15_MINIMUM));
  return { vat, usn, total: vat === null || usn === null ? null : vat + usn };
}

const sumKnown = (values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : (values as number[]).reduce((a, b) => a + b, 0);

interface SchemeTariffs {
  commissionPercent: number | null;
  logistics: number | null;
  /** Storage a day, exact: hundredths of a kopeck × 1000; null when the warehouse has none. */
  storagePerDayExact: bigint | null;
  /** Why a tariff is missing, when one is. */
  tariffMissing: string | null;
  /** FBO: the goods sit at WB's warehouses, so WB accepts and stores them. */
  atWbWarehouse: boolean;
}

function scheme(input: UnitInput, revenue: number, tariffs: SchemeTariffs, tax: TaxSettings): SchemeEconomics {
  const { commissionPercent, logistics, storagePerDayExact } = tariffs;
  const commission = commissionPercent === null ? null : percentOf(revenue, commissionPercent);
  const acquiring = percentOf(revenue, input.acquiringPercent);
  const storagePerDay =
    storagePerDayExact === null ? null : toSafeNumber(divideHalfUp(storagePerDayExact, ROUND_VOLUME_TARIFF));
  const measured = tariffs.atWbWarehouse ? (input.storageKopecks ?? null) : null;
  // WB's own charge per unit when its report gives one; else the exact daily rate × days, rounded once
  // (not the rounded daily figure × days).
  const storage =
    measured ??
    (storagePerDayExact === null
      ? null
      : toSafeNumber(divideHalfUp(storagePerDayExact * BigInt(input.storageDays), ROUND_VOLUME_TARIFF)));
  const returns = logistics === null ? null : returnTrips(logistics, input.buyoutPercent);
  const defects = input.costPriceKopecks === null ? null : percentOf(input.costPriceKopecks, input.defectPercent);
  const advert = input.advertKopecks ?? 0;
  const acceptance = tariffs.atWbWarehouse ? (input.acceptanceKopecks ?? 0) : 0;
  const packaging = input.packagingKopecks ?? 0;
  const deliveryToWb = input.deliveryToWbKopecks ?? 0;
  // Paid acceptance is WB's service, so its VAT is deducted with the others'.
  const services = sumKnown([commission, acquiring, logistics, storage, returns, acceptance]);
  // Advertising, packaging and delivery to WB are costs for the 15 % tax; their VAT is not deducted
  // (docs/money.md, steps 11a and 11b): who supplied them, and with what VAT, is not known.
  const costs = sumKnown([services, defects, input.costPriceKopecks, advert, packaging, deliveryToWb]);
  const taxes = unitTax(tax, revenue, services, costs);
  const profit = costs === null || taxes.total === null ? null : revenue - costs - taxes.total;
  const missing =
    profit !== null
      ? null
      : (tariffs.tariffMissing ??
        (commission === null
          ? 'Нет комиссии WB для предмета карточки.'
          : input.volumeMl === null
            ? 'Нет габаритов карточки: логистику не посчитать.'
            : logistics === null
              ? 'Нет тарифа логистики склада.'
              : 'Не указана себестоимость.'));
  return {
    commissionPercent,
    commission,
    acquiring,
    logistics,
    storagePerDay,
    storage,
    returns,
    defects,
    advert,
    acceptance,
    packaging,
    deliveryToWb,
    vat: taxes.vat,
    usn: taxes.usn,
    tax: taxes.total,
    profit,
    marginPercent: profit === null ? null : ratioPercent(profit, revenue),
    roiPercent: profit === null || !input.costPriceKopecks ? null : ratioPercent(profit, input.costPriceKopecks),
    missing,
  };
}

const NOTHING: SchemeTariffs = {
  commissionPercent: null,
  logistics: null,
  storagePerDayExact: null,
  tariffMissing: null,
  atWbWarehouse: false,
};

export function unitEconomics(input: UnitInput, rates: WarehouseRates, tax: TaxSettings): UnitEconomics {
  const revenue = priceAfterDiscount(input.priceKopecks, input.discountPercent);
  const base = {
    priceKopecks: input.priceKopecks,
    discountPercent: input.discountPercent,
    priceAfterDiscount: revenue,
  };
  const tariffCurrency = rates.currency ?? 'RUB';
  if (tariffCurrency !== input.currency) {
    const tariffMissing = `Тарифы склада в ${tariffCurrency}, а цена в ${input.currency}: валюты не смешиваются.`;
    const none = { ...NOTHING, tariffMissing };
    return {
      ...base,
      fbs: scheme(input, revenue, none, tax),
      fbo: scheme(input, revenue, { ...none, atWbWarehouse: true }, tax),
    };
  }
  const fbsOwn = rates.marketplaceBase !== null && rates.marketplaceLiter !== null;
  const fbsLogistics = fbsOwn
    ? logisticsTariff(rates.marketplaceBase, rates.marketplaceLiter, rates.marketplaceCoef ?? null, input.volumeMl)
    : logisticsTariff(rates.deliveryBase, rates.deliveryLiter, rates.deliveryCoef ?? null, input.volumeMl);
  const fboLogistics = logisticsTariff(
    rates.deliveryBase,
    rates.deliveryLiter,
    rates.deliveryCoef ?? null,
    input.volumeMl,
  );
  const hasStorage = rates.storageBase !== null && rates.storageLiter !== null;
  const storagePerDayExact =
    hasStorage && input.volumeMl !== null
      ? exactVolumeTariff(rates.storageBase!, rates.storageLiter!, input.volumeMl)
      : null;
  return {
    ...base,
    // The seller keeps FBS goods in their own warehouse: WB charges no storage for them.
    fbs: scheme(
      input,
      revenue,
      {
        commissionPercent: input.fbsCommission,
        logistics: fbsLogistics,
        storagePerDayExact: 0n,
        tariffMissing: null,
        atWbWarehouse: false,
      },
      tax,
    ),
    fbo: scheme(
      input,
      revenue,
      {
        commissionPercent: input.fboCommission,
        logistics: fboLogistics,
        storagePerDayExact,
        tariffMissing: hasStorage ? null : 'Нет тарифа хранения склада: прибыль FBO не посчитать.',
        atWbWarehouse: true,
      },
      tax,
    ),
  };
}

/** The highest price a target search tries: 10 million rubles. */
const MAX_PRICE_RUBLES = 10_000_000;

/** The lowest whole-ruble price at which `reaches` holds, by halving; null when even the highest does not. */
function lowestPrice(
  input: UnitInput,
  rates: WarehouseRates,
  tax: TaxSettings,
  reaches: (result: ReturnType<typeof unitEconomics>) => boolean,
): number | null {
  const at = (rubles: number) => reaches(unitEconomics({ ...input, priceKopecks: rubles * 100 }, rates, tax));
  if (!at(MAX_PRICE_RUBLES)) return null;
  // Profit and margin grow with the price (the fixed costs weigh less), so the lowest such price is found by halving.
  let low = 1;
  let high = MAX_PRICE_RUBLES;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (at(middle)) high = middle;
    else low = middle + 1;
  }
  return low * 100;
}

/**
 * The lowest whole-ruble price (before the seller's discount, which stays) at which the scheme
 * reaches the target margin; null when no price does (commission and tax take too much).
 */
export function priceForTargetMargin(
  input: UnitInput,
  rates: WarehouseRates,
  tax: TaxSettings,
  which: 'fbs' | 'fbo',
  targetMargin: number,
): number | null {
  // Exact: profit / revenue ≥ target, compared as products rather than as a rounded margin.
  return lowestPrice(input, rates, tax, (result) => {
    const profit = result[which].profit;
    return (
      profit !== null &&
      result.priceAfterDiscount > 0 &&
      BigInt(profit) * 10_000n >= BigInt(targetMargin) * BigInt(result.priceAfterDiscount)
    );
  });
}

/** The lowest whole-ruble price (the discount stays) leaving at least the target profit per unit sold, in kopecks. */
export function priceForTargetProfit(
  input: UnitInput,
  rates: WarehouseRates,
  tax: TaxSettings,
  which: 'fbs' | 'fbo',
  targetProfitKopecks: number,
): number | null {
  return lowestPrice(input, rates, tax, (result) => {
    const profit = result[which].profit;
    return profit !== null && profit >= targetProfitKopecks;
  });
}
