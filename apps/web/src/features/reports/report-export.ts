// Loaded when the seller exports: the query of every unit and the workbook are not part of the screen.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';
import type { ReportType } from '../../gql/graphql.ts';
import { downloadWorkbook, xlsxFileName, xlsxTable, type XlsxSheet } from '../../shared/export-xlsx.ts';
import { unitColumns } from './report-columns.tsx';
import { STAT, WHOLESALE, type ReportSummary } from './report-figures.ts';

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

/** A unit's amounts are in its row's currency (the «Валюта» column), not always rubles: no ₽ on them. */
const inRowCurrency = unitColumns.map((spec) =>
  spec.kind === 'money' ? { ...spec, exportHeader: spec.header, numFmt: '#,##0.00' } : spec,
);

/** The totals sheet: every figure of the screen's cards, one line each, per currency (never added together). */
export function totalsSheet(summary: ReportSummary): XlsxSheet {
  const rows = summary.byCurrency.flatMap((figures) => [
    ...STAT.map(({ label, key }) => [label, figures.currency, Number(figures.stat[key])]),
    ...WHOLESALE.map(({ label, key }) => [label, figures.currency, Number(figures.wholesale[key])]),
  ]);
  return {
    name: 'Итоги',
    columns: [
      { header: 'Показатель', width: 30 },
      { header: 'Валюта', width: 10 },
      { header: 'Сумма', numFmt: '#,##0.00' },
    ],
    rows,
  };
}

/** The period's report as an Excel file: its units, and its totals as the screen shows them. */
export async function exportReport(
  client: ApolloClient,
  variables: { dateFrom: string; dateTo: string; type: ReportType },
) {
  const { data } = await client.query({ query: REPORT_ALL_UNITS, variables, fetchPolicy: 'network-only' });
  if (!data) return;
  const table = xlsxTable(inRowCurrency, data.reports.rows);
  await downloadWorkbook(xlsxFileName('Отчёт', variables), [{ name: 'Единицы', ...table }, totalsSheet(data.reports)]);
}
