// Export of a screen's table to an Excel file; exceljs is loaded only when someone exports.
import { saveFile } from './save-file.ts';

export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  width?: number;
  /** Excel number format, e.g. '#,##0.00' for rubles. */
  numFmt?: string;
}

/** Excel keeps numbers as doubles; an exact decimal string becomes the nearest one, which Excel shows exactly at two places. */
export const xlsxNumber = (decimal: string | null | undefined): number | null =>
  decimal == null || decimal === '' ? null : Number(decimal);

export async function downloadXlsx(fileName: string, sheetName: string, columns: XlsxColumn[], rows: XlsxCell[][]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? 16,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(fileName, new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
}
