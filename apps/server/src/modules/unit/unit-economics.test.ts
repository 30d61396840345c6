import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hundredthsFromText, kopecksFromText, kopecksToText, hundredthsToText, parseDecimal } from '../../lib/money.ts';
import type { TaxRegime, TaxSettings } from '../taxes/tax-regime.ts';
import { priceForTargetMargin, unitEconomics, type UnitInput } from './unit-economics.ts';
import type { WarehouseRates } from '../tariffs/warehouse-rates.ts';

interface Example {
  name: string;
  input: Record<string, string | number | null>;
  rates: Record<string, string>;
  tax: { regime: TaxRegime; usnRate?: string; vatRate?: string; vatDeductible?: boolean };
  targetMargin?: string;
  expect: { priceAfterDiscount: string } & Partial<Record<'fbs' | 'fbo', Record<string, string | null>>>;
}

// The worked examples are read from docs/money.md itself, so the document and the code cannot drift apart.
const moneyDoc = readFileSync(new URL('../../../../../docs/money.md', import.meta.url), 'utf8');
const examples: Example[] = [...moneyDoc.matchAll(/```json money-example\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1] ?? '') as Example,
);

const kopecks = (text: string) => kopecksFromText(text)!;
const hundredths = (text: string) => hundredthsFromText(text)!;
const rate = (text: string) => Number(parseDecimal(text, 4)!.units);

function inputOf(example: Example): UnitInput {
  const i = example.input;
  return {
    priceKopecks: kopecks(String(i.price)),
    discountPercent: Number(i.discount),
    costPriceKopecks: i.costPrice === null ? null : kopecks(String(i.costPrice)),
    volumeMl: Number(i.volumeMl),
    fbsCommission: hundredths(String(i.fbsCommission)),
    fboCommission: hundredths(String(i.fboCommission)),
    buyoutPercent: hundredths(String(i.buyoutPercent ?? '100')),
    acquiringPercent: hundredths(String(i.acquiringPercent ?? '0')),
    defectPercent: hundredths(String(i.defectPercent)),
    storageDays: Number(i.storageDays),
    currency: String(i.currency ?? 'RUB'),
    advertKopecks: kopecks(String(i.advertPerSale ?? '0')),
    acceptanceKopecks: kopecks(String(i.acceptance ?? '0')),
    packagingKopecks: kopecks(String(i.packaging ?? '0')),
    deliveryToWbKopecks: kopecks(String(i.deliveryToWb ?? '0')),
  };
}

function ratesOf(example: Example): WarehouseRates {
  const r = example.rates;
  return {
    deliveryBase: rate(r.deliveryBase!),
    deliveryLiter: rate(r.deliveryLiter!),
    marketplaceBase: rate(r.marketplaceBase!),
    marketplaceLiter: rate(r.marketplaceLiter!),
    storageBase: r.storageBase === undefined ? null : rate(r.storageBase),
    storageLiter: r.storageLiter === undefined ? null : rate(r.storageLiter),
    deliveryCoef: r.deliveryCoef === undefined ? null : hundredths(r.deliveryCoef),
    marketplaceCoef: r.marketplaceCoef === undefined ? null : hundredths(r.marketplaceCoef),
    currency: r.currency ?? null,
  };
}

const FULL_USN_RATE = { usn6: '6', usn15: '15', vat: '0' };

function taxOf(example: Example): TaxSettings {
  const t = example.tax;
  return {
    regime: t.regime,
    usnRate: hundredths(t.usnRate ?? FULL_USN_RATE[t.regime]),
    vatRate: t.vatRate ? hundredths(t.vatRate) : 0,
    vatDeductible: t.vatDeductible ?? false,
  };
}

const PERCENT_FIELDS = new Set(['marginPercent', 'roiPercent', 'commissionPercent']);

describe('the worked examples of docs/money.md', () => {
  it('are there', () => {
    expect(examples.map((e) => e.name)).toEqual([
      'usn6',
      'usn15',
      'usn15 minimum tax',
      'vat',
      'usn15 regional with VAT 22',
      'usn6 with VAT 5',
      'belarus VAT 20 with deductions',
      'half-litre item without cost price',
      '40 % buyout',
      'no storage tariff',
      'tariff in another currency',
      'advertising per sale, usn15',
      'advertising per sale, usn6',
      'acceptance, packaging and delivery to WB, usn15',
      'acceptance, packaging and delivery to WB, VAT 22 with deductions',
    ]);
  });

  it.each(examples)('$name comes out to the kopeck', (example) => {
    const input = inputOf(example);
    const rates = ratesOf(example);
    const tax = taxOf(example);
    const result = unitEconomics(input, rates, tax);
    expect(kopecksToText(result.priceAfterDiscount)).toBe(example.expect.priceAfterDiscount);
    for (const which of ['fbs', 'fbo'] as const) {
      const expected = example.expect[which];
      if (!expected) continue;
      const shown: Record<string, string | null> = {};
      for (const field of Object.keys(expected)) {
        if (field === 'priceForTargetMargin') {
          const price = priceForTargetMargin(input, rates, tax, which, hundredths(example.targetMargin!));
          shown[field] = price === null ? null : kopecksToText(price);
          continue;
        }
        const value = result[which][field as keyof (typeof result)['fbs']];
        shown[field] =
          value === null || typeof value === 'string'
            ? value
            : PERCENT_FIELDS.has(field)
              ? hundredthsToText(value)
              : kopecksToText(value);
      }
      expect(shown, which).toEqual(expected);
    }
  });
});

describe('price for a target margin', () => {
  const example = examples[0]!;
  const input = inputOf(example);
  const rates = ratesOf(example);
  const tax: TaxSettings = { regime: 'usn6', usnRate: 600, vatRate: 0, vatDeductible: false };

  it('is the lowest whole-ruble price whose exact margin reaches the target', () => {
    const price = priceForTargetMargin(input, rates, tax, 'fbo', 3000)!;
    // Exact: profit / revenue ≥ 30 %, as products of integers, never a rounded margin.
    const reaches = (kopecks: number) => {
      const result = unitEconomics({ ...input, priceKopecks: kopecks }, rates, tax);
      return BigInt(result.fbo.profit!) * 10_000n >= 3000n * BigInt(result.priceAfterDiscount);
    };
    expect(reaches(price)).toBe(true);
    expect(reaches(price - 100)).toBe(false);
  });

  it('does not take a margin that only rounds up to the target', () => {
    const at = (rubles: number) => unitEconomics({ ...input, priceKopecks: rubles * 100 }, rates, tax).fbo;
    // A price whose margin shows as the target once rounded to 0.01 % but is below it exactly.
    const rubles = Array.from({ length: 2000 }, (_, i) => 1000 + i).find((r) => {
      const fbo = at(r);
      const revenue = unitEconomics({ ...input, priceKopecks: r * 100 }, rates, tax).priceAfterDiscount;
      return BigInt(fbo.profit!) * 10_000n < BigInt(fbo.marginPercent!) * BigInt(revenue);
    })!;
    const shown = at(rubles).marginPercent!;
    expect(priceForTargetMargin(input, rates, tax, 'fbo', shown)).toBeGreaterThan(rubles * 100);
  });

  it('is none when commission and tax leave less than the target', () => {
    expect(priceForTargetMargin(input, rates, tax, 'fbo', 8000)).toBeNull();
  });
});
