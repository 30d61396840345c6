import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings, unitLedger, wbFinanceRows } from '../../db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import type { FileImportShape } from '../imports/import-result.ts';
import { periodsFigures } from '../reports/reports.service.ts';
import { insertFboIncome, insertFbsSupply } from '../supplies/ledger-fixtures.ts';

// Filling the ledger without retyping, on real rows: a supply's template comes filled with its units and
// loads back; the units sold but not in the ledger are listed with where each was found, downloaded as the
// file to fill, given one cost by hand, and once loaded the count of units «не в учёте» falls.

let app: TestApp;
let seller: Seller;
let other: Seller;
const WITH_COST = 901; // 500.00 ₽
const WITHOUT_COST = 902;
const INCOME = 6101;
const WEEK = { dateFrom: '2026-10-12', dateTo: '2026-10-18' };

const RESULT = 'id message rows saved unchanged errors { row column message }';
const IMPORT_MP = `mutation ($file: File!) { importMpSupply(file: $file) { ${RESULT} } }`;
const IMPORT_UNSAVED = `mutation ($file: File!) { importUnsavedShk(file: $file) { ${RESULT} } }`;
const FILE = 'fileName contentType base64';
const UNSAVED = `query ($nmId: Int, $supplyId: String, $soldFrom: Date, $soldTo: Date) {
  unsavedUnits(nmId: $nmId, supplyId: $supplyId, soldFrom: $soldFrom, soldTo: $soldTo, query: { page: 0, pageSize: 50 }) {
    totalCount fromReports
    items { shk_id type nmId article title size supplyId supplyDate source sourceText soldOn firstPrice } } }`;
const LEDGER = `{ supplies(dateFrom: "2026-01-01", dateTo: "2026-12-31") { shk_id firstPrice costSource fileName fileRow } }`;

interface UnsavedAnswer {
  unsavedUnits: { totalCount: number; fromReports: number; items: Record<string, unknown>[] };
}

async function ask<T>(query: string, variables: Record<string, unknown> = {}, who: Seller = seller) {
  const answer = await app.graphql<T>(query, variables, who.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function upload(query: string, file: File) {
  const answer = await app.upload<Record<string, FileImportShape>>(query, file, seller.headers);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0]!;
}

async function workbookOf(download: { base64: string }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(download.base64, 'base64') as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet's rows as values, header first. */
const valuesOf = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));

async function asFile(workbook: ExcelJS.Workbook, name: string) {
  return new File([Buffer.from(await workbook.xlsx.writeBuffer())], name);
}

