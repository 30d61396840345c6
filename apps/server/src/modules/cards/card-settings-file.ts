// The card settings table: its columns (the template writes them, an import reads them) and the
// reading of a seller's file into settings per card, with every problem named by row and column.
import { GraphQLError } from 'graphql';
import { readMoney, readPercent, type CellNumber } from '../imports/cell-values.ts';
import { mapColumns, type ColumnSpec } from '../imports/column-map.ts';
import type { RowErrorShape } from '../imports/import-result.ts';
import type { Table, TableCell } from '../imports/table-file.ts';
import {
  checkCardSettings,
  FIELD_LABELS,
  isMoneyField,
  type CardSettingsInput,
  type SettingsField,
} from './card-settings-input.ts';

type ColumnKey = 'nmId' | 'vendorCode' | 'title' | SettingsField;

const SETTINGS_FIELDS = Object.keys(FIELD_LABELS) as SettingsField[];

const unitOf = (field: SettingsField) => (field === 'titleForTn' ? '' : isMoneyField(field) ? ', ₽' : ', %');

/** In the template's order; the title of a card is there to read, an import ignores it. */
export const SETTINGS_COLUMNS: ColumnSpec<ColumnKey>[] = [
  { key: 'nmId', title: 'Артикул WB', aliases: ['Артикул ВБ', 'nmID', 'Номенклатура', 'Код номенклатуры'] },
  { key: 'vendorCode', title: 'Артикул продавца', aliases: ['Артикул', 'vendorCode', 'Артикул поставщика'] },
  { key: 'title', title: 'Наименование' },
  ...SETTINGS_FIELDS.map((field) => ({
    key: field,
    title: `${FIELD_LABELS[field]}${unitOf(field)}`,
    aliases: [
      field,
      ...(field === 'firstPrice' ? ['Закупочная цена'] : []),
      ...(field === 'titleForTn' ? ['Наименование для ЭТН'] : []),
    ],
  })),
];

export interface CardKey {
  nmId: number;
  vendorCode: string;
}

export interface SettingsRow {
  line: number;
  nmId: number;
  input: CardSettingsInput;
}

const titleOf = (key: ColumnKey) => SETTINGS_COLUMNS.find((column) => column.key === key)!.title;

/** Rows of settings by card, or every problem of the file; an empty cell leaves its setting as it is. */
export async function readSettingsRows(
  table: Table,
  cards: CardKey[],
): Promise<{ rows: SettingsRow[]; errors: RowErrorShape[]; rowCount: number }> {
  const positions = mapColumns(table.columns, SETTINGS_COLUMNS);
  const fields = SETTINGS_FIELDS.filter((field) => positions.has(field));
  const headerProblems: RowErrorShape[] = [];
  if (!positions.has('nmId') && !positions.has('vendorCode'))
    headerProblems.push({
      row: table.headerLine,
      column: null,
      message: `Нет колонки «${titleOf('nmId')}» или «${titleOf('vendorCode')}»: по ней узнаём карточку.`,
    });
  if (fields.length === 0)
    headerProblems.push({
      row: table.headerLine,
      column: null,
      message: `Нет ни одной колонки настроек: ожидаются ${SETTINGS_FIELDS.map((f) => `«${titleOf(f)}»`).join(', ')}.`,
    });
  if (headerProblems.length) return { rows: [], errors: headerProblems, rowCount: 0 };

  const finder = cardFinder(cards);
  const seenAt = new Map<number, number>();
  const rows: SettingsRow[] = [];
  const errors: RowErrorShape[] = [];
  let rowCount = 0;
  for await (const row of table.rows) {
    rowCount++;
    const cellOf = (key: ColumnKey): TableCell => row.cells[positions.get(key) ?? -1] ?? { text: '' };
    const columnOf = (key: ColumnKey) => table.columns[positions.get(key)!] || titleOf(key);
    const rowErrors: RowErrorShape[] = [];
    const problem = (key: ColumnKey | null, message: string) =>
      rowErrors.push({ row: row.line, column: key ? columnOf(key) : null, message });

    const found = finder(cellOf('nmId').text, cellOf('vendorCode').text);
    if ('problem' in found) problem(found.column, found.problem);
    else if (seenAt.has(found.nmId))
      problem(null, `Карточка ${found.nmId} уже есть в строке ${seenAt.get(found.nmId)}.`);
    else seenAt.set(found.nmId, row.line);

    const input: CardSettingsInput = {};
    for (const field of fields) {
      const cell = cellOf(field);
      if (cell.text === '') continue;
      const value = readField(field, cell);
      if (typeof value === 'object') problem(field, value.problem);
      else {
        const outOfRange = rangeProblem(field, value);
        if (outOfRange) problem(field, outOfRange);
        else Object.assign(input, { [field]: value });
      }
    }
    errors.push(...rowErrors);
    if (rowErrors.length === 0 && 'nmId' in found) rows.push({ line: row.line, nmId: found.nmId, input });
  }
  if (rowCount === 0)
    errors.push({
      row: table.headerLine,
      column: null,
      message: 'В файле есть заголовок, но нет ни одной строки с карточками.',
    });
  return { rows, errors, rowCount };
}

function readField(field: SettingsField, cell: TableCell): number | string | { problem: string } {
  if (field === 'titleForTn') return cell.text;
  const read: CellNumber = isMoneyField(field) ? readMoney(cell) : readPercent(cell);
  return 'units' in read ? read.units : read;
}

/** The same limits as a save from the screen, so a file can hold nothing the form would refuse. */
function rangeProblem(field: SettingsField, value: number | string): string | null {
  try {
    checkCardSettings({ [field]: value });
    return null;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return error.message;
  }
}

type Found = { nmId: number } | { problem: string; column: ColumnKey | null };

export function cardFinder(cards: CardKey[]) {
  const byNmId = new Map(cards.map((card) => [card.nmId, card]));
  const byVendorCode = new Map(cards.map((card) => [card.vendorCode.trim(), card]));
  return (nmIdText: string, vendorCodeText: string): Found => {
    if (nmIdText !== '') {
      const nmId = /^\d{1,15}$/.test(nmIdText) ? Number(nmIdText) : null;
      const card = nmId === null ? undefined : byNmId.get(nmId);
      if (!card)
        return { problem: `Карточки с артикулом WB «${nmIdText}» нет среди товаров компании.`, column: 'nmId' };
      if (vendorCodeText !== '' && vendorCodeText !== card.vendorCode.trim())
        return {
          problem: `У карточки ${card.nmId} артикул продавца «${card.vendorCode}», а в файле «${vendorCodeText}».`,
          column: 'vendorCode',
        };
      return { nmId: card.nmId };
    }
    if (vendorCodeText !== '') {
      const card = byVendorCode.get(vendorCodeText);
      if (!card)
        return {
          problem: `Карточки с артикулом продавца «${vendorCodeText}» нет среди товаров компании.`,
          column: 'vendorCode',
        };
      return { nmId: card.nmId };
    }
    return { problem: 'Не указан ни артикул WB, ни артикул продавца.', column: null };
  };
}
