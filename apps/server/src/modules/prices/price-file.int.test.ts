import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { insertWorkedExample } from '../unit/worked-example.fixtures.ts';
import { priceChanges } from './prices.tables.ts';

/** New prices from a file in WB's layout: read into the preview, never sent by the import itself. */

const PREVIEW_FILE = `mutation ($file: File!) { priceFilePreview(file: $file, scheme: FBO, warehouseName: "Минск") {
  file { message rows saved unchanged errors { row column message } }
  preview { rows { nmID problem before { price discount profit } after { price discount profit marginPercent roiPercent } } }
} }`;
const TEMPLATE = '{ priceFileTemplate { fileName contentType base64 } }';

interface Answer {
  priceFilePreview: {
    file: { message: string; rows: number; saved: number; unchanged: number; errors: Record<string, unknown>[] };
    preview: { rows: { nmID: number; problem: string | null; after: Record<string, unknown> }[] } | null;
  };
}

async function xlsxFile(rows: (string | number | null)[][], name = 'prices.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Цены');
  for (const row of rows) sheet.addRow(row);
  return new File([Buffer.from(await workbook.xlsx.writeBuffer())], name);
}

let app: TestApp;
let seller: Seller;
let other: Seller;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  seller = await sellerWithCompany(app, 'file-prices@example.com');
  other = await sellerWithCompany(app, 'file-prices-other@example.com');
  await insertWorkedExample(app, seller);
  await insertCard(app, seller.companyId, {
    nmId: 502,
    vendorCode: 'ПЛАТ-02',
    sizes: [{ chrtID: 5021, techSize: 'S', priceKopecks: 100000, discountedPriceKopecks: 90000 }],
    discount: 10,
  });
  await insertCard(app, other.companyId, {
    nmId: 601,
    vendorCode: 'ЧУЖОЙ-01',
    sizes: [{ chrtID: 6011, techSize: 'S', priceKopecks: 100000, discountedPriceKopecks: 100000 }],
  });
});
afterAll(() => app.close());

const load = (file: File, who: Seller = seller) => app.upload<Answer>(PREVIEW_FILE, file, who.headers);

