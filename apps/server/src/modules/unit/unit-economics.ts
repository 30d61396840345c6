// Unit economics of one card: what one sold unit brings after WB's commission, logistics, storage,
// expected returns and defects, tax and its cost price. Pure arithmetic on integers: amounts in
// kopecks, percents in hundredths of a percent, tariff rates in hundredths of a kopeck (WB writes
// them with up to four decimals of a ruble), volume in millilitres. Each step rounds half-up to the
// kopeck once, in the order docs/money.md lists them.

import { divideHalfUp, percentOf, ratioPercent, toSafeNumber } from '../../lib/money.ts';
import type { WarehouseRates } from '../tariffs/warehouse-rates.ts';

export type TaxRegime = 'usn6' | 'usn15' | 'vat';

export interface TaxSettings {
  regime: TaxRegime;
  /** VAT rate in hundredths of a percent (20 % = 2000); used by 'vat' only. */
  vatRate: number;
}

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
  returnPercent: number;
  defectPercent: number;
  /** Days a unit waits on WB's shelf before it sells (FBO storage). */
  storageDays: number;
}

/** One way of selling (FBS or FBO), per unit sold; null where an input is missing. */
export interface SchemeEconomics {
  commissionPercent: number | null;
  commission: number | null;
  logistics: number | null;
  storagePerDay: number;
  storage: number;
  returns: number | null;
  defects: number | null;
  tax: number | null;
  profit: number | null;
  /** Profit as a share of the price after discount, hundredths of a percent. */
  marginPercent: number | null;
  /** Profit as a share of the cost price, hundredths of a percent. */
  roiPercent: number | null;
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
 * A tariff by volume: the base rate covers the first litre, each further litre (and part of one)
 * costs the per-litre rate. WB's warehouse coefficient is already in both rates.
 */
export function volumeTariff(base: number | null, perLiter: number | null, volumeMl: number | null): number | null {
  if (base === null || perLiter === null || volumeMl === null) return null;
  const extraMl = BigInt(Math.max(0, volumeMl - 1000));
  // Rates are hundredths of a kopeck per litre: × 1000 ml, ÷ (1000 ml × 100) to kopecks, rounded once.
  return toSafeNumber(divideHalfUp(BigInt(base) * 1000n + BigInt(perLiter) * extraMl, 100_000n));
}

/** Tax on one unit; null for 'usn15' when a cost is unknown, since its base is revenue minus costs. */
export function unitTax(settings: TaxSettings, revenue: number, costs: number | null): number | null {
  switch (settings.regime) {
    case 'usn6':
      return percentOf(revenue, 600);
    case 'usn15':
      return costs === null ? null : Math.max(0, percentOf(revenue - costs, 1500));
    case 'vat':
      // VAT is inside the price: revenue × rate / (100 % + rate).
      return toSafeNumber(divideHalfUp(BigInt(revenue) * BigInt(settings.vatRate), 10_000n + BigInt(settings.vatRate)));
  }
}

const sumKnown = (values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : (values as number[]).reduce((a, b) => a + b, 0);

function scheme(
  input: UnitInput,
  revenue: number,
  commissionPercent: number | null,
  logistics: number | null,
  storagePerDay: number,
  tax: TaxSettings,
): SchemeEconomics {
  const commission = commissionPercent === null ? null : percentOf(revenue, commissionPercent);
  const storage = storagePerDay * input.storageDays;
  // A returned unit travels back at the same tariff; a defective one is written off at cost.
  const returns = logistics === null ? null : percentOf(logistics, input.returnPercent);
  const defects = input.costPriceKopecks === null ? null : percentOf(input.costPriceKopecks, input.defectPercent);
  const costs = sumKnown([commission, logistics, storage, returns, defects, input.costPriceKopecks]);
  const unitTaxAmount = unitTax(tax, revenue, costs);
  const profit = costs === null || unitTaxAmount === null ? null : revenue - costs - unitTaxAmount;
  return {
    commissionPercent,
    commission,
    logistics,
    storagePerDay,
    storage,
    returns,
    defects,
    tax: unitTaxAmount,
    profit,
    marginPercent: profit === null ? null : ratioPercent(profit, revenue),
    roiPercent: profit === null || !input.costPriceKopecks ? null : ratioPercent(profit, input.costPriceKopecks),
  };
}

export function unitEconomics(input: UnitInput, rates: WarehouseRates, tax: TaxSettings): UnitEconomics {
  const revenue = priceAfterDiscount(input.priceKopecks, input.discountPercent);
  const fbsLogistics =
    rates.marketplaceBase !== null && rates.marketplaceLiter !== null
      ? volumeTariff(rates.marketplaceBase, rates.marketplaceLiter, input.volumeMl)
      : volumeTariff(rates.deliveryBase, rates.deliveryLiter, input.volumeMl);
  const fboLogistics = volumeTariff(rates.deliveryBase, rates.deliveryLiter, input.volumeMl);
  const storagePerDay = volumeTariff(rates.storageBase, rates.storageLiter, input.volumeMl) ?? 0;
  return {
    priceKopecks: input.priceKopecks,
    discountPercent: input.discountPercent,
    priceAfterDiscount: revenue,
    // The seller keeps FBS goods in their own warehouse: WB charges no storage for them.
    fbs: scheme(input, revenue, input.fbsCommission, fbsLogistics, 0, tax),
    fbo: scheme(input, revenue, input.fboCommission, fboLogistics, storagePerDay, tax),
  };
}

/** The highest price a target search tries: 10 million rubles. */
const MAX_PRICE_RUBLES = 10_000_000;

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
  const reaches = (rubles: number) => {
    const margin = unitEconomics({ ...input, priceKopecks: rubles * 100 }, rates, tax)[which].marginPercent;
    return margin !== null && margin >= targetMargin;
  };
  if (!reaches(MAX_PRICE_RUBLES)) return null;
  // Margin grows with the price (the fixed costs weigh less), so the lowest such price is found by halving.
  let low = 1;
  let high = MAX_PRICE_RUBLES;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle + 1;
  }
  return low * 100;
}
