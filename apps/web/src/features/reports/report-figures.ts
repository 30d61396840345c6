import type { ReportTotalsFragment } from '../../gql/graphql.ts';

export type ReportSummary = ReportTotalsFragment;
export type CurrencyFigures = ReportSummary['byCurrency'][number];

/** The period's figures (SPEC's Report stat) as the screen's cards and the export's totals name them. */
export const STAT: { key: keyof CurrencyFigures['stat']; label: string }[] = [
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
export const WHOLESALE: { key: keyof CurrencyFigures['wholesale']; label: string }[] = [
  { key: 'total', label: 'Выкуп WB' },
  { key: 'totalNds', label: 'НДС в выкупе' },
  { key: 'totalFirstPrice', label: 'Себестоимость' },
  { key: 'firstPriceNds', label: 'НДС в себестоимости' },
  { key: 'totalResult', label: 'Результат без НДС' },
];
