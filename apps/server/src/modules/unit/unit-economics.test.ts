import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hundredthsFromText, kopecksFromText, kopecksToText, hundredthsToText, parseDecimal } from '../../lib/money.ts';
import { priceForTargetMargin, unitEconomics, type TaxRegime, type UnitInput } from './unit-economics.ts';
import type { WarehouseRates } from '../tariffs/warehouse-rates.ts';

interface Example {
  name: string;
  input: Record<string, string | number | null>;
  rates: Record<string, string>;
  tax: { regime: TaxRegime; vatRate?: string };
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
    returnPercent: hundredths(String(i.returnPercent)),
    defectPercent: hundredths(String(i.defectPercent)),
    storageDays: Number(i.storageDays),
  };
}

function ratesOf(example: Example): WarehouseRates {
  const r = example.rates;
  return {
    deliveryBase: rate(r.deliveryBase!),
    deliveryLiter: rate(r.deliveryLiter!),
    marketplaceBase: rate(r.marketplaceBase!),
    marketplaceLiter: rate(r.marketplaceLiter!),
    storageBase: rate(r.storageBase!),
    storageLiter: rate(r.storageLiter!),
  };
}

const PERCENT_FIELDS = new Set(['marginPercent', 'roiPercent', 'commissionPercent']);

describe('the worked examples of docs/money.md', () => {
  it('are there', () => {
    expect(examples.map((e) => e.name)).toEqual(['usn6', 'usn15', 'vat', 'small item without cost price']);
  });

  it.each(examples)('$name comes out to the kopeck', (example) => {
    const input = inputOf(example);
    const rates = ratesOf(example);
    const tax = { regime: example.tax.regime, vatRate: example.tax.vatRate ? hundredths(example.tax.vatRate) : 0 };
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
          value === null ? null : PERCENT_FIELDS.has(field) ? hundredthsToText(value) : kopecksToText(value);
      }
      expect(shown, which).toEqual(expected);
    }
  });
});

describe('price for a target margin', () => {
  const example = examples[0]!;
  const input = inputOf(example);
  const rates = ratesOf(example);
  const tax = { regime: 'usn6' as const, vatRate: 0 };

  it('is the lowest whole-ruble price that reaches the margin', () => {
    const price = priceForTargetMargin(input, rates, tax, 'fbo', 3000)!;
    const at = (kopecks: number) => unitEconomics({ ...input, priceKopecks: kopecks }, rates, tax).fbo.marginPercent!;
    expect(at(price)).toBeGreaterThanOrEqual(3000);
    expect(at(price - 100)).toBeLessThan(3000);
  });

  it('is none when commission and tax leave less than the target', () => {
    expect(priceForTargetMargin(input, rates, tax, 'fbo', 8000)).toBeNull();
  });
});
