// The unit files a seller loads (an FBS supply, an FBO income, units found unsaved): their columns
// and the reading of each row's ШК, cost price and what names the card, the supply and the day.
import { formatDay } from '../../lib/moscow-time.ts';
import { readMoney } from '../imports/cell-values.ts';
import { mapColumns, type ColumnSpec } from '../imports/column-map.ts';
import type { RowErrorShape } from '../imports/import-result.ts';
import type { Table, TableCell, TableRow } from '../imports/table-file.ts';

export type UnitColumn = 'shk' | 'firstPrice' | 'nmId' | 'vendorCode' | 'barcode' | 'supplyId' | 'supplyDate' | 'type';

export const UNIT_COLUMNS: Record<UnitColumn, ColumnSpec<UnitColumn>> = {
  shk: { key: 'shk', title: 'ШК', aliases: ['shk_id', 'shkId', 'ШК товара', 'Стикер', 'stickerId', 'Номер стикера'] },
  firstPrice: { key: 'firstPrice', title: 'Себестоимость, ₽', aliases: ['firstPrice', 'Закупочная цена'] },
  nmId: { key: 'nmId', title: 'Артикул WB', aliases: ['Артикул ВБ', 'nmID', 'nm_id', 'Номенклатура'] },
  vendorCode: {
    key: 'vendorCode',
    title: 'Артикул продавца',
    aliases: ['Артикул', 'vendorCode', 'Артикул поставщика'],
  },
  barcode: { key: 'barcode', title: 'Баркод', aliases: ['barcode', 'Штрихкод'] },
  supplyId: { key: 'supplyId', title: 'Поставка', aliases: ['supplyId', 'Номер поставки', 'incomeId'] },
  supplyDate: { key: 'supplyDate', title: 'Дата поставки', aliases: ['supplyDate', 'Дата'] },
  type: { key: 'type', title: 'Тип', aliases: ['type', 'Тип поставки'] },
};

/** One row as read: text cells by column, the ШК and cost price already checked. */
export interface UnitFileRow {
  line: number;
  shkId: string;
  firstPrice: number;
  text(key: UnitColumn): string;
  /** Names a problem of this row in one of its columns. */
  problem(key: UnitColumn | null, message: string): RowErrorShape;
}

const SHK = /^[0-9A-Za-z-]{1,40}$/;
const title = (key: UnitColumn) => UNIT_COLUMNS[key].title;

/** "ШК" as text: a number cell keeps its digits only while Excel kept all of them. */
function readShk(cell: TableCell): { shk: string } | { problem: string } {
  if (cell.number !== undefined) {
    if (!Number.isSafeInteger(cell.number) || cell.number < 0)
      return { problem: 'ШК записан числом и потерял цифры: задайте колонке текстовый формат и введите ШК заново.' };
    return { shk: String(cell.number) };
  }
  const text = cell.text.replace(/\s/g, '');
  if (text === '') return { problem: 'Не указан ШК.' };
  if (!SHK.test(text)) return { problem: `ШК «${cell.text}»: ожидаются цифры и латинские буквы, до 40 знаков.` };
  return { shk: text };
}

/** The file's columns as every row of it reads them: each key's place in the row's kept texts, and its heading. */
interface FileColumns {
  slot: Map<UnitColumn, number>;
  heading: (key: UnitColumn) => string;
}

/**
 * A checked row keeps its number, ШК, cost and the texts of the expected columns, nothing of the
 * cells it was read from; its methods live on the class, so a row costs no closures.
 */
class CheckedRow implements UnitFileRow {
  constructor(
    readonly line: number,
    readonly shkId: string,
    readonly firstPrice: number,
    private readonly texts: string[],
    private readonly columns: FileColumns,
  ) {}

  text(key: UnitColumn): string {
    const slot = this.columns.slot.get(key);
    return slot === undefined ? '' : (this.texts[slot] ?? '');
  }

  problem(key: UnitColumn | null, message: string): RowErrorShape {
    return { row: this.line, column: key ? this.columns.heading(key) : null, message };
  }
}

export type UnitRowReader =
  | { errors: RowErrorShape[] }
  | {
      /** The row checked: its ШК (not seen before in the file) and cost price, or its problems. */
      read: (row: TableRow) => UnitFileRow | RowErrorShape[];
      /** The problem of a file with a header and no row. */
      empty: RowErrorShape;
      /** A problem of the row at that line, in one of its columns, found after the row was read. */
      problem: (line: number, key: UnitColumn, message: string) => RowErrorShape;
    };

const EMPTY_CELL: TableCell = { text: '' };

/**
 * Checks a unit file's header and reads its rows one at a time: a missing column refuses the file;
 * a row whose ШК is empty, malformed or already seen, or whose cost price is not a sum of 0 or
 * more, is a problem of that row.
 */
