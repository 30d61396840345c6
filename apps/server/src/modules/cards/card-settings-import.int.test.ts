import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings, cardSettingsHistory } from '../../db/schema/index.ts';
import type { FileImportShape } from '../imports/import-result.ts';
import { colleagueOf, insertCard, sellerWithCompany, type Seller } from './catalog-fixtures.ts';

const IMPORT =
  'mutation ($file: File!) { importCardSettings(file: $file) { message rows saved unchanged errors { row column message } } }';
const TEMPLATE = '{ cardSettingsTemplate { fileName contentType base64 } }';
const COSTS = '{ cards { nmID firstPrice titleForTn returnPercent defectPercent fbsCommission fboCommission } }';

type Cells = (string | number | null | { value: number; numFmt: string })[];

async function xlsxFile(rows: Cells[], name = 'settings.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  rows.forEach((cells, index) => {
    cells.forEach((cell, column) => {
      const target = sheet.getCell(index + 1, column + 1);
      if (cell !== null && typeof cell === 'object') {
        target.value = cell.value;
        target.numFmt = cell.numFmt;
      } else target.value = cell;
    });
  });
  return new File([Buffer.from(await workbook.xlsx.writeBuffer())], name);
}

/** A csv as Russian Excel saves it: Windows-1251, semicolons. */
function cp1251Csv(text: string): File {
  const bytes = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 128) return code;
    if (char === 'ё') return 0xb8;
    if (char === 'Ё') return 0xa8;
    return code - 0x410 + 0xc0; // А..я
  });
  return new File([new Uint8Array(bytes)], 'settings.csv');
}

