// Reads a seller's spreadsheet (xlsx or csv) row by row, whatever produced it: Excel, LibreOffice
// or a csv saved by Russian Excel in Windows-1251 with semicolons. Rows are read as the import asks
// for them, so a file of a hundred thousand rows never sits in memory as a whole.
import { GraphQLError } from 'graphql';
import { appError } from '../../graphql/errors.ts';
import { readInertText } from '../../lib/spreadsheet-text.ts';
import { csvRecords, textEncoding } from './csv-records.ts';
import { firstSheetRows, type SheetValue } from './xlsx-sheet.ts';
import { zipEntries } from './zip-entries.ts';
import { inflatedSize, unpackedSize } from './zip-size.ts';

/** An xlsx unpacks to several times its size; past this it is not a seller's table but a trap for the server's memory. */
export const MAX_UNPACKED_BYTES = 300_000_000;

/** One cell as read: its text, and its number when the spreadsheet stored a number. */
export interface TableCell {
  text: string;
  number?: number;
  /** The cell shows its number as a percent (0.125 displayed as 12.5 %). */
  percentFormat?: boolean;
}

export interface TableRow {
  /** The row's number as the seller sees it in the spreadsheet, header included. */
  line: number;
  cells: TableCell[];
}

export interface Table {
  /** The header row's texts, trimmed. */
  columns: string[];
  headerLine: number;
  /** The rows under the header, empty ones left out, read once and in order as the loop asks for them. */
  rows: AsyncIterable<TableRow>;
}

const NOT_A_TABLE = 'Файл не читается как таблица. Загрузите файл .xlsx или .csv (например, скачанный шаблон).';

/** Opens the file and reads its header row; a file that is not a table or has no row is refused here. */
export async function openTable(fileName: string, bytes: Uint8Array): Promise<Table> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xls'))
    throw appError('BAD_USER_INPUT', 'Формат .xls не поддерживается: сохраните файл как .xlsx или .csv.');
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b; // "PK": an xlsx is a zip archive
  const lines = isZip ? xlsxLines(bytes) : lower.endsWith('.xlsx') ? notATable() : csvLines(bytes);
  const filled = nonEmpty(lines);
  const header = await filled.next();
  if (header.done) throw appError('BAD_USER_INPUT', 'В файле нет ни одной строки.');
  return { columns: header.value.cells.map((cell) => cell.text), headerLine: header.value.line, rows: filled };
}

function notATable(): never {
  throw appError('BAD_USER_INPUT', NOT_A_TABLE);
}

async function* nonEmpty(lines: AsyncIterable<TableRow>): AsyncGenerator<TableRow> {
  for await (const row of lines) if (row.cells.some((cell) => cell.text !== '')) yield row;
}

async function* xlsxLines(bytes: Uint8Array): AsyncGenerator<TableRow> {
  const entries = zipEntries(bytes);
  if (entries === null) notATable();
  const unpacked = unpackedSize(entries);
  if (unpacked > MAX_UNPACKED_BYTES)
    throw appError(
      'BAD_USER_INPUT',
      `Файл распаковывается в ${Math.round(unpacked / 1_000_000)} МБ данных — больше допустимых ${MAX_UNPACKED_BYTES / 1_000_000} МБ. Сохраните в нём только нужный лист или загрузите .csv.`,
    );
  const inflated = await inflatedSize(entries, MAX_UNPACKED_BYTES);
  if (inflated === null) notATable();
  if (inflated > MAX_UNPACKED_BYTES)
    throw appError(
      'BAD_USER_INPUT',
      `Файл распаковывается больше чем в ${MAX_UNPACKED_BYTES / 1_000_000} МБ данных, хотя его оглавление обещает ${Math.round(unpacked / 1_000_000)} МБ: такой файл не загружается. Сохраните таблицу заново в Excel или загрузите .csv.`,
    );
  try {
    for await (const row of firstSheetRows(entries)) yield { line: row.line, cells: row.cells.map(tableCell) };
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    notATable();
  }
}

/** A sheet's value as the table gives it: texts trimmed (and made editable again), dates as ISO instants. */
function tableCell(value: SheetValue): TableCell {
  switch (value.kind) {
    case 'empty':
      return { text: '' };
    case 'text':
      return { text: readInertText(value.text).trim() };
    case 'number':
      return { text: String(value.number), number: value.number, percentFormat: value.percent };
    case 'date':
      return { text: value.iso };
    case 'boolean':
      return { text: value.value ? 'да' : 'нет' };
  }
}

async function* csvLines(bytes: Uint8Array): AsyncGenerator<TableRow> {
  const encoding = textEncoding(bytes);
  if (encoding === null) notATable(); // binary, not text
  let line = 0;
  for (const records of csvRecords(bytes, encoding)) {
    for (const cells of records) {
      line++;
      yield { line, cells: cells.map((text) => ({ text: readInertText(text).trim() })) };
    }
  }
}
