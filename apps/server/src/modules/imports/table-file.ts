// Reads a seller's spreadsheet (xlsx or csv) into rows of cells, whatever produced it: Excel,
// LibreOffice or a csv saved by Russian Excel in Windows-1251 with semicolons.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { appError } from '../../graphql/errors.ts';
import { readInertText } from '../../lib/spreadsheet-text.ts';
import { unpackedSize } from './zip-size.ts';

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
  rows: TableRow[];
}

const NOT_A_TABLE = 'Файл не читается как таблица. Загрузите файл .xlsx или .csv (например, скачанный шаблон).';

export async function readTable(fileName: string, bytes: Uint8Array): Promise<Table> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xls'))
    throw appError('BAD_USER_INPUT', 'Формат .xls не поддерживается: сохраните файл как .xlsx или .csv.');
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b; // "PK": an xlsx is a zip archive
  const lines = isZip ? await xlsxLines(bytes) : lower.endsWith('.xlsx') ? notATable() : csvLines(bytes);
  return toTable(lines);
}

function notATable(): never {
  throw appError('BAD_USER_INPUT', NOT_A_TABLE);
}

function toTable(lines: TableRow[]): Table {
  const filled = lines.filter((row) => row.cells.some((cell) => cell.text !== ''));
  const [header, ...rows] = filled;
  if (!header) throw appError('BAD_USER_INPUT', 'В файле нет ни одной строки.');
  return { columns: header.cells.map((cell) => cell.text), headerLine: header.line, rows };
}

async function xlsxLines(bytes: Uint8Array): Promise<TableRow[]> {
  const unpacked = unpackedSize(bytes);
  if (unpacked === null) notATable();
  if (unpacked > MAX_UNPACKED_BYTES)
    throw appError(
      'BAD_USER_INPUT',
      `Файл распаковывается в ${Math.round(unpacked / 1_000_000)} МБ данных — больше допустимых ${MAX_UNPACKED_BYTES / 1_000_000} МБ. Сохраните в нём только нужный лист или загрузите .csv.`,
    );
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    notATable();
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) notATable();
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: TableCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(readCell(row.getCell(column)));
    rows.push({ line, cells });
  });
  return rows;
}

function readCell(cell: ExcelJS.Cell): TableCell {
  const percentFormat = (cell.numFmt ?? '').includes('%');
  const value = cell.value;
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'number') return { text: String(value), number: value, percentFormat };
  if (typeof value === 'string') return { text: readInertText(value).trim() };
  if (typeof value === 'boolean') return { text: value ? 'да' : 'нет' };
  if (value instanceof Date) return { text: value.toISOString() };
  if ('result' in value) {
    // A formula: its last computed value, as Excel saved it.
    const result = value.result;
    if (typeof result === 'number') return { text: String(result), number: result, percentFormat };
    return { text: result === undefined || result === null || typeof result === 'object' ? '' : String(result).trim() };
  }
  if ('richText' in value)
    return {
      text: value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
    };
  if ('text' in value) return { text: String(value.text).trim() };
  return { text: '' };
}

/** UTF-8 when the bytes are valid UTF-8, otherwise Windows-1251, as Russian Excel saves csv. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1251').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

function csvLines(bytes: Uint8Array): TableRow[] {
  if (bytes.includes(0)) notATable(); // binary, not text
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: headerDelimiter(text), skipEmptyLines: false });
  // A quote left open swallows the rest of the file: refuse rather than import half of it.
  if (parsed.errors.some((error) => error.type === 'Quotes'))
    throw appError('BAD_USER_INPUT', 'В файле csv не закрыта кавычка: проверьте строки с текстом в кавычках.');
  return parsed.data.map((cells, index) => ({
    line: index + 1,
    cells: cells.map((text) => ({ text: readInertText(text).trim() })),
  }));
}

/**
 * The separator is the one the header row uses most outside quotes; a tie goes to the semicolon,
 * which Russian Excel writes and which "Себестоимость, ₽" does not contain.
 */
function headerDelimiter(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const counts = new Map([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ';';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}
