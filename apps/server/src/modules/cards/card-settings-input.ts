import { appError } from '../../graphql/errors.ts';
import { hundredthsToText, kopecksToText } from '../../lib/money.ts';
import type { CardSettingsValues } from './cards.repo.ts';

/** What `setCardSettings` receives: kopecks and hundredths of a percent from the scalars; absent = unchanged, null = cleared. */
export interface CardSettingsInput {
  firstPrice?: number | null;
  titleForTn?: string | null;
  returnPercent?: number | null;
  defectPercent?: number | null;
  fbsCommission?: number | null;
  fboCommission?: number | null;
  buyoutPercent?: number | null;
  acquiringPercent?: number | null;
  acceptance?: number | null;
  packaging?: number | null;
  deliveryToWb?: number | null;
}

export type SettingsField = keyof CardSettingsInput;

/** The field names as the seller reads them, for messages and the change history. */
export const FIELD_LABELS: Record<SettingsField, string> = {
  firstPrice: 'Себестоимость',
  titleForTn: 'Наименование для ТН',
  returnPercent: 'Процент возвратов',
  defectPercent: 'Процент брака',
  fbsCommission: 'Комиссия FBS',
  fboCommission: 'Комиссия FBO',
  buyoutPercent: 'Процент выкупа',
  acquiringPercent: 'Эквайринг',
  acceptance: 'Платная приёмка',
  packaging: 'Упаковка',
  deliveryToWb: 'Доставка на WB',
};

export const TITLE_FOR_TN_MAX = 250;
const PERCENT_FIELDS = ['returnPercent', 'defectPercent', 'fbsCommission', 'fboCommission'] as const;

/** Amounts per unit and the columns that keep them. */
export const MONEY_COLUMNS = {
  firstPrice: 'firstPriceKopecks',
  acceptance: 'acceptanceKopecks',
  packaging: 'packagingKopecks',
  deliveryToWb: 'deliveryToWbKopecks',
} as const;
type MoneyField = keyof typeof MONEY_COLUMNS;
const MONEY_FIELDS = Object.keys(MONEY_COLUMNS) as MoneyField[];

export const isMoneyField = (field: SettingsField): field is MoneyField => field in MONEY_COLUMNS;

const refuse = (field: SettingsField, problem: string) =>
  appError('BAD_USER_INPUT', `${FIELD_LABELS[field]}: ${problem}`, { field });

/** The given fields as the database keeps them; the first bad value stops everything with its field named. */
export function checkCardSettings(input: CardSettingsInput): Partial<CardSettingsValues> {
  const values: Partial<CardSettingsValues> = {};
  for (const field of MONEY_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && value < 0)
      throw refuse(
        field,
        field === 'firstPrice' ? 'не может быть отрицательной.' : 'не может быть отрицательной суммой.',
      );
    values[MONEY_COLUMNS[field]] = value;
  }
  if (input.titleForTn !== undefined) {
    const title = input.titleForTn?.trim() || null;
    if (title !== null && [...title].length > TITLE_FOR_TN_MAX)
      throw refuse('titleForTn', `не длиннее ${TITLE_FOR_TN_MAX} символов.`);
    values.titleForTn = title;
  }
  for (const field of PERCENT_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && (value < 0 || value > 10_000)) throw refuse(field, 'должен быть от 0 до 100 %.');
    values[field] = value === null ? null : hundredthsToText(value);
  }
  // A buyout of 0 would make every unit sold cost endless return trips (docs/money.md, step 7).
  if (input.buyoutPercent !== undefined) {
    const value = input.buyoutPercent;
    if (value !== null && (value <= 0 || value > 10_000)) throw refuse('buyoutPercent', 'больше 0 и не больше 100 %.');
    values.buyoutPercent = value === null ? null : hundredthsToText(value);
  }
  if (input.acquiringPercent !== undefined) {
    const value = input.acquiringPercent;
    if (value !== null && (value < 0 || value >= 10_000)) throw refuse('acquiringPercent', 'от 0 до 100 %.');
    values.acquiringPercent = value === null ? null : hundredthsToText(value);
  }
  return values;
}

/** A stored value as the history shows it: amounts and percents with two decimals. */
export function shownValue(field: SettingsField, values: Partial<CardSettingsValues>): string | null {
  if (isMoneyField(field)) {
    const kopecks = values[MONEY_COLUMNS[field]];
    return kopecks == null ? null : kopecksToText(kopecks);
  }
  if (field === 'titleForTn') return values.titleForTn ?? null;
  // numeric(5,2) comes back as "12.50", the way values are written, so old and new compare as text.
  return values[field] ?? null;
}
