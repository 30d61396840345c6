// The template to download: the company's cards with their current settings, in the columns an
// import reads, so filling in the cost prices and loading the file back is the whole job.
import { XLSX_CONTENT_TYPE, type FileDownloadShape } from '../imports/import-result.ts';
import { formatUnits } from '../../lib/money.ts';
import { loadExcel } from '../../lib/excel.ts';
import { inertCell, inertText } from '../../lib/spreadsheet-text.ts';
import { SETTINGS_COLUMNS } from './card-settings-file.ts';
import type { CardShape } from './cards.service.ts';

// Amounts go into number cells, which a seller edits as numbers; the decimal text is exact and
// Excel keeps 15 significant digits, so the file reads back to the same kopecks.
const asNumber = (units: number | null) => (units === null ? null : Number(formatUnits(units, 2)));

function cellsOf(card: CardShape): Record<string, string | number | null> {
  const cells: Record<string, string | number | null> = {
    nmId: card.nmID,
    vendorCode: card.vendorCode,
    title: card.title,
    firstPrice: asNumber(card.firstPrice),
    titleForTn: card.titleForTn,
    returnPercent: asNumber(card.returnPercent),
    defectPercent: asNumber(card.defectPercent),
    fbsCommission: asNumber(card.fbsCommission),
    fboCommission: asNumber(card.fboCommission),
    buyoutPercent: asNumber(card.buyoutPercent),
    acquiringPercent: asNumber(card.acquiringPercent),
    acceptance: asNumber(card.acceptance),
    packaging: asNumber(card.packaging),
    deliveryToWb: asNumber(card.deliveryToWb),
  };
  return Object.fromEntries(Object.entries(cells).map(([key, value]) => [key, inertCell(value)]));
}

const HOW_TO = [
  'Заполните колонки настроек и загрузите файл на странице «Мои товары» → «Загрузить из файла».',
  'Карточку узнаём по «Артикул WB» или, если он пуст, по «Артикул продавца». «Наименование» только для чтения.',
  'Пустая ячейка оставляет настройку как есть. Суммы в рублях, до двух знаков после запятой (1250,50).',
  'Проценты от 0 до 100, до двух знаков после запятой (12,5). Пустые комиссии — ставка WB для предмета.',
  'Пустые выкуп, эквайринг, приёмка, упаковка и доставка на WB — значения компании по умолчанию (страница «Юнит-экономика»).',
  'Если в файле есть ошибка, не сохраняется ничего: список ошибок покажет строку и колонку.',
];

export async function cardSettingsTemplate(cards: CardShape[]): Promise<FileDownloadShape> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Настройки карточек', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SETTINGS_COLUMNS.map((column) => ({
    header: column.title,
    key: column.key,
    width: column.key === 'title' || column.key === 'titleForTn' ? 40 : 20,
    style: ['nmId', 'vendorCode', 'title', 'titleForTn'].includes(column.key) ? {} : { numFmt: '0.00' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const card of cards) sheet.addRow(cellsOf(card));
  const help = workbook.addWorksheet('Как заполнять');
  help.getColumn(1).width = 110;
  for (const line of HOW_TO) help.addRow([inertText(line)]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: 'Настройки карточек.xlsx', contentType: XLSX_CONTENT_TYPE, base64: bytes.toString('base64') };
}