describe('card settings from a file', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'import-seller@example.com');
    other = await sellerWithCompany(app, 'import-other@example.com');
    await insertCard(app, seller.companyId, { nmId: 501, vendorCode: 'ПЛАТ-01' });
    await insertCard(app, seller.companyId, { nmId: 502, vendorCode: 'ПЛАТ-02' });
    await insertCard(app, seller.companyId, { nmId: 503, vendorCode: 'ПЛАТ-03' });
    await insertCard(app, other.companyId, { nmId: 601, vendorCode: 'ЧУЖОЙ-01' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.services.db.delete(cardSettingsHistory).where(eq(cardSettingsHistory.companyId, seller.companyId));
    await app.services.db.delete(cardSettings).where(eq(cardSettings.companyId, seller.companyId));
  });

  const importFile = async (file: File, who: Seller = seller) =>
    app.upload<{ importCardSettings: FileImportShape }>(IMPORT, file, who.headers);
  const costs = async (who: Seller = seller) =>
    (await app.graphql<{ cards: Record<string, unknown>[] }>(COSTS, {}, who.headers)).data!.cards.sort(
      (a, b) => Number(a.nmID) - Number(b.nmID),
    );
  const historyCount = async () =>
    (
      await app.services.db
        .select()
        .from(cardSettingsHistory)
        .where(eq(cardSettingsHistory.companyId, seller.companyId))
    ).length;

  it('saves every row of an xlsx: number, text and percent-formatted cells, to the kopeck', async () => {
    const file = await xlsxFile([
      [
        'Артикул WB',
        'Артикул продавца',
        'Себестоимость, ₽',
        'Наименование для ТН',
        'Процент возвратов, %',
        'Комиссия FBS, %',
      ],
      [501, 'ПЛАТ-01', 1250.5, 'Платье женское', { value: 0.125, numFmt: '0.00%' }, 21],
      [null, 'ПЛАТ-02', '1 999,99 ₽', null, '3,5', null],
    ]);
    const answer = await importFile(file);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.importCardSettings).toEqual({
      message: 'Загружено 2 строки: изменено 2, без изменений 0.',
      rows: 2,
      saved: 2,
      unchanged: 0,
      errors: [],
    });
    expect(await costs()).toEqual([
      {
        nmID: 501,
        firstPrice: '1250.50',
        titleForTn: 'Платье женское',
        returnPercent: '12.50',
        defectPercent: null,
        fbsCommission: '21.00',
        fboCommission: null,
      },
      {
        nmID: 502,
        firstPrice: '1999.99',
        titleForTn: null,
        returnPercent: '3.50',
        defectPercent: null,
        fbsCommission: null,
        fboCommission: null,
      },
      {
        nmID: 503,
        firstPrice: null,
        titleForTn: null,
        returnPercent: null,
        defectPercent: null,
        fbsCommission: null,
        fboCommission: null,
      },
    ]);
    expect(await historyCount()).toBe(6);
  });

  it('reads a Windows-1251 csv with semicolons, by vendor code; the same file twice changes nothing', async () => {
    const file = cp1251Csv('Артикул продавца;Себестоимость;Процент брака\r\nПЛАТ-03;600;2\r\n\r\n');
    expect((await importFile(file)).data!.importCardSettings).toMatchObject({ rows: 1, saved: 1, errors: [] });
    expect((await costs())[2]).toMatchObject({ nmID: 503, firstPrice: '600.00', defectPercent: '2.00' });
    const history = await historyCount();
    expect((await importFile(file)).data!.importCardSettings).toEqual({
      message: 'Изменений нет: строка совпадает с сохранёнными данными.',
      rows: 1,
      saved: 0,
      unchanged: 1,
      errors: [],
    });
    expect(await historyCount()).toBe(history);
  });

  it('saves two files of the same cards at once, listed in opposite orders, one whole after the other', async () => {
    const csv = (rows: [number, number][]) =>
      new File(
        [['Артикул WB;Себестоимость, ₽', ...rows.map(([nmId, rubles]) => `${nmId};${rubles}`)].join('\n')],
        'c.csv',
      );
    const first = csv([
      [501, 100],
      [502, 200],
      [503, 300],
    ]);
    const second = csv([
      [503, 330],
      [502, 220],
      [501, 110],
    ]);
    const answers = await Promise.all([importFile(first), importFile(second)]);
    for (const answer of answers)
      expect(answer.data?.importCardSettings).toMatchObject({ rows: 3, saved: 3, errors: [] });
    const prices = [
      ['100.00', '200.00', '300.00'],
      ['110.00', '220.00', '330.00'],
    ];
    const final = (await costs()).map((card) => card.firstPrice as string);
    expect(prices).toContainEqual(final);
    // Each card's history: the earlier file's price set, then replaced by the later file's.
    const earlier = prices.find((file) => file.join() !== final.join())!;
    const history = await app.services.db
      .select()
      .from(cardSettingsHistory)
      .where(eq(cardSettingsHistory.companyId, seller.companyId))
      .orderBy(cardSettingsHistory.id);
    for (const [index, nmId] of [501, 502, 503].entries()) {
      expect(history.filter((h) => h.nmId === nmId).map((h) => [h.oldValue, h.newValue])).toEqual([
        [null, earlier[index]],
        [earlier[index], final[index]],
      ]);
    }
  });

  it('saves nothing when any row is wrong, and names each problem by row and column', async () => {
    const file = await xlsxFile([
      ['Артикул WB', 'Артикул продавца', 'Себестоимость, ₽', 'Процент возвратов, %'],
      [501, null, 700, 5],
      [502, null, -10, 150],
      [null, 'НЕТ-ТАКОГО', 'сто', null],
      [501, null, 800, null],
      [503, 'ПЛАТ-01', 1, null],
      [null, null, 5, null],
    ]);
    const result = (await importFile(file)).data!.importCardSettings;
    expect(result.saved).toBe(0);
    expect(result.message).toBe(
      'Файл не загружен: 7 ошибок. Ничего не сохранено; исправьте файл и загрузите его снова.',
    );
    expect(result.errors).toEqual([
      { row: 3, column: 'Себестоимость, ₽', message: 'Себестоимость: не может быть отрицательной.' },
      { row: 3, column: 'Процент возвратов, %', message: 'Процент возвратов: должен быть от 0 до 100 %.' },
      {
        row: 4,
        column: 'Артикул продавца',
        message: 'Карточки с артикулом продавца «НЕТ-ТАКОГО» нет среди товаров компании.',
      },
      {
        row: 4,
        column: 'Себестоимость, ₽',
        message: 'Ожидается число не больше чем с двумя знаками после запятой, например 1250,50; в ячейке «сто».',
      },
      { row: 5, column: null, message: 'Карточка 501 уже есть в строке 2.' },
      {
        row: 6,
        column: 'Артикул продавца',
        message: 'У карточки 503 артикул продавца «ПЛАТ-03», а в файле «ПЛАТ-01».',
      },
      { row: 7, column: null, message: 'Не указан ни артикул WB, ни артикул продавца.' },
    ]);
    expect(
      await app.services.db.select().from(cardSettings).where(eq(cardSettings.companyId, seller.companyId)),
    ).toEqual([]);
    expect(await historyCount()).toBe(0);
  });

  it('refuses files that are not tables, or tables without the needed columns, with a Russian reason', async () => {
    const refusal = async (file: File) => {
      const answer = await importFile(file);
      if (answer.errors) return { code: answer.errors[0]!.extensions?.code, message: answer.errors[0]!.message };
      return { code: 'ROWS', message: answer.data!.importCardSettings.errors.map((e) => e.message).join(' | ') };
    };
    expect(await refusal(new File([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9])], 'broken.xlsx'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Файл не читается как таблица. Загрузите файл .xlsx или .csv (например, скачанный шаблон).',
    });
    expect(await refusal(new File(['%PDF-1.4\0\0'], 'scan.csv'))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await refusal(new File(['x'], 'old.xls'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Формат .xls не поддерживается: сохраните файл как .xlsx или .csv.',
    });
    expect(await refusal(new File([''], 'empty.csv'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'В файле нет ни одной строки.',
    });
    expect(await refusal(new File(['Себестоимость\n100\n'], 'no-id.csv'))).toEqual({
      code: 'ROWS',
      message: 'Нет колонки «Артикул WB» или «Артикул продавца»: по ней узнаём карточку.',
    });
    expect(await refusal(new File(['Артикул WB;Цвет\n501;красный\n'], 'no-settings.csv'))).toMatchObject({
      code: 'ROWS',
      message: expect.stringMatching(/^Нет ни одной колонки настроек: ожидаются «Себестоимость, ₽»/),
    });
    expect(await refusal(new File(['Артикул WB;Себестоимость\n"501;100\n502;200\n'], 'quote.csv'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'В файле csv не закрыта кавычка: проверьте строки с текстом в кавычках.',
    });
    expect(await historyCount()).toBe(0);
  });

  it('gives a template of the company cards that imports back unchanged', async () => {
    await importFile(new File(['Артикул WB;Себестоимость;Комиссия FBO\n502;333,33;7,5\n'], 'a.csv'));
    const template = (
      await app.graphql<{ cardSettingsTemplate: { fileName: string; contentType: string; base64: string } }>(
        TEMPLATE,
        {},
        seller.headers,
      )
    ).data!.cardSettingsTemplate;
    expect(template.fileName).toBe('Настройки карточек.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(template.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Артикул WB',
      'Артикул продавца',
      'Наименование',
      'Себестоимость, ₽',
      'Наименование для ТН',
      'Процент возвратов, %',
      'Процент брака, %',
      'Комиссия FBS, %',
      'Комиссия FBO, %',
      'Процент выкупа, %',
      'Эквайринг, %',
      'Платная приёмка, ₽',
      'Упаковка, ₽',
      'Доставка на WB, ₽',
    ]);
    expect(sheet.rowCount).toBe(4);
    const row502 = sheet.getRows(2, 3)!.find((row) => row.getCell(1).value === 502)!;
    expect(row502.getCell(4).value).toBe(333.33);
    expect(row502.getCell(9).value).toBe(7.5);
    const again = await importFile(new File([Buffer.from(template.base64, 'base64')], template.fileName));
    expect(again.data!.importCardSettings).toMatchObject({ rows: 3, saved: 0, unchanged: 3, errors: [] });
  });

  it("lets a colleague import, but nobody reaches another company's cards", async () => {
    const colleague = await colleagueOf(app, seller, 'import-colleague@example.com');
    const mine = await importFile(new File(['Артикул WB;Себестоимость\n501;10\n'], 'c.csv'), colleague);
    expect(mine.data!.importCardSettings.saved).toBe(1);

    const intruding = await importFile(new File(['Артикул WB;Себестоимость\n501;99\n'], 'x.csv'), other);
    expect(intruding.data!.importCardSettings.errors).toEqual([
      { row: 2, column: 'Артикул WB', message: 'Карточки с артикулом WB «501» нет среди товаров компании.' },
    ]);
    const byVendorCode = await importFile(new File(['Артикул продавца;Себестоимость\nПЛАТ-01;99\n'], 'y.csv'), other);
    expect(byVendorCode.data!.importCardSettings.saved).toBe(0);
    expect((await costs())[0]).toMatchObject({ nmID: 501, firstPrice: '10.00' });

    const otherTemplate = (await app.graphql<{ cardSettingsTemplate: { base64: string } }>(TEMPLATE, {}, other.headers))
      .data!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(otherTemplate.cardSettingsTemplate.base64, 'base64') as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets[0]!.getColumn(1).values.slice(2)).toEqual([601]);

    const anonymous = await app.upload(IMPORT, new File(['Артикул WB;Себестоимость\n501;1\n'], 'z.csv'));
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql(TEMPLATE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await costs())[0]).toMatchObject({ nmID: 501, firstPrice: '10.00' });
  });
});