const unitsNotSaved = async () => (await periodsFigures(app.services.db, seller.companyId, [WEEK], 0)).unitsNotSaved;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  seller = await sellerWithCompany(app, 'unsaved-seller@example.com');
  other = await sellerWithCompany(app, 'unsaved-other@example.com');
  const companyId = seller.companyId;
  await insertCard(app, companyId, {
    nmId: WITH_COST,
    vendorCode: 'НЕУЧ-01',
    sizes: [{ chrtID: 9010, techSize: '0', priceKopecks: 100_000, discountedPriceKopecks: 90_000 }],
  });
  await insertCard(app, companyId, { nmId: WITHOUT_COST, vendorCode: 'НЕУЧ-02' });
  await app.services.db.insert(cardSettings).values({ companyId, nmId: WITH_COST, firstPriceKopecks: 50_000 });
  // A supply whose template is downloaded and loaded back: one unit the sync saved at the card's cost.
  await insertFbsSupply(app, companyId, 'WB-GI-3001', '2026-10-05T06:00:00Z', [
    { orderId: 30011, sticker: '3001', nmId: WITH_COST, article: 'НЕУЧ-01' },
    { orderId: 30012, sticker: '3002', nmId: WITHOUT_COST, article: 'НЕУЧ-02' },
    { orderId: 30013, sticker: '3003', nmId: WITHOUT_COST, article: 'НЕУЧ-02', status: 'cancel' },
    { orderId: 30014, sticker: '3004', nmId: WITH_COST, article: 'НЕУЧ-01' },
  ]);
  await app.services.db.insert(unitLedger).values({
    companyId,
    shkId: '3001',
    nmId: WITH_COST,
    article: 'НЕУЧ-01',
    firstPriceKopecks: 50_000,
    supplyId: 'WB-GI-3001',
    type: 'FBS',
    supplyDate: '2026-10-05',
    costSource: 'card',
    orderId: 30011,
  });
  // A supply whose units are not in the ledger: one sold (in the report by its sticker), one shipped only.
  await insertFbsSupply(app, companyId, 'WB-GI-3101', '2026-10-06T06:00:00Z', [
    { orderId: 31012, sticker: '3102', nmId: WITHOUT_COST, article: 'НЕУЧ-02' },
    { orderId: 31014, sticker: '3104', nmId: WITH_COST, article: 'НЕУЧ-01' },
  ]);
  await insertFboIncome(app, companyId, { preorderId: 5101, supplyId: INCOME, createDate: '2026-10-02T08:00:00Z' }, [
    { barcode: '2000901', nmId: WITH_COST, vendorCode: 'НЕУЧ-01', quantity: 3 },
    { barcode: '2000902', nmId: WITHOUT_COST, vendorCode: 'НЕУЧ-02', quantity: 2 },
  ]);
  await app.services.db.insert(unitLedger).values({
    companyId,
    shkId: '40009',
    nmId: WITH_COST,
    article: 'НЕУЧ-01',
    firstPriceKopecks: 70_000,
    supplyId: String(INCOME),
    type: 'FBO',
    supplyDate: '2026-10-02',
    costSource: 'file',
    fileName: 'Поставка 6101.xlsx',
    fileRow: 2,
  });
  const row = {
    companyId,
    reportId: '770001',
    reportType: 1,
    dateFrom: WEEK.dateFrom,
    dateTo: WEEK.dateTo,
    currency: 'RUB',
    rrDate: '2026-10-15',
    docTypeName: 'Продажа',
    sellerOperName: 'Продажа',
    stickerId: '',
    forPayKopecks: 100_000,
  };
  const fbo = { ...row, giId: INCOME, deliveryMethod: 'FBO' };
  await app.services.db.insert(wbFinanceRows).values([
    { ...fbo, rrdId: 1, shkId: 40001, nmId: WITH_COST, vendorCode: 'НЕУЧ-01', techSize: '0', title: 'Футболка' },
    { ...fbo, rrdId: 2, shkId: 40002, nmId: WITHOUT_COST, vendorCode: 'НЕУЧ-02', techSize: '48', title: 'Майка' },
    // Sold and returned: nothing sold on balance, nothing to list.
    { ...fbo, rrdId: 3, shkId: 40003, nmId: WITH_COST, vendorCode: 'НЕУЧ-01' },
    { ...fbo, rrdId: 4, shkId: 40003, nmId: WITH_COST, vendorCode: 'НЕУЧ-01', docTypeName: 'Возврат' },
    // WB did not name the income: the card's latest income before the order stands for it.
    {
      ...fbo,
      rrdId: 7,
      shkId: 40005,
      giId: 0,
      nmId: WITH_COST,
      vendorCode: 'НЕУЧ-01',
      orderDt: new Date('2026-10-10T09:00:00Z'),
    },
    // An income the sync has not brought (older than its window): the report's giId, the order's day.
    {
      ...fbo,
      rrdId: 8,
      shkId: 40006,
      giId: 6999,
      nmId: WITHOUT_COST,
      vendorCode: 'НЕУЧ-02',
      orderDt: new Date('2026-10-08T09:00:00Z'),
    },
    // The unit saved from the income's file.
    { ...fbo, rrdId: 5, shkId: 40009, nmId: WITH_COST, vendorCode: 'НЕУЧ-01' },
    {
      ...row,
      rrdId: 6,
      shkId: 40004,
      stickerId: '3102',
      orderId: 31012,
      deliveryMethod: 'FBS, (МГТ)',
      nmId: WITHOUT_COST,
      vendorCode: 'НЕУЧ-02',
      techSize: '48',
    },
  ]);
  // Rows written here, not by the sync: their days are recounted as the sync would.
  await recountDailyFigures(app.services.db);
});
afterAll(() => app.close());