describe('prices from a file', () => {
  it("reads WB's portal layout into the preview with the profit at the new price, sending nothing", async () => {
    const file = await xlsxFile([
      [
        'Бренд',
        'Артикул WB',
        'Артикул продавца',
        'Текущая розн. цена (до скидки)',
        'Новая розн. цена (до скидки)',
        'Текущая скидка',
        'Новая скидка',
      ],
      ['Ромашка', 501, 'ПРИМЕР-1', 1999, 2193, 27, null],
      // WB's file lists every card; an empty or unchanged «new» leaves the card out.
      ['Ромашка', null, 'ПЛАТ-02', 1000, null, 10, 10],
    ]);
    const answer = await load(file);
    expect(answer.errors).toBeUndefined();
    const { file: result, preview } = answer.data!.priceFilePreview;
    expect(result).toEqual({
      message: 'В файле 2 строки: новые цены у 1 товара, без изменений 1. Проверьте расчёт и отправьте в WB.',
      rows: 2,
      saved: 1,
      unchanged: 1,
      errors: [],
    });
    // The same figures as the price typed by hand in the dialog (prices.int.test.ts).
    expect(preview!.rows).toEqual([
      {
        nmID: 501,
        problem: null,
        before: { price: '1999.00', discount: 27, profit: '297.32' },
        after: expect.objectContaining({ price: '2193.00', discount: 27, profit: '400.72' }),
      },
    ]);
    expect(await app.services.db.select().from(priceChanges)).toEqual([]);
  });

  it('reads a csv as Russian Excel saves it, a discount alone, by vendor code', async () => {
    const csv = 'Артикул продавца;Новая цена;Новая скидка, %\nПЛАТ-02;;15\n';
    const answer = await load(new File([csv], 'цены.csv'));
    const { preview } = answer.data!.priceFilePreview;
    expect(preview!.rows).toEqual([
      expect.objectContaining({ nmID: 502, after: expect.objectContaining({ price: '1000.00', discount: 15 }) }),
    ]);
  });

  it('lists every problem by row and column in Russian and answers no preview', async () => {
    const file = await xlsxFile([
      ['Артикул WB', 'Новая розн. цена (до скидки)', 'Новая скидка'],
      [501, 1999.5, 27],
      [502, 'дорого', 120],
      [601, 1000, null],
      [501, 2000, null],
    ]);
    const { file: result, preview } = (await load(file)).data!.priceFilePreview;
    expect(preview).toBeNull();
    expect(result.saved).toBe(0);
    expect(result.message).toBe(
      'Файл не загружен: 5 ошибок. Ничего не сохранено; исправьте файл и загрузите его снова.',
    );
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'Новая розн. цена (до скидки)',
        message: 'WB принимает цену в целых рублях больше нуля, а в ячейке «1999.5».',
      },
      {
        row: 3,
        column: 'Новая розн. цена (до скидки)',
        message: 'Ожидается число не больше чем с двумя знаками после запятой, например 1250,50; в ячейке «дорого».',
      },
      { row: 3, column: 'Новая скидка', message: 'Скидка — целое число от 0 до 99 %, а в ячейке «120».' },
      // Another company's card is not found, as if it did not exist.
      { row: 4, column: 'Артикул WB', message: 'Карточки с артикулом WB «601» нет среди товаров компании.' },
      { row: 5, column: null, message: 'Товар 501 уже есть в строке 2.' },
    ]);
  });

  it('names the missing columns, and says when nothing changes', async () => {
    const noColumns = (
      await load(
        await xlsxFile([
          ['Артикул WB', 'Цена'],
          [501, 100],
        ]),
      )
    ).data!.priceFilePreview;
    expect(noColumns.file.errors).toEqual([
      {
        row: 1,
        column: null,
        message: 'Нет колонки «Новая розн. цена (до скидки)» или «Новая скидка, %»: из них берём новые цены.',
      },
    ]);
    const same = (
      await load(
        await xlsxFile([
          ['Артикул WB', 'Новая цена'],
          [501, 1999],
        ]),
      )
    ).data!.priceFilePreview;
    expect(same).toEqual({
      file: expect.objectContaining({
        message: 'Новых цен нет: в 1 строке цены и скидки совпадают с нынешними или не заполнены.',
        errors: [],
      }),
      preview: null,
    });
  });

  it("gives a template of the company's own cards with their prices, which loads back unchanged", async () => {
    const template = (
      await app.graphql<{ priceFileTemplate: { fileName: string; base64: string } }>(TEMPLATE, {}, seller.headers)
    ).data!.priceFileTemplate;
    expect(template.fileName).toBe('Цены.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(template.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      [
        'Артикул WB',
        'Артикул продавца',
        'Наименование',
        'Текущая розн. цена (до скидки)',
        'Новая розн. цена (до скидки)',
        'Текущая скидка, %',
        'Новая скидка, %',
      ],
      [501, 'ПРИМЕР-1', expect.any(String), 1999, undefined, 27],
      [502, 'ПЛАТ-02', 'Футболка ПЛАТ-02', 1000, undefined, 10],
    ]);
    const back = new File([Buffer.from(template.base64, 'base64')], template.fileName);
    expect((await load(back)).data!.priceFilePreview.preview).toBeNull();
    const others = (await app.graphql<{ priceFileTemplate: { base64: string } }>(TEMPLATE, {}, other.headers)).data!
      .priceFileTemplate;
    const theirs = new ExcelJS.Workbook();
    await theirs.xlsx.load(Buffer.from(others.base64, 'base64') as unknown as ArrayBuffer);
    expect(theirs.worksheets[0]!.rowCount).toBe(2);
  });
});
