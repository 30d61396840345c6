// The price file to download: every card with its price and discount now, in WB's layout, the «new»
// columns left empty for the seller to fill in the cards they change.
import { XLSX_CONTENT_TYPE, type FileDownloadShape } from '../imports/import-result.ts';
import { loadExcel } from '../../lib/excel.ts';
import { inertCell, inertText } from '../../lib/spreadsheet-text.ts';
import { PRICE_FILE_COLUMNS, type CurrentPrice } from './price-file.ts';

const HOW_TO = [
  'Впишите новую цену до скидки (целые рубли) и/или новую скидку (0–99 %) у товаров, которые меняете.',
  'Пустая ячейка «Новая …» оставляет цену или скидку как есть. Текущие цена и скидка — только для чтения.',
  'Загрузите файл на странице «Юнит-экономика» или «Мои товары» → «Цены из файла»: сначала покажем прибыль, маржу и ROI по новым ценам, в WB отправите сами.',
  'Подходит и файл из личного кабинета WB («Цены и скидки» → «Обновить через Excel»): колонки узнаём по названиям.',
  'Если в файле есть ошибка, цены не считаются: список ошибок покажет строку и колонку.',
];

export async function priceFileTemplate(
  cards: (CurrentPrice & { title: string | null })[],
): Promise<FileDownloadShape> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Цены', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRICE_FILE_COLUMNS.map((column) => ({
    header: column.title,
    key: column.key,
    width: column.key === 'title' ? 40 : 22,
    style: ['price', 'newPrice'].includes(column.key) ? { numFmt: '0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const card of cards)
    sheet.addRow({
      nmId: card.nmId,
      vendorCode: inertCell(card.vendorCode),
      title: inertCell(card.title),
      price: card.price === null ? null : card.price / 100,
      discount: card.discount,
    });
  const help = workbook.addWorksheet('Как заполнять');
  help.getColumn(1).width = 120;
  for (const line of HOW_TO) help.addRow([inertText(line)]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: 'Цены.xlsx', contentType: XLSX_CONTENT_TYPE, base64: bytes.toString('base64') };
}