describe("a supply's template", () => {
  it('comes filled with the units that left with it and the cost the ledger holds; two costs changed load back', async () => {
    const { mpSupplyTemplate } = await ask<{ mpSupplyTemplate: { fileName: string; base64: string } }>(
      `query ($id: String!) { mpSupplyTemplate(supplyId: $id) { ${FILE} } }`,
      { id: 'WB-GI-3001' },
    );
    expect(mpSupplyTemplate.fileName).toBe('Поставка FBS WB-GI-3001.xlsx');
    const workbook = await workbookOf(mpSupplyTemplate);
    const sheet = workbook.getWorksheet('Единицы')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(valuesOf(sheet)).toEqual([
      ['ШК', 'Себестоимость, ₽', 'Поставка', 'Артикул WB', 'Артикул продавца', 'Размер', 'Наименование'],
      ['3001', 500, 'WB-GI-3001', WITH_COST, 'НЕУЧ-01', 'без размера', expect.any(String)],
      ['3002', undefined, 'WB-GI-3001', WITHOUT_COST, 'НЕУЧ-02', undefined, expect.any(String)],
      ['3004', 500, 'WB-GI-3001', WITH_COST, 'НЕУЧ-01', 'без размера', expect.any(String)],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe('@');
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');

    // The seller changes two costs, fills the missing one, and loads the file back.
    sheet.getCell('B2').value = 450.5;
    sheet.getCell('B3').value = 300;
    sheet.getCell('B4').value = 520;
    const file = await asFile(workbook, mpSupplyTemplate.fileName);
    const loaded = await upload(IMPORT_MP, file);
    expect(loaded).toMatchObject({ rows: 3, saved: 3, unchanged: 0, errors: [] });
    expect(loaded.message).toBe('Загружено 3 строки: изменено 3, без изменений 0.');
    expect(loaded.id).toMatch(/^[0-9a-f]{16}$/);
    const again = await upload(IMPORT_MP, file);
    expect(again).toMatchObject({ id: loaded.id, saved: 0 });
    expect(again.message).toBe('Изменений нет: все 3 строки совпадают с сохранёнными данными.');
    const { supplies } = await ask<{ supplies: { shk_id: string; firstPrice: string }[] }>(LEDGER);
    expect(
      supplies.filter((unit) => unit.shk_id.startsWith('300')).map((unit) => [unit.shk_id, unit.firstPrice]),
    ).toEqual([
      ['3001', '450.50'],
      ['3002', '300.00'],
      ['3004', '520.00'],
    ]);
  });

  it("of another company's supply is not given", async () => {
    const answer = await app.graphql(
      `query ($id: String!) { mpSupplyTemplate(supplyId: $id) { ${FILE} } }`,
      { id: 'WB-GI-3001' },
      other.headers,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the units sold but not in the ledger', () => {
  it('are listed with where each was found: sold on balance in a report, or shipped in an FBS supply', async () => {
    const { unsavedUnits } = await ask<UnsavedAnswer>(UNSAVED);
    expect(unsavedUnits.totalCount).toBe(6);
    expect(unsavedUnits.fromReports).toBe(5);
    const byShk = new Map(unsavedUnits.items.map((unit) => [unit.shk_id, unit]));
    // The latest sold first; the units in no report yet after them.
    expect(unsavedUnits.items.at(-1)!.shk_id).toBe('3104');
    expect([...byShk.keys()].sort()).toEqual(['3102', '3104', '40001', '40002', '40005', '40006']);
    expect(byShk.get('40006')).toMatchObject({ type: 'FBO', supplyId: '6999', supplyDate: '2026-10-08' });
    expect(byShk.get('40005')).toMatchObject({
      supplyId: String(INCOME),
      supplyDate: '2026-10-02',
      sourceText:
        'Отчёт WB №770001, продажа 15.10.2026; поставки нет в отчёте — взята последняя поставка товара до заказа',
    });
    expect(byShk.get('40001')).toEqual({
      shk_id: '40001',
      type: 'FBO',
      nmId: WITH_COST,
      article: 'НЕУЧ-01',
      title: 'Футболка',
      size: 'без размера',
      supplyId: String(INCOME),
      supplyDate: '2026-10-02',
      source: 'REPORT',
      sourceText: 'Отчёт WB №770001, продажа 15.10.2026',
      soldOn: '2026-10-15',
      firstPrice: '500.00',
    });
    expect(byShk.get('3102')).toMatchObject({
      type: 'FBS',
      supplyId: 'WB-GI-3101',
      supplyDate: '2026-10-06',
      source: 'REPORT',
      firstPrice: null,
    });
    expect(byShk.get('3104')).toMatchObject({
      type: 'FBS',
      supplyId: 'WB-GI-3101',
      source: 'ORDER',
      sourceText: 'Сборочное задание №31014',
      size: 'без размера',
      firstPrice: '500.00',
    });
  });

  it('are filtered by card, by supply or income, by the days of sale; another company sees none', async () => {
    const shks = async (variables: Record<string, unknown>, who: Seller = seller) =>
      (await ask<UnsavedAnswer>(UNSAVED, variables, who)).unsavedUnits.items.map((unit) => unit.shk_id).sort();
    expect(await shks({ nmId: WITHOUT_COST })).toEqual(['3102', '40002', '40006']);
    expect(await shks({ supplyId: String(INCOME) })).toEqual(['40001', '40002', '40005']);
    expect(await shks({ supplyId: 'WB-GI-3101' })).toEqual(['3102', '3104']);
    expect(await shks({ soldFrom: WEEK.dateFrom, soldTo: WEEK.dateTo })).toEqual([
      '3102',
      '40001',
      '40002',
      '40005',
      '40006',
    ]);
    expect(await shks({ soldFrom: '2026-10-16', soldTo: '2026-10-18' })).toEqual([]);
    expect(await shks({}, other)).toEqual([]);
    expect(await unitsNotSaved()).toBe(5);
  });

  it('of an income come in its template with the units already saved, at the cost each has', async () => {
    const { fboIncomeTemplate } = await ask<{ fboIncomeTemplate: { fileName: string; base64: string } }>(
      `query ($id: ID!) { fboIncomeTemplate(incomeId: $id) { ${FILE} } }`,
      { id: String(INCOME) },
    );
    expect(fboIncomeTemplate.fileName).toBe(`Поставка FBO ${INCOME}.xlsx`);
    const rows = valuesOf((await workbookOf(fboIncomeTemplate)).getWorksheet('Единицы')!);
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['ШК', 'Себестоимость, ₽', 'Артикул WB', 'Артикул продавца'],
      ['40009', 700, WITH_COST, 'НЕУЧ-01'],
      ['40001', 500, WITH_COST, 'НЕУЧ-01'],
      ['40002', undefined, WITHOUT_COST, 'НЕУЧ-02'],
      ['40005', 500, WITH_COST, 'НЕУЧ-01'],
    ]);
  });

  it('of a whole income take one cost by hand, logged as given by hand', async () => {
    const { setUnsavedUnitsCost } = await ask<{ setUnsavedUnitsCost: { id: string; message: string; saved: number } }>(
      'mutation ($id: String) { setUnsavedUnitsCost(supplyId: $id, cost: "250,5") { id message saved } }',
      { id: String(INCOME) },
    );
    expect(setUnsavedUnitsCost).toMatchObject({ saved: 3, message: 'Себестоимость 250,50 ₽ задана для 3 единиц.' });
    const { supplies } = await ask<{ supplies: Record<string, unknown>[] }>(LEDGER);
    expect(supplies.find((unit) => unit.shk_id === '40002')).toMatchObject({
      firstPrice: '250.50',
      costSource: 'MANUAL',
      fileName: expect.stringMatching(/^Вручную \d\d\.\d\d\.\d{4}: 250,50 ₽ для 3 единиц$/),
      fileRow: null,
    });
    expect(await unitsNotSaved()).toBe(2);
    const refused = await app.graphql(
      'mutation { setUnsavedUnitsCost(shkIds: ["40002"], cost: "10") { id message } }',
      {},
      seller.headers,
    );
    expect(refused.errors?.[0]?.message).toBe('Выбранные единицы уже в учёте: сохранять нечего.');
  });

  it('download as the file to fill, with date cells; loaded back, the list empties and the count falls', async () => {
    const { unsavedUnitsTemplate } = await ask<{ unsavedUnitsTemplate: { fileName: string; base64: string } }>(
      `{ unsavedUnitsTemplate { ${FILE} } }`,
    );
    expect(unsavedUnitsTemplate.fileName).toMatch(/^Несохранённые ШК \d\d\.\d\d\.\d{4}\.xlsx$/);
    const workbook = await workbookOf(unsavedUnitsTemplate);
    const sheet = workbook.getWorksheet('Единицы')!;
    const rows = valuesOf(sheet);
    expect(rows[0]).toEqual([
      'ШК',
      'Себестоимость, ₽',
      'Артикул WB',
      'Артикул продавца',
      'Поставка',
      'Дата поставки',
      'Тип',
      'Размер',
      'Наименование',
      'Откуда',
    ]);
    const at = new Map(rows.slice(1).map((cells, index) => [String(cells[0]), index + 2]));
    expect([...at.keys()].sort()).toEqual(['3102', '3104', '40006']);
    const row3102 = at.get('3102')!;
    expect(sheet.getCell(`F${row3102}`).value).toEqual(new Date('2026-10-06T00:00:00Z'));
    expect(sheet.getCell(`F${row3102}`).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell(`B${at.get('3104')}`).value).toBe(500);
    // The seller fills the cost the card lacks and types the other's day as text.
    sheet.getCell(`B${row3102}`).value = 199.99;
    sheet.getCell(`B${at.get('40006')}`).value = 42;
    sheet.getCell(`F${at.get('3104')}`).value = '06.10.2026';
    const loaded = await upload(IMPORT_UNSAVED, await asFile(workbook, 'заполнено.xlsx'));
    expect(loaded).toMatchObject({ rows: 3, saved: 3, errors: [] });
    expect((await ask<UnsavedAnswer>(UNSAVED)).unsavedUnits.totalCount).toBe(0);
    expect(await unitsNotSaved()).toBe(0);
  });

  it('a day typed wrong or not in the calendar and a missing cost are named in Russian; a day stored as a number is read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    sheet.addRow(['ШК', 'Себестоимость, ₽', 'Артикул WB', 'Поставка', 'Дата поставки']);
    sheet.addRow(['50001', 10, WITH_COST, String(INCOME), '31.02.2026']);
    sheet.addRow(['50002', null, WITH_COST, String(INCOME), '02.10.2026']);
    sheet.addRow(['50003', 10, WITH_COST, String(INCOME), 46297]);
    const refused = await upload(IMPORT_UNSAVED, await asFile(workbook, 'даты.xlsx'));
    expect(refused.message).toBe(
      'Файл не загружен: 2 ошибки. Ничего не сохранено; исправьте файл и загрузите его снова.',
    );
    expect(refused.errors).toEqual([
      { row: 2, column: 'Дата поставки', message: '31.02.2026: такой даты нет.' },
      { row: 3, column: 'Себестоимость, ₽', message: 'Не указана себестоимость.' },
    ]);
    sheet.getCell('E2').value = '28.02.2026';
    sheet.getCell('B3').value = 10;
    expect(await upload(IMPORT_UNSAVED, await asFile(workbook, 'даты.xlsx'))).toMatchObject({ saved: 3, errors: [] });
    const { supplies } = await ask<{ supplies: { shk_id: string; supplyDate: string }[] }>(
      '{ supplies(dateFrom: "2026-01-01", dateTo: "2026-12-31") { shk_id supplyDate } }',
    );
    expect(supplies.filter((unit) => unit.shk_id.startsWith('5000'))).toEqual([
      { shk_id: '50001', supplyDate: '2026-02-28' },
      { shk_id: '50002', supplyDate: '2026-10-02' },
      { shk_id: '50003', supplyDate: '2026-10-02' },
    ]);
  });
});

describe('one cost for units already in the ledger', () => {
  const SET = `mutation ($query: ListQuery!, $shks: [String!], $cost: Money!) {
    setUnitsCost(dateFrom: "2026-01-01", dateTo: "2026-12-31", query: $query, shkIds: $shks, cost: $cost) { id message saved } }`;
  const wholeSupply = {
    page: 0,
    pageSize: 50,
    filters: [{ field: 'supplyId', operator: 'EQUALS', value: 'WB-GI-3001' }],
  };
  const costs = async () =>
    new Map(
      (
        await ask<{ supplies: { shk_id: string; firstPrice: string; costSource: string; fileName: string }[] }>(LEDGER)
      ).supplies
        .filter((unit) => unit.shk_id.startsWith('300'))
        .map((unit) => [unit.shk_id, [unit.firstPrice, unit.costSource, unit.fileName]]),
    );

  it('gives every unit the filter keeps (a whole supply) or the chosen ones one cost, logged as given by hand', async () => {
    const set = async (variables: Record<string, unknown>, who: Seller = seller) =>
      (await ask<{ setUnitsCost: { id: string; message: string; saved: number } }>(SET, variables, who)).setUnitsCost;
    // Another company's seller aiming at this supply changes nothing here.
    expect(await set({ query: wholeSupply, cost: '1' }, other)).toMatchObject({ saved: 0 });
    const given = await set({ query: wholeSupply, cost: '1111,5' });
    expect(given).toMatchObject({ saved: 3, message: 'Себестоимость 1 111,50 ₽ задана для 3 единиц.' });
    expect(await set({ query: wholeSupply, cost: '1111.50' })).toMatchObject({
      id: given.id,
      saved: 0,
      message: 'Изменений нет: у этих единиц уже себестоимость 1 111,50 ₽.',
    });
    const name = expect.stringMatching(/^Вручную \d\d\.\d\d\.\d{4}: 1 111,50 ₽ для 3 единиц$/);
    expect(await costs()).toEqual(
      new Map([
        ['3001', ['1111.50', 'MANUAL', name]],
        ['3002', ['1111.50', 'MANUAL', name]],
        ['3004', ['1111.50', 'MANUAL', name]],
      ]),
    );
    expect(await set({ query: { page: 0, pageSize: 50 }, shks: ['3002'], cost: '99' })).toMatchObject({
      saved: 1,
      message: 'Себестоимость 99,00 ₽ задана для 1 единицы.',
    });
    expect((await costs()).get('3002')).toEqual(['99.00', 'MANUAL', expect.stringMatching(/для 1 единицы$/)]);
    expect((await costs()).get('3001')![0]).toBe('1111.50');
  });
});
