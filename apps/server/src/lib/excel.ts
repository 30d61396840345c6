import type ExcelJS from 'exceljs';

/**
 * The spreadsheet library, loaded by the first spreadsheet read or written: it holds about 28 MB that a server
 * answering screens, or importing csv, never needs (docs/benchmarks.md, «Imports against a bare streaming parse»).
 */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;
