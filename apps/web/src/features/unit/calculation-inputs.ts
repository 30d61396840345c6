import { decimalToHundredths, normalizeDecimalInput } from '../../shared/money-format.ts';
import type { UnitChoices } from './use-unit-choices.ts';
import { parseAcquiring, parseBuyout, parseDiscount, type WhatIf } from './unit-view.ts';

/** A field of the toolbar read: the value to count with (null: none typed) and what is wrong, to show under it. */
export interface Read<T> {
  value: T | null;
  error: string | null;
}

const nothing = { value: null, error: null };

/** Target margin: from 0 to 99.99 %, or nothing. */
export function readTargetMargin(text: string): Read<string> {
  if (text.trim() === '') return nothing;
  const normalized = normalizeDecimalInput(text);
  if (normalized === null || decimalToHundredths(normalized) >= 10_000)
    return { value: null, error: 'От 0 до 99,99 %' };
  return { value: normalized, error: null };
}

/** Days on WB's shelf for every card: a whole number up to 3650; nothing: each card's figure from WB's storage report, else 30. */
export function readStorageDays(text: string): Read<number> {
  if (text.trim() === '') return nothing;
  const valid = /^\d{1,4}$/.test(text.trim()) && Number(text) <= 3650;
  return valid ? { value: Number(text), error: null } : { value: null, error: 'Целое число от 0 до 3650' };
}

const readPercent = (text: string, parse: (t: string) => string | null, error: string): Read<string> => {
  if (text.trim() === '') return nothing;
  const value = parse(text);
  return value === null ? { value: null, error } : { value, error: null };
};

export const readBuyout = (text: string) => readPercent(text, parseBuyout, 'Больше 0 и не больше 100');
export const readAcquiring = (text: string) => readPercent(text, parseAcquiring, 'От 0 до 99,99 %');

/** Every toolbar field of the calculation tab read from the seller's choices. */
export function readToolbar(choices: UnitChoices) {
  return {
    target: readTargetMargin(choices.targetMargin),
    storageDays: readStorageDays(choices.storageDays),
    buyout: readBuyout(choices.buyout),
    acquiring: readAcquiring(choices.acquiring),
  };
}

/** What the seller typed into a card's row. */
export interface TypedInRow {
  price?: string;
  discount?: string;
  buyoutPercent?: string;
  advertPerSale?: string;
}

type CardWhatIf = WhatIf[number];

/** Each field of a row: how it is read, and what the notice says when it cannot be. */
const ROW_FIELDS: {
  [K in keyof TypedInRow]-?: { read(text: string): CardWhatIf[K] | null; error: string };
} = {
  advertPerSale: {
    read: normalizeDecimalInput,
    error: 'Реклама на продажу: сумма не меньше 0, до двух знаков после запятой',
  },
  buyoutPercent: { read: parseBuyout, error: 'Выкуп: процент больше 0 и не больше 100' },
  price: { read: normalizeDecimalInput, error: 'Цена: введите сумму не меньше 0, до двух знаков после запятой' },
  discount: { read: parseDiscount, error: 'Скидка: целое число от 0 до 99 %' },
};

/**
 * A card's what-if with what was typed in its row applied, or the first field that cannot be read (then nothing
 * of the row changes).
 */
export function applyTyped(
  current: CardWhatIf | undefined,
  typed: TypedInRow,
): { change: CardWhatIf } | { error: string } {
  const change: CardWhatIf = { ...current };
  for (const field of Object.keys(ROW_FIELDS) as (keyof TypedInRow)[]) {
    const text = typed[field];
    if (text === undefined) continue;
    const { read, error } = ROW_FIELDS[field];
    const value = read(text);
    if (value === null) return { error };
    (change as Record<string, unknown>)[field] = value;
  }
  return { change };
}
