import type { ReportTotalsFragment } from '../../gql/graphql.ts';
import { formatDecimal, formatRub } from '../../shared/money-format.ts';

export type ReportSummary = ReportTotalsFragment;
export type CurrencyFigures = ReportSummary['byCurrency'][number];

/** Rubles with ₽ as everywhere; another currency by its code. */
export const formatMoneyIn = (value: string, currency: string) =>
  currency === 'RUB' ? formatRub(value) : `${formatDecimal(value)}\u00a0${currency}`;

/** The period's figures (SPEC's Report stat) as the screen's cards and the export's totals name them. */
type MoneyKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

export const STAT: { key: Exclude<MoneyKey<CurrencyFigures['stat']>, '__typename'>; label: string }[] = [
  { key: 'sumToPay', label: 'Итого к оплате' },
  { key: 'sumProfit', label: 'Прибыль' },
  { key: 'sumFirstPrice', label: 'Себестоимость проданного' },
  { key: 'retail_amount', label: 'Продажи по рознице' },
  { key: 'ppvz_for_pay', label: 'К перечислению за товар' },
  { key: 'returns', label: 'Возвраты' },
  { key: 'delivery_rub', label: 'Логистика' },
  { key: 'storage_fee', label: 'Хранение' },
  { key: 'acceptance', label: 'Платная приёмка' },
  { key: 'deduction', label: 'Удержания' },
  { key: 'penalty', label: 'Штрафы' },
  { key: 'additional_payment', label: 'Доплаты' },
];

/** The buyout side with VAT. */
export const WHOLESALE: {
  key: Exclude<MoneyKey<CurrencyFigures['wholesale']>, '__typename' | 'leftOutTotal' | 'leftOutNds'>;
  label: string;
}[] = [
  { key: 'total', label: 'Выкуп WB' },
  { key: 'totalNds', label: 'НДС в выкупе' },
  { key: 'totalFirstPrice', label: 'Себестоимость' },
  { key: 'firstPriceNds', label: 'НДС в себестоимости' },
  { key: 'totalResult', label: 'Результат без НДС' },
];
