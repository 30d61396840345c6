import type { UnitOverridesInput } from '../../gql/graphql.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../../shared/money-format.ts';
import type { UnitRow, UnitScheme } from './unit.graphql.ts';

export type Scheme = 'fbo' | 'fbs';

export const SCHEME_LABELS: Record<Scheme, string> = { fbo: 'FBO (склад WB)', fbs: 'FBS (свой склад)' };

/** Why profit is empty for a card: what the seller has to fill in or wait for. */
export function missingReason(row: UnitRow, scheme: UnitScheme | null): string | null {
  if (row.price == null) return 'нет цены на WB';
  if (!scheme) return 'нет цены на WB';
  if (scheme.profit != null) return null;
  if (row.firstPrice == null) return 'задайте себестоимость';
  // The server names what it lacks (a storage tariff, a tariff in another currency, …).
  if (scheme.missing) return scheme.missing.replace(/\.$/, '');
  if (row.capacity == null) return 'нет габаритов';
  if (scheme.logistics == null) return 'нет тарифа склада';
  if (scheme.commission == null) return 'нет комиссии WB';
  return 'не хватает данных';
}

/** The what-if typed on the screen, per card: a price before the discount, a discount, a buyout %, advertising per sale. */
export type WhatIf = Record<
  number,
  { price?: string; discount?: number; buyoutPercent?: string; advertPerSale?: string }
>;

/** Company-wide what-if: buyout for cards without their own, WB's payment fee; null = the server's. */
export interface CompanyWhatIf {
  buyoutPercent: string | null;
  acquiringPercent: string | null;
}

export function overridesInput(
  whatIf: WhatIf,
  /** Days on the shelf for every card; null: each card's storage from WB's report (or 30 days). */
  storageDays: number | null,
  targetMargin: string | null,
  company: CompanyWhatIf = { buyoutPercent: null, acquiringPercent: null },
): UnitOverridesInput {
  const prices = Object.entries(whatIf).map(([nmID, change]) => ({
    nmID: Number(nmID),
    ...(change.price === undefined ? {} : { price: change.price }),
    ...(change.discount === undefined ? {} : { discount: change.discount }),
    ...(change.buyoutPercent === undefined ? {} : { buyoutPercent: change.buyoutPercent }),
    ...(change.advertPerSale === undefined ? {} : { advertPerSale: change.advertPerSale }),
  }));
  return {
    ...(storageDays === null ? {} : { storageDays }),
    ...(prices.length ? { prices } : {}),
    ...(targetMargin === null ? {} : { targetMarginPercent: targetMargin }),
    ...(company.buyoutPercent === null ? {} : { buyoutPercent: company.buyoutPercent }),
    ...(company.acquiringPercent === null ? {} : { acquiringPercent: company.acquiringPercent }),
  };
}

/** A buyout % typed by the seller: above 0 and up to 100; null when it is not one. */
export function parseBuyout(text: string): string | null {
  const normalized = normalizeDecimalInput(text);
  if (normalized === null) return null;
  const hundredths = decimalToHundredths(normalized);
  return hundredths > 0 && hundredths <= 10_000 ? normalized : null;
}

/** WB's payment fee typed by the seller: from 0 to under 100 %; null when it is not one. */
export function parseAcquiring(text: string): string | null {
  const normalized = normalizeDecimalInput(text);
  return normalized !== null && decimalToHundredths(normalized) < 10_000 ? normalized : null;
}

/** A discount typed by the seller: a whole percent from 0 to 99, as WB allows. */
export function parseDiscount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The search box: vendor code, title or nmID containing the typed text, in any case. */
export function matchesSearch(row: Pick<UnitRow, 'nmID' | 'vendorCode' | 'title'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [row.vendorCode, row.title ?? '', String(row.nmID)].some((value) => value.toLowerCase().includes(needle));
}
