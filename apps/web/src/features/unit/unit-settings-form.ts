import type { CardSettingsInput, CompanyUnitSettingsInput, UnitInputSource } from '../../gql/graphql.ts';
import { decimalToHundredths, formatPercent, normalizeDecimalInput } from '../../shared/money-format.ts';
import { countOf } from '../../shared/plural.ts';
import type { UnitRow } from './unit.graphql.ts';

// The saved inputs of unit economics as a form: the same five fields for a card and for the company.

export const UNIT_FIELDS = ['buyoutPercent', 'acquiringPercent', 'acceptance', 'packaging', 'deliveryToWb'] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];
export type UnitSettingsForm = Record<UnitField, string>;

export const UNIT_FIELD_SPECS: Record<UnitField, { label: string; unit: '%' | '₽'; hint: string }> = {
  buyoutPercent: { label: 'Процент выкупа', unit: '%', hint: 'доля отправленных покупателям единиц, которые выкупают' },
  acquiringPercent: { label: 'Эквайринг WB', unit: '%', hint: 'комиссия за приём оплаты от цены продажи' },
  acceptance: {
    label: 'Платная приёмка',
    unit: '₽',
    hint: 'на единицу, только FBO: плата WB за приёмку поставки ÷ единиц в ней',
  },
  packaging: { label: 'Упаковка', unit: '₽', hint: 'на единицу: пакет, коробка, этикетка' },
  deliveryToWb: { label: 'Доставка на WB', unit: '₽', hint: 'на единицу: довезти до склада или пункта приёма WB' },
};

const shown = (value: string | null | undefined) => (value == null ? '' : value.replace('.', ','));

export function unitSettingsForm(values: Partial<Record<UnitField, string | null>>): UnitSettingsForm {
  return Object.fromEntries(UNIT_FIELDS.map((field) => [field, shown(values[field])])) as UnitSettingsForm;
}

/** Why a typed value cannot be saved, in the seller's words; null when it can (empty clears). */
export function unitFieldError(field: UnitField, text: string): string | null {
  if (text.trim() === '') return null;
  const normalized = normalizeDecimalInput(text);
  if (UNIT_FIELD_SPECS[field].unit === '₽')
    return normalized === null ? 'Сумма не меньше 0, до двух знаков после запятой' : null;
  const hundredths = normalized === null ? null : decimalToHundredths(normalized);
  if (field === 'buyoutPercent')
    return hundredths === null || hundredths <= 0 || hundredths > 10_000 ? 'Больше 0 и не больше 100 %' : null;
  return hundredths === null || hundredths >= 10_000 ? 'От 0 до 99,99 %' : null;
}

/** Only what the person changed; an emptied field clears the saved value. */
export function changedUnitSettings(
  before: UnitSettingsForm,
  after: UnitSettingsForm,
): CardSettingsInput & CompanyUnitSettingsInput {
  const changed: Record<string, string | null> = {};
  for (const field of UNIT_FIELDS) {
    if (after[field].trim() === before[field].trim()) continue;
    changed[field] = after[field].trim() === '' ? null : normalizeDecimalInput(after[field]);
  }
  return changed;
}

export const SOURCE_LABELS: Record<UnitInputSource, string> = {
  WHAT_IF: 'введено «что если»',
  CARD: 'настройка карточки',
  CARD_RETURNS: '100 % − процент возвратов карточки',
  ORDERS: 'по заказам и продажам',
  REPORT: 'по отчёту WB',
  COMPANY: 'по умолчанию компании',
  DEFAULT: 'стандартное значение',
};

/** The buyout the card's orders and sales suggest, or why there is none. */
export function buyoutFromOrdersText(row: Pick<UnitRow, 'buyoutFromOrders'>): string {
  const { percent, orders, sold, days, note } = row.buyoutFromOrders;
  if (percent == null) return note ?? 'Не посчитать';
  return `${formatPercent(percent)}: выкуплено ${sold} из ${countOf(orders, ['заказа', 'заказов', 'заказов'])} за ${days} дней`;
}

/** How the card's FBO storage is counted: WB's paid storage report per unit, or days at the tariff and why. */
export function storageText(row: Pick<UnitRow, 'storageSource' | 'storageDays' | 'storageReport'>): string {
  if (row.storageSource === 'REPORT') return row.storageReport.source;
  if (row.storageSource === 'WHAT_IF') return `введено «что если»: ${row.storageDays} дн. по тарифу склада`;
  return row.storageReport.source;
}
