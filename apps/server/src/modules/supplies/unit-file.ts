// The unit files a seller loads (an FBS supply, an FBO income, units found unsaved): their columns
// and the reading of each row's ШК, cost price and what names the card, the supply and the day.
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
  text: (key: UnitColumn) => string;
  /** Names a problem of this row in one of its columns. */
  problem: (key: UnitColumn | null, message: string) => RowErrorShape;
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

export type UnitRowReader =
  | { errors: RowErrorShape[] }
  | {
      /** The row checked: its ШК (not seen before in the file) and cost price, or its problems. */
      read: (row: TableRow) => UnitFileRow | RowErrorShape[];
      /** The problem of a file with a header and no row. */
      empty: RowErrorShape;
    };

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

  const columnOf = (key: UnitColumn) => table.columns[positions.get(key) ?? -1] || title(key);
  const seenAt = new Map<string, number>();
  const read = (row: TableRow): UnitFileRow | RowErrorShape[] => {
    const cellOf = (key: UnitColumn): TableCell => row.cells[positions.get(key) ?? -1] ?? { text: '' };
    const problem = (key: UnitColumn | null, message: string): RowErrorShape => ({
      row: row.line,
      column: key ? columnOf(key) : null,
      message,
    });
    const errors: RowErrorShape[] = [];
    const shk = readShk(cellOf('shk'));
    if ('problem' in shk) errors.push(problem('shk', shk.problem));
    else if (seenAt.has(shk.shk))
      errors.push(problem('shk', `ШК ${shk.shk} уже есть в строке ${seenAt.get(shk.shk)}.`));
    else seenAt.set(shk.shk, row.line);

    const priceCell = cellOf('firstPrice');
    const price =
      priceCell.text === '' && priceCell.number === undefined
        ? { problem: 'Не указана себестоимость.' }
        : readMoney(priceCell);
    if ('problem' in price) errors.push(problem('firstPrice', `Себестоимость: ${price.problem}`));
    else if (price.units < 0) errors.push(problem('firstPrice', 'Себестоимость: не может быть отрицательной.'));

    if (errors.length || !('shk' in shk) || !('units' in price)) return errors;
    return { line: row.line, shkId: shk.shk, firstPrice: price.units, text: (key) => cellOf(key).text, problem };
  };
  return {
    read,
    empty: { row: table.headerLine, column: null, message: 'В файле есть заголовок, но нет ни одной строки с ШК.' },
  };
}

/** A day written as ДД.ММ.ГГГГ, ГГГГ-ММ-ДД or a date cell; null when it is not a real day. */
export function readDay(text: string): string | null {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/.exec(text);
  const day = dotted
    ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}`
    : iso
      ? `${iso[1]}-${iso[2]}-${iso[3]}`
      : null;
  if (day === null) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}
