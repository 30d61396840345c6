// New prices from a seller's spreadsheet in WB's layout: the file WB's portal gives for changing
// prices in bulk («Цены и скидки» → «Обновить через Excel») and our template with the same columns.
// Reading only: the rows become a preview, and the seller sends from there (docs/file-formats.md).
import { cardFinder, type CardKey } from '../cards/card-settings-file.ts';
import { readMoney, readPercent } from '../imports/cell-values.ts';
import { mapColumns, type ColumnSpec } from '../imports/column-map.ts';
import type { RowErrorShape } from '../imports/import-result.ts';
import type { Table, TableCell } from '../imports/table-file.ts';
import { MAX_CARDS } from './price-preview.service.ts';

type ColumnKey = 'nmId' | 'vendorCode' | 'title' | 'price' | 'newPrice' | 'discount' | 'newDiscount';

/** In the template's order; the current price and discount are there to read, an import ignores them. */
export const PRICE_FILE_COLUMNS: ColumnSpec<ColumnKey>[] = [
  { key: 'nmId', title: 'Артикул WB', aliases: ['Артикул ВБ', 'nmID', 'Номенклатура', 'Код номенклатуры'] },
  { key: 'vendorCode', title: 'Артикул продавца', aliases: ['Артикул', 'vendorCode', 'Артикул поставщика'] },
  { key: 'title', title: 'Наименование' },
  { key: 'price', title: 'Текущая розн. цена (до скидки)', aliases: ['Текущая цена'] },
  {
    key: 'newPrice',
    title: 'Новая розн. цена (до скидки)',
    aliases: ['Новая цена', 'Новая цена до скидки', 'Новая розничная цена'],
  },
  { key: 'discount', title: 'Текущая скидка, %', aliases: ['Текущая скидка на сайте'] },
  { key: 'newDiscount', title: 'Новая скидка, %', aliases: ['Новая скидка на сайте'] },
];

/** A card's price now, in kopecks, and its discount in percent. */
export interface CurrentPrice extends CardKey {
  price: number | null;
  discount: number | null;
}

/** A card the file changes; null: that one stays as it is. */
export interface FilePriceRow {
  line: number;
  nmId: number;
  price: number | null;
  discount: number | null;
}

export interface PriceFileRead {
  rows: FilePriceRow[];
  errors: RowErrorShape[];
  /** Data rows of the file, those left as they are included. */
  rowCount: number;
}

const titleOf = (key: ColumnKey) => PRICE_FILE_COLUMNS.find((column) => column.key === key)!.title;

function readPrice(cell: TableCell): number | { problem: string } {
  const read = readMoney(cell);
  if ('problem' in read) return read;
  if (read.units <= 0 || read.units % 100 !== 0)
    return { problem: `WB принимает цену в целых рублях больше нуля, а в ячейке «${cell.text}».` };
  return read.units;
}

function readDiscount(cell: TableCell): number | { problem: string } {
  const read = readPercent(cell);
  if ('problem' in read) return read;
  if (read.units < 0 || read.units > 9900 || read.units % 100 !== 0)
    return { problem: `Скидка — целое число от 0 до 99 %, а в ячейке «${cell.text}».` };
  return read.units / 100;
}

/**
 * The cards whose new price or discount differs from the current one, or every problem of the file.
 * An empty «new» cell keeps the current value, so WB's file of all cards with a few rows filled in
 * changes those few.
 */
export async function readPriceFile(table: Table, cards: CurrentPrice[]): Promise<PriceFileRead> {
  const positions = mapColumns(table.columns, PRICE_FILE_COLUMNS);
  const headerProblems: RowErrorShape[] = [];
  if (!positions.has('nmId') && !positions.has('vendorCode'))
    headerProblems.push({
      row: table.headerLine,
      column: null,
      message: `Нет колонки «${titleOf('nmId')}» или «${titleOf('vendorCode')}»: по ней узнаём товар.`,
    });
  if (!positions.has('newPrice') && !positions.has('newDiscount'))
    headerProblems.push({
      row: table.headerLine,
      column: null,
      message: `Нет колонки «${titleOf('newPrice')}» или «${titleOf('newDiscount')}»: из них берём новые цены.`,
    });
  if (headerProblems.length) return { rows: [], errors: headerProblems, rowCount: 0 };

  const find = cardFinder(cards);
  const current = new Map(cards.map((card) => [card.nmId, card]));
  const seenAt = new Map<number, number>();
  const rows: FilePriceRow[] = [];
  const errors: RowErrorShape[] = [];
  let rowCount = 0;
  for await (const row of table.rows) {
    rowCount++;
    const cellOf = (key: ColumnKey): TableCell => row.cells[positions.get(key) ?? -1] ?? { text: '' };
    const columnOf = (key: ColumnKey) => table.columns[positions.get(key)!] || titleOf(key);
    const rowErrors: RowErrorShape[] = [];
    const problem = (key: ColumnKey | null, message: string) =>
      rowErrors.push({ row: row.line, column: key ? columnOf(key) : null, message });

    const found = find(cellOf('nmId').text, cellOf('vendorCode').text);
    if ('problem' in found) problem(found.column as 'nmId' | 'vendorCode' | null, found.problem);
    else if (seenAt.has(found.nmId)) problem(null, `Товар ${found.nmId} уже есть в строке ${seenAt.get(found.nmId)}.`);
    else seenAt.set(found.nmId, row.line);

    const priceCell = cellOf('newPrice');
    const discountCell = cellOf('newDiscount');
    const price = priceCell.text === '' ? null : readPrice(priceCell);
    const discount = discountCell.text === '' ? null : readDiscount(discountCell);
    if (price !== null && typeof price === 'object') problem('newPrice', price.problem);
    if (discount !== null && typeof discount === 'object') problem('newDiscount', discount.problem);
    errors.push(...rowErrors);
    if (rowErrors.length || !('nmId' in found)) continue;

    const now = current.get(found.nmId)!;
    const newPrice = price === now.price ? null : (price as number | null);
    const newDiscount = discount === now.discount ? null : (discount as number | null);
    if (newPrice === null && newDiscount === null) continue; // nothing new for this card
    if (newPrice !== null && now.price === null) {
      problem('newPrice', 'У товара ещё нет цены WB: дождитесь загрузки цен и загрузите файл снова.');
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ line: row.line, nmId: found.nmId, price: newPrice, discount: newDiscount });
  }
  if (rowCount === 0)
    errors.push({
      row: table.headerLine,
      column: null,
      message: 'В файле есть заголовок, но нет ни одной строки с товарами.',
    });
  if (errors.length === 0 && rows.length > MAX_CARDS)
    errors.push({
      row: table.headerLine,
      column: null,
      message: `WB принимает не больше ${MAX_CARDS} товаров за одну загрузку, а новые цены у ${rows.length}: разделите файл.`,
    });
  return { rows, errors, rowCount };
}
