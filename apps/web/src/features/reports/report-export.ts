// Loaded when the seller exports: the query of every unit and the workbook are not part of the screen.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';
import type { ReportAllUnitsQuery, ReportType } from '../../gql/graphql.ts';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import {
  downloadWorkbook,
  xlsxFileName,
  xlsxTable,
  type XlsxColumn,
  type XlsxSheet,
} from '../../shared/export-xlsx.ts';
import { unitColumns, type UnitLine } from './report-columns.tsx';
import {
  combinedLines,
  STAT,
  UNIT_MONEY,
  WHOLESALE,
  type CurrencyFigures,
  type ReportSummary,
} from './report-figures.ts';

/** Every unit of the period, for the export (without their report rows). */
const REPORT_ALL_UNITS = graphql(`
  query ReportAllUnits($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {
    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {
      ...ReportTotals
      rows {
        ...ReportUnitFields
      }
    }
  }
`);

export type ReportAnswer = ReportAllUnitsQuery['reports'];
type Period = { dateFrom: string; dateTo: string };

/** The tab the file is taken on names it, so the files of the three tabs never look alike. */
const FILE_LIST: Record<ReportType | 'BOTH', string> = {
  BOTH: 'Оба отчёта',
  MAIN: 'Основной отчёт',
  BUYOUT: 'Отчёт о выкупе',
};

const REPORT_LABEL: Record<ReportType, string> = { MAIN: 'основной', BUYOUT: 'о выкупе' };

/** Amounts in the row's currency (the «Валюта» column), not always rubles: no ₽ in their format. */
export const IN_ROW_CURRENCY = '#,##0.00';
export const COUNT_FORMAT = '0';

const inRowCurrency = unitColumns.map((spec) =>
  spec.kind === 'money' ? { ...spec, exportHeader: spec.header, numFmt: IN_ROW_CURRENCY } : spec,
);

/** A totals sheet line: what it is, its currency, its amount, and how many units when it counts some. */
type TotalsLine = [label: string, currency: string, amount: number | null, units: number | null];

const TOTALS_COLUMNS: XlsxColumn[] = [
  { header: 'Показатель', width: 52 },
  { header: 'Валюта', width: 10 },
  { header: 'Сумма', width: 18, numFmt: IN_ROW_CURRENCY },
  { header: 'Единиц, шт.', width: 12, numFmt: COUNT_FORMAT },
];

const totals = (lines: TotalsLine[]): XlsxSheet => ({ name: 'Итоги', columns: TOTALS_COLUMNS, rows: lines });

/** The units table's totals of one report (the screen's «Итого по единицам»). */
function unitTotalsLines(figures: CurrencyFigures, prefix: string): TotalsLine[] {
  const u = figures.units;
  return [
    [`${prefix}: всего`, figures.currency, null, u.count],
    [`${prefix}: продано за вычетом возвратов`, figures.currency, null, u.net_sold],
    ...UNIT_MONEY.map(({ key, label }): TotalsLine => [`${prefix}: ${label}`, figures.currency, Number(u[key]), null]),
  ];
}

/** One report's totals: every figure of the screen's cards, what is left out of profit, and the units' totals. */
function totalsSheet(summary: ReportSummary): XlsxSheet {
  return totals(
    summary.byCurrency.flatMap((figures): TotalsLine[] => {
      const { currency, stat, wholesale } = figures;
      return [
        ...STAT.map(({ label, key }): TotalsLine => [label, currency, Number(stat[key]), null]),
        ['Не в прибыли: выплата за единицы без себестоимости', currency, Number(stat.leftOutPayout), stat.leftOutUnits],
        ...WHOLESALE.map(({ label, key }): TotalsLine => [label, currency, Number(wholesale[key]), null]),
        [
          'Не в результате: выкуп WB единиц без себестоимости',
          currency,
          Number(wholesale.leftOutTotal),
          wholesale.leftOutUnits,
        ],
        ['НДС в выкупе единиц без себестоимости', currency, Number(wholesale.leftOutNds), null],
        ...unitTotalsLines(figures, 'Единицы'),
      ];
    }),
  );
}

/** Both reports' totals: the tab's lines as it shows them (they add up to the profit), then each report's units. */
function combinedTotalsSheet(main: ReportSummary, buyout: ReportSummary): XlsxSheet {
  const unitsOf = (summary: ReportSummary, currency: string, prefix: string) => {
    const figures = summary.byCurrency.find((f) => f.currency === currency);
    return figures ? unitTotalsLines(figures, prefix) : [];
  };
  return totals(
    main.byCurrency.flatMap((figures): TotalsLine[] => [
      ...combinedLines(figures).map((line): TotalsLine => [
        line.label,
        figures.currency,
        Number(line.value),
        line.units ?? null,
      ]),
      ...unitsOf(main, figures.currency, 'Единицы основного отчёта'),
      ...unitsOf(buyout, figures.currency, 'Единицы отчёта о выкупе'),
    ]),
  );
}

type ReportedUnit = UnitLine & { report: ReportType };

const bothReportsColumns: ColumnSpec<ReportedUnit>[] = [
  { field: 'report', header: 'Отчёт', kind: 'text', value: (u) => REPORT_LABEL[u.report], exportWidth: 12 },
  // The grid's options are typed by the row; a file has none.
  ...inRowCurrency.map((spec): ColumnSpec<ReportedUnit> => ({ ...spec, grid: undefined })),
];

const unitsSheet = <Row>(specs: readonly ColumnSpec<Row>[], rows: readonly Row[]): XlsxSheet => ({
  name: 'Единицы',
  ...xlsxTable(specs, rows),
});

/** One report's workbook: its units, and its totals as the screen shows them. */
export function reportWorkbook(answer: ReportAnswer): XlsxSheet[] {
  return [unitsSheet(inRowCurrency, answer.rows), totalsSheet(answer)];
}

/** Both reports' workbook: the units of each, marked with their report, and the tab's totals. */
export function bothReportsWorkbook(main: ReportAnswer, buyout: ReportAnswer): XlsxSheet[] {
  const units: ReportedUnit[] = [
    ...main.rows.map((u) => ({ ...u, report: 'MAIN' as const })),
    ...buyout.rows.map((u) => ({ ...u, report: 'BUYOUT' as const })),
  ];
  return [unitsSheet(bothReportsColumns, units), combinedTotalsSheet(main, buyout)];
}

export const reportFileName = (report: ReportType | 'BOTH', period: Period) => xlsxFileName(FILE_LIST[report], period);

async function allUnits(client: ApolloClient, period: Period, type: ReportType) {
  const { data } = await client.query({
    query: REPORT_ALL_UNITS,
    variables: { ...period, type },
    fetchPolicy: 'network-only',
  });
  return data?.reports;
}

/** The tab's report as an Excel file: one report, or both together. */
export async function exportReport(client: ApolloClient, period: Period, report: ReportType | 'BOTH') {
  if (report !== 'BOTH') {
    const answer = await allUnits(client, period, report);
    if (answer) await downloadWorkbook(reportFileName(report, period), reportWorkbook(answer));
    return;
  }
  const [main, buyout] = await Promise.all([allUnits(client, period, 'MAIN'), allUnits(client, period, 'BUYOUT')]);
  if (main && buyout) await downloadWorkbook(reportFileName('BOTH', period), bothReportsWorkbook(main, buyout));
}
