import type ExcelJS from 'exceljs';

/**
 * The spreadsheet library, loaded by the first spreadsheet written (uploads are read by imports/xlsx-sheet.ts): it
 * holds about 28 MB that a server answering screens, or importing a file, never needs (docs/benchmarks.md,
 * «Imports against a bare streaming parse»).
 */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

/** Number formats of every file we write: rubles as numbers a seller can add up, dates as dates. */
export const RUBLES_FORMAT = '#,##0.00 "₽"';
export const DATE_FORMAT = 'dd.mm.yyyy';
export const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm:ss';
