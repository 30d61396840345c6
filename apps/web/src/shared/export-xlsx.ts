// Export of a screen's table to an Excel file; exceljs is loaded only when someone exports.
import type { CellValue, ColumnKind, ColumnSpec } from './columns/column-spec.ts';
import { formatCell } from './columns/format.ts';
import { formatDay, moscowToday, moscowWallClock } from './moscow-time.ts';
import { saveFile } from './save-file.ts';
import { inertCell, inertText } from './spreadsheet-text.ts';

export type XlsxCell = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  width?: number;
  /** Excel number format, e.g. '#,##0.00' for rubles. */
  numFmt?: string;
}

/** Rubles as numbers a seller can add up, shown with the sign. */
export const RUBLES_FORMAT = '#,##0.00 "₽"';

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: RUBLES_FORMAT,
  integer: '0',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
};

const UNITS: Partial<Record<ColumnKind, string>> = { money: ', ₽', percent: ', %' };

const decimalFormat = (places: number) => (places === 0 ? '0' : `0.${'0'.repeat(places)}`);

/** The Excel column of a spec: its header with the unit, and a number format fitting the kind. */
export function xlsxColumn<Row>(spec: ColumnSpec<Row>): XlsxColumn {
  const numFmt = spec.numFmt ?? (spec.kind === 'decimal' ? decimalFormat(spec.places ?? 2) : NUMBER_FORMATS[spec.kind]);
  return {
    header: spec.exportHeader ?? `${spec.header}${UNITS[spec.kind] ?? ''}`,
    ...(spec.exportWidth !== undefined ? { width: spec.exportWidth } : {}),
    ...(numFmt ? { numFmt } : {}),
  };
}

/**
 * A cell as Excel should hold it: numbers as numbers (Excel keeps doubles; an exact decimal string
 * becomes the nearest one, which Excel shows exactly at two places), dates as dates, a status as its label.
 */
export function xlsxCell<Row>(spec: ColumnSpec<Row>, value: CellValue): XlsxCell {
  if (value == null || value === '') return null;
  switch (spec.kind) {
    case 'money':
    case 'percent':
    case 'decimal':
    case 'integer':
      return Number(String(value).replace(',', '.'));
    case 'date': {
      const [year, month, day] = String(value).slice(0, 10).split('-').map(Number);
      return new Date(Date.UTC(year!, month! - 1, day!));
    }
    case 'dateTime':
      // Excel has no time zones: write the Moscow time the seller sees on screen.
      return moscowWallClock(new Date(String(value)));
    case 'status':
      return formatCell(spec, value);
    case 'text':
      return String(value);
  }
}

/** The export's columns and rows (and its totals line, when given) from the same specs the grid shows. */
export function xlsxTable<Row>(specs: readonly ColumnSpec<Row>[], rows: readonly Row[], totals?: Row) {
  const exported = specs.filter((spec) => spec.only !== 'grid');
  const cellsOf = (row: Row) => exported.map((spec) => xlsxCell(spec, spec.value(row)));
  return {
    columns: exported.map(xlsxColumn),
    rows: rows.map(cellsOf),
    ...(totals === undefined ? {} : { totals: cellsOf(totals) }),
  };
}

/** One sheet of a workbook. */
export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: XlsxCell[][];
  /** Written in bold below the rows after an empty one, so a filter or a sort never takes it for a row. */
  totals?: XlsxCell[];
}

/** The workbook's bytes; a text that a spreadsheet would evaluate is written as inert text. */
export async function xlsxBytes(sheetName: string, columns: XlsxColumn[], rows: XlsxCell[][]): Promise<ArrayBuffer> {
  return workbookBytes([{ name: sheetName, columns, rows }]);
}

export async function workbookBytes(sheets: readonly XlsxSheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const { name, columns, rows, totals } of sheets) {
    // The header stays in view and filters the rows, as in a seller's own spreadsheet.
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: inertText(column.header),
      width: column.width ?? 16,
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(rows.map((row) => row.map(inertCell)));
    if (columns.length > 0)
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows.length + 1, column: columns.length } };
    if (totals) {
      sheet.addRow([]);
      sheet.addRow(totals.map(inertCell)).font = { bold: true };
    }
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/**
 * The file's name: the list and its period («Отгрузки 01.11.2026 — 30.11.2026.xlsx»), or the day it was
 * taken on for a list without one («Мои товары на 26.11.2026.xlsx»), so two downloads never look alike.
 */
export function xlsxFileName(list: string, period?: { dateFrom: string; dateTo: string } | null): string {
  const when = period
    ? `${formatDay(period.dateFrom)} — ${formatDay(period.dateTo)}`
    : `на ${formatDay(moscowToday())}`;
  return `${list} ${when}.xlsx`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads several sheets as one Excel file. */
export async function downloadWorkbook(fileName: string, sheets: readonly XlsxSheet[]) {
  const bytes = await workbookBytes(sheets);
  saveFile(fileName, new Blob([bytes], { type: XLSX_TYPE }));
}

/** Downloads the rows (and their totals line below them) as an Excel sheet with the specs' export columns. */
export function exportTable<Row>(
  fileName: string,
  sheetName: string,
  specs: readonly ColumnSpec<Row>[],
  rows: readonly Row[],
  totals?: Row,
) {
  return downloadWorkbook(fileName, [{ name: sheetName, ...xlsxTable(specs, rows, totals) }]);
}