export function unitRowReader(table: Table, required: UnitColumn[][], optional: UnitColumn[]): UnitRowReader {
  const expected = [...new Set(['shk', 'firstPrice', ...required.flat(), ...optional] as UnitColumn[])];
  const positions = mapColumns(
    table.columns,
    expected.map((key) => UNIT_COLUMNS[key]),
  );
  const missing = [['shk'], ['firstPrice'], ...required].filter(
    (choice) => !choice.some((key) => positions.has(key as UnitColumn)),
  );
  if (missing.length)
    return {
      errors: missing.map((choice) => ({
        row: table.headerLine,
        column: null,
        message: `Нет колонки ${choice.map((key) => `«${title(key as UnitColumn)}»`).join(' или ')}.`,
      })),
    };

  const present = expected.filter((key) => positions.has(key));
  const places = present.map((key) => positions.get(key)!);
  const columns: FileColumns = {
    slot: new Map(present.map((key, slot) => [key, slot])),
    heading: (key) => table.columns[positions.get(key) ?? -1] || title(key),
  };
  const shkPlace = positions.get('shk')!;
  const pricePlace = positions.get('firstPrice')!;
  const problem = (line: number, key: UnitColumn, message: string): RowErrorShape => ({
    row: line,
    column: columns.heading(key),
    message,
  });
  const seenAt = new Map<string, number>();
  const read = (row: TableRow): UnitFileRow | RowErrorShape[] => {
    const errors: RowErrorShape[] = [];
    const shk = readShk(row.cells[shkPlace] ?? EMPTY_CELL);
    if ('problem' in shk) errors.push(problem(row.line, 'shk', shk.problem));
    else if (seenAt.has(shk.shk))
      errors.push(problem(row.line, 'shk', `ШК ${shk.shk} уже есть в строке ${seenAt.get(shk.shk)}.`));
    else seenAt.set(shk.shk, row.line);

    const priceCell = row.cells[pricePlace] ?? EMPTY_CELL;
    // The column is named beside each problem: the message does not repeat it.
    if (priceCell.text === '' && priceCell.number === undefined)
      errors.push(problem(row.line, 'firstPrice', 'Не указана себестоимость.'));
    const price = readMoney(priceCell);
    if (priceCell.text !== '' || priceCell.number !== undefined) {
      if ('problem' in price) errors.push(problem(row.line, 'firstPrice', price.problem));
      else if (price.units < 0)
        errors.push(problem(row.line, 'firstPrice', 'Себестоимость не может быть отрицательной.'));
    }
    if (errors.length || !('shk' in shk) || !('units' in price)) return errors;
    const texts = new Array<string>(places.length);
    for (let slot = 0; slot < places.length; slot++) texts[slot] = row.cells[places[slot]!]?.text ?? '';
    return new CheckedRow(row.line, shk.shk, price.units, texts, columns);
  };
  return {
    read,
    empty: { row: table.headerLine, column: null, message: 'В файле есть заголовок, но нет ни одной строки с ШК.' },
    problem,
  };
}

/** A day as read from a cell: the ISO day, or what is wrong with the cell. */
export type DayCell = { day: string } | { problem: string };

/** Days from 01.01.1970 to 31.12.2099 as Excel numbers them (the 1900 system: day 1 is 01.01.1900, with its false 29.02.1900). */
const EXCEL_SERIAL = /^(2[5-9]|[3-6]\d|7[0-3])\d{3}$/;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A day written as ДД.ММ.ГГГГ or ГГГГ-ММ-ДД, a date cell (read as its ISO instant at midnight UTC), or a
 * date stored as Excel's day number (a date column formatted as a number). A day in the right shape that
 * the calendar does not have is named as such.
 */
export function readDay(text: string): DayCell {
  if (EXCEL_SERIAL.test(text))
    return { day: new Date(EXCEL_EPOCH_MS + Number(text) * 86_400_000).toISOString().slice(0, 10) };
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/.exec(text);
  const day = dotted
    ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}`
    : iso
      ? `${iso[1]}-${iso[2]}-${iso[3]}`
      : null;
  if (day === null) return { problem: `«${text}»: ожидается дата ДД.ММ.ГГГГ.` };
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(day))
    return { problem: `${formatDay(day)}: такой даты нет.` };
  return { day };
}

/** {@link readDay} for the rows of one file: its units share a few days, so each distinct text is read once. */
export function dayReader(): (text: string) => DayCell {
  const days = new Map<string, DayCell>();
  return (text) => {
    let day = days.get(text);
    if (day === undefined) {
      day = readDay(text);
      days.set(text, day);
    }
    return day;
  };
}
