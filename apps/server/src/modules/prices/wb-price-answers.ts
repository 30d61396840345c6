import type { PriceTaskGood } from '@seller-helper/wb';
import type { PriceChangeKind, PriceLineStatus } from './prices.tables.ts';

/** Where the seller takes a card out of WB's price quarantine (docs/wb-api.md, «Prices sent to WB»). */
export const QUARANTINE_WAY_OUT =
  'WB поместил цену в карантин: цена со скидкой стала в 3 и более раз ниже прежней, товар продаётся по старой цене. ' +
  'Отправьте цену выше или выведите товар из карантина в личном кабинете WB: «Цены и скидки» → «Карантин цен».';

/** WB's texts of a refused card, in the seller's words (02-items.yaml, `GoodHistory.errorText`). */
const LINE_ERRORS: [RegExp, string][] = [
  [/quarantine/i, QUARANTINE_WAY_OUT],
  [/Sale due to high inventory/i, 'WB не даёт менять цену: товар в распродаже по индексу остатка.'],
  [/Invalid item No/i, 'WB не нашёл такой товар у продавца.'],
  [/Invalid size/i, 'WB не нашёл такой размер у товара.'],
];

/** WB's texts of a refused upload (400), in the seller's words. */
const UPLOAD_ERRORS: [RegExp, string][] = [
  [/already set/i, 'Такие цены и скидки уже установлены в WB: менять нечего.'],
  [/Upload limit exceeded/i, 'WB принимает не больше 1000 товаров за одну загрузку.'],
  [/Duplicate/i, 'В загрузке один товар указан дважды.'],
  [/whole number/i, 'WB принимает цену только в целых рублях.'],
  [/Invalid price/i, 'WB не принял цену: она должна быть больше нуля.'],
  [/discount/i, 'WB не принял скидку: целое число от 0 до 99 %.'],
  [/not specified/i, 'Не указаны ни цена, ни скидка.'],
  [/switching to another currency/i, 'WB не меняет цены, пока продавец переходит на другую валюту.'],
];

const translate = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? `WB отказал: ${text || 'без объяснения'}.`;

export function uploadRefusal(errorText: string): string {
  return `${translate(UPLOAD_ERRORS, errorText)} Цены не изменились.`;
}

/** A line's outcome from WB's answer for it; a card in WB's quarantine list is in quarantine whatever the text. */
export function lineOutcome(
  good: PriceTaskGood | null,
  inQuarantine: boolean,
): { status: PriceLineStatus; wbError: string | null } {
  if (!good) return { status: 'refused', wbError: 'WB не прислал ответа по этому товару: цена не изменилась.' };
  if (good.status === 2) return { status: 'done', wbError: null };
  if (inQuarantine || /quarantine/i.test(good.errorText ?? ''))
    return { status: 'quarantine', wbError: QUARANTINE_WAY_OUT };
  return { status: 'refused', wbError: translate(LINE_ERRORS, good.errorText ?? '') };
}

/** «WB изменил цены 2 из 3; в карантине 1»; for a WB Club upload, «скидки Клуба». */
export function summary(outcomes: { status: PriceLineStatus }[], kind: PriceChangeKind = 'card'): string {
  const count = (status: PriceLineStatus) => outcomes.filter((o) => o.status === status).length;
  const what = kind === 'club' ? 'скидки WB Клуба' : 'цены';
  const parts = [`WB изменил ${what} ${count('done')} из ${outcomes.length}`];
  if (count('refused') > 0) parts.push(`отказал по ${count('refused')}`);
  if (count('quarantine') > 0) parts.push(`в карантине ${count('quarantine')}`);
  return `${parts.join('; ')}.`;
}
