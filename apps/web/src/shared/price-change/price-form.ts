import type {
  PriceLineInput,
  PricePreviewInput,
  PricePreviewMode,
  PriceScheme,
  SizePricePreviewInput,
} from '../../gql/graphql.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../money-format.ts';

/** A card as the dialog starts from: its current price (before the discount) and discount. */
export interface PriceCard {
  nmID: number;
  vendorCode: string;
  price: string | null;
  discount: number | null;
}

export interface PriceForm {
  mode: PricePreviewMode;
  scheme: PriceScheme;
  /** Margin, % (MARGIN) or profit per unit, ₽ (PROFIT), as typed. */
  target: string;
  /** By hand: the typed price and discount of each card. */
  typed: Record<number, { price: string; discount: string }>;
}

/** A discount typed as a whole percent 0–99, or the reason it is not. */
function readDiscount(text: string): number | string {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return 'скидка — целое число от 0 до 99';
  return Number(trimmed);
}

/** The preview's input, or the first mistake in the form in Russian. */
export function previewInput(
  form: PriceForm,
  cards: readonly PriceCard[],
  warehouseName: string | null,
): { input: PricePreviewInput } | { error: string } {
  if (cards.length === 0) return { error: 'Выберите товары в таблице.' };
  const base = { scheme: form.scheme, mode: form.mode, warehouseName };
  if (form.mode === 'HAND') {
    const typed: PricePreviewInput['cards'] = [];
    for (const card of cards) {
      const entry = form.typed[card.nmID] ?? { price: card.price ?? '', discount: String(card.discount ?? 0) };
      const price = normalizeDecimalInput(entry.price);
      if (price === null || decimalToHundredths(price) % 100 !== 0 || decimalToHundredths(price) === 0) {
        return { error: `Цена товара ${card.vendorCode}: целое число рублей больше нуля.` };
      }
      const discount = readDiscount(entry.discount);
      if (typeof discount === 'string') return { error: `Товар ${card.vendorCode}: ${discount}.` };
      typed.push({ nmID: card.nmID, price, discount });
    }
    return { input: { ...base, cards: typed } };
  }
  const target = normalizeDecimalInput(form.target.replace(/^-/, ''));
  if (target === null || form.target.trim() === '') {
    return { error: form.mode === 'MARGIN' ? 'Укажите маржу в процентах.' : 'Укажите прибыль с единицы в рублях.' };
  }
  const signed = form.target.trim().startsWith('-') ? `-${target}` : target;
  if (form.mode === 'MARGIN' && decimalToHundredths(target) >= 10_000) {
    return { error: 'Маржа должна быть меньше 100 %.' };
  }
  const cardsInput = cards.map((card) => ({ nmID: card.nmID }));
  return {
    input: {
      ...base,
      cards: cardsInput,
      ...(form.mode === 'MARGIN' ? { targetMarginPercent: signed } : { targetProfit: signed }),
    },
  };
}

/** The lines to send: the cards of the preview that can be sent, at their new price and discount. */
export function sendLines(
  rows: readonly {
    nmID: number;
    problem?: string | null;
    after: { price?: string | null; discount?: number | null };
  }[],
): PriceLineInput[] {
  return rows
    .filter((row) => !row.problem && row.after.price != null)
    .map((row) => ({ nmID: row.nmID, price: row.after.price!, discount: row.after.discount ?? undefined }));
}

/** A card's WB prices as the size and WB Club tabs start from (the `cardPrices` query). */
export interface CardPricesRow {
  nmID: number;
  vendorCode: string;
  clubDiscount?: number | null;
  sizes: { sizeID: number; techSize: string; price?: string | null }[];
}

const rublesOf = (price: string | null | undefined) => price?.replace(/\.00$/, '') ?? '';

/**
 * The sizes whose typed price differs from WB's, as lines of a size upload, or the first mistake in
 * Russian. `typed` is keyed by sizeID; a size not typed keeps its price.
 */
export function sizeLines(
  cards: readonly CardPricesRow[],
  typed: Record<number, string>,
): { lines: PriceLineInput[] } | { error: string } {
  const lines: PriceLineInput[] = [];
  for (const card of cards) {
    for (const size of card.sizes) {
      const text = typed[size.sizeID];
      if (text === undefined || text.trim() === rublesOf(size.price)) continue;
      const price = normalizeDecimalInput(text);
      if (price === null || decimalToHundredths(price) % 100 !== 0 || decimalToHundredths(price) === 0) {
        return {
          error: `Цена размера ${size.techSize || size.sizeID} товара ${card.vendorCode}: целое число рублей больше нуля.`,
        };
      }
      if (decimalToHundredths(price) === decimalToHundredths(size.price ?? '0')) continue;
      lines.push({ nmID: card.nmID, sizeID: size.sizeID, price });
    }
  }
  return { lines };
}

/**
 * The size preview's input: every size of the cards, at its typed price where it differs from WB's
 * (no price: unchanged), or the first mistake in Russian.
 */
export function sizePreviewInput(
  cards: readonly CardPricesRow[],
  typed: Record<number, string>,
  scheme: PriceScheme,
  warehouseName: string | null,
): { input: SizePricePreviewInput } | { error: string } {
  const built = sizeLines(cards, typed);
  if ('error' in built) return built;
  const changed = new Map(built.lines.map((line) => [line.sizeID, line.price]));
  const sizes = cards.flatMap((card) =>
    card.sizes.map((size) => ({ nmID: card.nmID, sizeID: size.sizeID, price: changed.get(size.sizeID) })),
  );
  return { input: { scheme, warehouseName, sizes } };
}

/** The cards whose typed WB Club discount differs from WB's, or the first mistake in Russian. */
export function clubLines(
  cards: readonly CardPricesRow[],
  typed: Record<number, string>,
): { lines: { nmID: number; clubDiscount: number }[] } | { error: string } {
  const lines: { nmID: number; clubDiscount: number }[] = [];
  for (const card of cards) {
    const text = typed[card.nmID];
    if (text === undefined) continue;
    const discount = readDiscount(text);
    if (typeof discount === 'string') return { error: `Скидка WB Клуба товара ${card.vendorCode}: ${discount}.` };
    if (discount !== (card.clubDiscount ?? 0)) lines.push({ nmID: card.nmID, clubDiscount: discount });
  }
  return { lines };
}
