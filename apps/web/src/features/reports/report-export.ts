import { downloadWorkbook, xlsxTable, type XlsxSheet } from '../../shared/export-xlsx.ts';
import { unitColumns, type UnitLine } from './report-columns.tsx';
import { STAT, WHOLESALE, type ReportSummary } from './report-figures.ts';

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
export function exportReport(fileName: string, units: readonly UnitLine[], summary: ReportSummary) {
  const table = xlsxTable(unitColumns, units);
  return downloadWorkbook(fileName, [{ name: 'Единицы', ...table }, totalsSheet(summary)]);
}
