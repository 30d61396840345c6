// zod's small build: a few KB of the screen's JavaScript instead of the whole library's 36 KB gzip.
import * as z from 'zod/mini';
import type { CardSettingsInput } from '../../gql/graphql.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../../shared/money-format.ts';
import type { Card } from './cards.graphql.ts';

export const TITLE_FOR_TN_MAX = 250;

const optionalMoney = z.string().check(
  z.refine((text) => text.trim() === '' || normalizeDecimalInput(text) !== null, {
    message: 'Введите сумму не меньше 0, до двух знаков после запятой, например 600 или 1 250,50',
  }),
);

const optionalPercent = z.string().check(
  z.refine(
    (text) => {
      if (text.trim() === '') return true;
      const normalized = normalizeDecimalInput(text);
      return normalized !== null && decimalToHundredths(normalized) <= 10_000;
    },
    { message: 'Введите процент от 0 до 100, до двух знаков после запятой' },
  ),
);

export const cardSettingsSchema = z.object({
  firstPrice: optionalMoney,
  titleForTn: z.string().check(z.maxLength(TITLE_FOR_TN_MAX, `Не длиннее ${TITLE_FOR_TN_MAX} символов`)),
  returnPercent: optionalPercent,
  defectPercent: optionalPercent,
  fbsCommission: optionalPercent,
  fboCommission: optionalPercent,
});

export type CardSettingsForm = z.infer<typeof cardSettingsSchema>;
type Field = keyof CardSettingsForm;

const shown = (value: string | null | undefined) => (value == null ? '' : value.replace('.', ','));

/** The form as the card's settings fill it. */
export function formFromCard(card: Card): CardSettingsForm {
  return {
    firstPrice: shown(card.firstPrice),
    titleForTn: card.titleForTn ?? '',
    returnPercent: shown(card.returnPercent),
    defectPercent: shown(card.defectPercent),
    fbsCommission: shown(card.fbsCommission),
    fboCommission: shown(card.fboCommission),
  };
}

const toValue = (field: Field, text: string): string | null => {
  if (field === 'titleForTn') return text.trim() || null;
  return text.trim() === '' ? null : normalizeDecimalInput(text);
};

/** Only what the person changed; an emptied field clears the setting. */
export function changedSettings(before: CardSettingsForm, after: CardSettingsForm): CardSettingsInput {
  const input: Record<string, string | null> = {};
  for (const field of Object.keys(after) as Field[]) {
    if (after[field].trim() !== before[field].trim()) input[field] = toValue(field, after[field]);
  }
  return input as CardSettingsInput;
}
