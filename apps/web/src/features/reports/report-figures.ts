import type { ReportTotalsFragment } from '../../gql/graphql.ts';
import { formatDecimal, formatRub } from '../../shared/money-format.ts';
import { countOf } from '../../shared/plural.ts';

export type ReportSummary = ReportTotalsFragment;
export type CurrencyFigures = ReportSummary['byCurrency'][number];

/** Rubles with ₽ as everywhere; another currency by its code. */
export const formatMoneyIn = (value: string, currency: string) =>
  currency === 'RUB' ? formatRub(value) : `${formatDecimal(value)}\u00a0${currency}`;

/**
 * The period's figures (`reports`' `stat`, docs/api-contract.md) as the screen's cards and the export's
 * totals name them.
 */
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
  { key: 'loyalty', label: 'Программа лояльности WB (±)' },
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

/** A figure taken away from a payout, with its minus; a zero stays a zero. */
export const negated = (value: string) =>
  /^-?0(\.0*)?$/.test(value) ? value.replace(/^-/, '') : value.startsWith('-') ? value.slice(1) : `-${value}`;

/** A line of both reports together: its amount with the sign it adds to the profit, and a count of units if it has one. */
export interface CombinedLine {
  key: 'mainPayout' | 'buyoutPayout' | 'sumFirstPrice' | 'leftOutPayout' | 'sumProfit';
  label: string;
  value: string;
  units?: number;
}

/** Both reports of one currency as the tab «Оба отчёта» and its file show them: the lines above the profit add up to it. */
export function combinedLines(figures: CurrencyFigures): CombinedLine[] {
  const c = figures.combined;
  return [
    { key: 'mainPayout', label: 'Итого к оплате по основному отчёту', value: c.mainPayout },
    { key: 'buyoutPayout', label: 'Итого к оплате по отчёту о выкупе', value: c.buyoutPayout },
    { key: 'sumFirstPrice', label: 'Себестоимость проданного', value: negated(c.sumFirstPrice) },
    {
      key: 'leftOutPayout',
      label: `Выплата за ${countOf(c.leftOutUnits, ['единицу', 'единицы', 'единиц'])} без себестоимости: не в прибыли`,
      value: negated(c.leftOutPayout),
      units: c.leftOutUnits,
    },
    { key: 'sumProfit', label: 'Прибыль', value: c.sumProfit },
  ];
}

type UnitTotalsFigures = CurrencyFigures['units'];

/** The units table added up (the screen's «Итого по единицам»): amounts, and counts of units. */
export const UNIT_MONEY: { key: Exclude<MoneyKey<UnitTotalsFigures>, '__typename'>; label: string }[] = [
  { key: 'cost_counted', label: 'Себестоимость учтённая' },
  { key: 'total_ppvz_for_pay', label: 'К перечислению' },
  { key: 'total_delivery_rub', label: 'Логистика' },
  { key: 'total_penalty', label: 'Штрафы' },
  { key: 'profit', label: 'Прибыль единиц' },
  { key: 'outsideUnits', label: 'Вне единиц' },
];
