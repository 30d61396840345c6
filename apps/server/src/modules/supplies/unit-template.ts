// The templates of unit files: the columns an import reads, and, when the units are known (a supply's
// orders, an income's units, the units sold but not in the ledger), one row a unit filled with what the
// ledger holds now, so the seller changes only the costs that differ and loads the file back.
import { formatUnits } from '../../lib/money.ts';
import { loadExcel } from '../../lib/excel.ts';
import { inertCell, inertText } from '../../lib/spreadsheet-text.ts';
import { XLSX_CONTENT_TYPE, type FileDownloadShape } from '../imports/import-result.ts';
import { UNIT_COLUMNS, type UnitColumn } from './unit-file.ts';

export type TemplateKind = 'MP_SUPPLY' | 'FBO_INCOME' | 'UNSAVED_SHK';

/** A unit as a filled template shows it. */
export interface TemplateUnit {
  shkId: string;
  /** Kopecks: the cost the ledger holds, or the card's cost in force on the supply day; null when neither is known. */
  firstPrice: number | null;
  nmId: number | null;
  article: string | null;
  barcode?: string | null;
  size: string | null;
  title: string | null;
  supplyId?: string | null;
  /** ISO day. */
  supplyDate?: string | null;
  type?: 'FBS' | 'FBO' | null;
  /** Where the unit was found (the units not in the ledger). */
  source?: string | null;
}

/** Columns written for the seller's reading only: an import ignores them. */
type ReadOnlyColumn = 'size' | 'title' | 'source';
type TemplateColumn = UnitColumn | ReadOnlyColumn;

const READ_ONLY_TITLES: Record<ReadOnlyColumn, string> = { size: 'Размер', title: 'Наименование', source: 'Откуда' };

const TEMPLATES: Record<TemplateKind, { fileName: string; columns: TemplateColumn[]; howTo: string[] }> = {
  MP_SUPPLY: {
    fileName: 'Поставка FBS',
    columns: ['shk', 'firstPrice', 'supplyId', 'nmId', 'vendorCode', 'size', 'title'],
    howTo: [
      'ШК — номер стикера сборочного задания (цифры под штрихкодом, обе части вместе).',
      'Себестоимость — цена одной единицы в рублях, до двух знаков после запятой (1250,50).',
      '«Поставка» и «Артикул WB» необязательны: если заполнены, должны совпадать с заданием.',
      'Артикул продавца, размер и наименование — для чтения, при загрузке не учитываются.',
    ],
  },
  FBO_INCOME: {
    fileName: 'Поставка FBO',
    columns: ['shk', 'firstPrice', 'nmId', 'vendorCode', 'barcode', 'size', 'title'],
    howTo: [
      'ШК — штрихкод единицы товара, как его принимает склад WB.',
      'Товар узнаём по «Артикул WB», если пуст — по «Артикул продавца», затем по «Баркод».',
      'Номер поставки и дату выберите в окне загрузки на странице FBO.',
      'Размер и наименование — для чтения, при загрузке не учитываются.',
    ],
  },
  UNSAVED_SHK: {
    fileName: 'Несохранённые ШК',
    columns: ['shk', 'firstPrice', 'nmId', 'vendorCode', 'supplyId', 'supplyDate', 'type', 'size', 'title', 'source'],
    howTo: [
      'Для единиц, которых нет в учёте: ШК, себестоимость, товар, поставка и дата поставки.',
      'Дата — ячейка с датой или текст ДД.ММ.ГГГГ.',
      'Тип — FBS или FBO; если пуст, поставка «WB-GI-…» считается FBS, остальные — FBO.',
      'Размер, наименование и «Откуда» — для чтения, при загрузке не учитываются.',
    ],
  },
};

const titleOf = (key: TemplateColumn) =>
  key === 'size' || key === 'title' || key === 'source' ? READ_ONLY_TITLES[key] : UNIT_COLUMNS[key].title;

const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'dd.mm.yyyy';

/** A day as a date cell: midnight UTC of the day, which a spreadsheet shows as that day whatever its zone. */
const dateCell = (day: string) => new Date(`${day}T00:00:00Z`);

function cellsOf(unit: TemplateUnit): Record<TemplateColumn, string | number | Date | null> {
  return {
    shk: unit.shkId,
    // Excel keeps 15 significant digits: the decimal text reads back to the same kopecks.
    firstPrice: unit.firstPrice === null ? null : Number(formatUnits(unit.firstPrice, 2)),
    nmId: unit.nmId,
    vendorCode: unit.article,
    barcode: unit.barcode ?? null,
    size: unit.size,
    title: unit.title,
    supplyId: unit.supplyId ?? null,
    supplyDate: unit.supplyDate ? dateCell(unit.supplyDate) : null,
    type: unit.type ?? null,
    source: unit.source ?? null,
  };
}

/**
 * The template of a unit import: the ШК column is text, so Excel keeps every digit; costs are number
 * cells, days are date cells shown as дд.мм.гггг; one row a unit when `units` are given.
 */
export async function unitTemplate(
  kind: TemplateKind,
  units: TemplateUnit[] = [],
  fileNamePart?: string,
): Promise<FileDownloadShape> {
  const template = TEMPLATES[kind];
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Единицы', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((key) => ({
    header: titleOf(key),
    key,
    width: key === 'title' || key === 'source' ? 40 : 20,
    style: { numFmt: key === 'firstPrice' ? MONEY_FORMAT : key === 'supplyDate' ? DATE_FORMAT : '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const unit of units) {
    const cells = cellsOf(unit);
    sheet.addRow(Object.fromEntries(template.columns.map((key) => [key, inertCell(cells[key])])));
  }
  if (units.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: template.columns.length } };
  const help = workbook.addWorksheet('Как заполнять');
  help.getColumn(1).width = 110;
  for (const line of [
    ...template.howTo,
    'Если в файле есть ошибка, не сохраняется ничего: список покажет строку и колонку.',
  ])
    help.addRow([inertText(line)]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const name = fileNamePart ? `${template.fileName} ${fileNamePart}` : template.fileName;
  return {
    fileName: `${name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    base64: bytes.toString('base64'),
  };
}
