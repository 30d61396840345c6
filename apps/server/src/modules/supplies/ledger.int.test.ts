import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings, cardSettingsHistory, unitLedger } from '../../db/schema/index.ts';
import type { FileImportShape } from '../imports/import-result.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { bombXlsx, cp1251Csv, insertFboIncome, insertFbsSupply, xlsxFile } from './ledger-fixtures.ts';

const RESULT = 'message rows saved unchanged errors { row column message }';
const IMPORT_MP = `mutation ($file: File!) { importMpSupply(file: $file) { ${RESULT} } }`;
const IMPORT_UNSAVED = `mutation ($file: File!) { importUnsavedShk(file: $file) { ${RESULT} } }`;
const importFbo = (incomeId: string, date: string) =>
  `mutation ($file: File!) { importFboIncome(incomeId: "${incomeId}", date: "${date}", file: $file) { ${RESULT} } }`;
const LEDGER = `query ($from: Date!, $to: Date!) {
  supplies(dateFrom: $from, dateTo: $to) { shk_id nmID article supplyId firstPrice type supplyDate costSource fileName fileRow }
}`;
const SUPPLIES =
  '{ mpSupplies(page: 0, pageSize: 10) { totalCount data { id done isSaved sumPrice unitCount savedCount } } }';
const ORDERS = `query ($id: String!) { mpSupplyOrders(supplyId: $id) {
  id supplyId shk_id article titleForTn title nmId wbStatus supplierStatus capacity weight firstPrice size isSaved } }`;
const INCOMES = `{ fboIncomes(from: "2026-09-01") { incomeId status totalQuantity savedQuantity
  items { barcode quantity totalPrice nmId shks { shk_id firstPrice } } } }`;

type Import = FileImportShape;

describe('the unit ledger', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true', MAX_UPLOAD_BYTES: '100000' });
    seller = await sellerWithCompany(app, 'ledger-seller@example.com');
    other = await sellerWithCompany(app, 'ledger-other@example.com');
    await insertCard(app, seller.companyId, {
      nmId: 701,
      vendorCode: 'ЛЕД-01',
      dims: [10, 20, 30],
      sizes: [{ chrtID: 7010, techSize: '48', priceKopecks: 250_000, discountedPriceKopecks: 200_000 }],
    });
    await insertCard(app, seller.companyId, { nmId: 702, vendorCode: 'ЛЕД-02' });
    await insertCard(app, other.companyId, { nmId: 801, vendorCode: 'ЧУЖ-01' });
    await app.services.db
      .insert(cardSettings)
      .values({ companyId: seller.companyId, nmId: 701, titleForTn: 'Футболка хлопковая' });
    await insertFbsSupply(app, seller.companyId, 'WB-GI-1001', '2026-10-05T06:00:00Z', [
      { orderId: 1, sticker: '11110001', nmId: 701, article: 'ЛЕД-01' },
      { orderId: 2, sticker: '11110002', nmId: 701, article: 'ЛЕД-01' },
      { orderId: 3, sticker: '11110003', nmId: 702, article: 'ЛЕД-02' },
      { orderId: 4, sticker: null, nmId: 702, article: 'ЛЕД-02', status: 'cancel' },
    ]);
    await insertFbsSupply(app, other.companyId, 'WB-GI-2001', '2026-10-05T06:00:00Z', [
      { orderId: 91, sticker: '22220001', nmId: 801, article: 'ЧУЖ-01' },
    ]);
    await app.services.db.insert(unitLedger).values({
      companyId: other.companyId,
      shkId: '33330001',
      nmId: 801,
      firstPriceKopecks: 100,
      supplyId: '9001',
      type: 'FBO',
      supplyDate: '2026-10-01',
      costSource: 'file',
    });
    await insertFboIncome(
      app,
      seller.companyId,
      { preorderId: 5001, supplyId: 6001, createDate: '2026-10-02T08:00:00Z' },
      [
        { barcode: '2000701', nmId: 701, vendorCode: 'ЛЕД-01', quantity: 3 },
        { barcode: '2000702', nmId: 702, vendorCode: 'ЛЕД-02', quantity: 2 },
      ],
    );
  });
  afterAll(() => app.close());

  const upload = async (query: string, file: File, who: Seller = seller) => {
    const answer = await app.upload<Record<string, Import>>(query, file, who.headers);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!;
  };
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}, who: Seller = seller) => {
    const answer = await app.graphql<T>(query, variables, who.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const ledger = async (who: Seller = seller) =>
    (await ask<{ supplies: Record<string, unknown>[] }>(LEDGER, { from: '2026-01-01', to: '2026-12-31' }, who))
      .supplies;

  it('saves an FBS supply from an xlsx: every unit with the file and row it came from; the same file again changes nothing', async () => {
    const file = await xlsxFile(
      [
        ['Артикул WB', 'ШК', 'Себестоимость, ₽'],
        [701, '11110001', 600.5],
        [701, '11110002', '600,50'],
      ],
      'Поставка 1001.xlsx',
    );
    expect(await upload(IMPORT_MP, file)).toMatchObject({ rows: 2, saved: 2, errors: [] });
    expect(await upload(IMPORT_MP, file)).toMatchObject({ rows: 2, saved: 0, unchanged: 2, errors: [] });
    expect(await ledger()).toEqual([
      {
        shk_id: '11110001',
        nmID: 701,
        article: 'ЛЕД-01',
        supplyId: 'WB-GI-1001',
        firstPrice: '600.50',
        type: 'FBS',
        supplyDate: '2026-10-05',
        costSource: 'FILE',
        fileName: 'Поставка 1001.xlsx',
        fileRow: 2,
      },
      expect.objectContaining({ shk_id: '11110002', firstPrice: '600.50', fileRow: 3 }),
    ]);
    const { mpSupplies } = await ask<{ mpSupplies: { totalCount: number; data: Record<string, unknown>[] } }>(SUPPLIES);
    expect(mpSupplies).toEqual({
      totalCount: 1,
      data: [{ id: 'WB-GI-1001', done: true, isSaved: false, sumPrice: '1201.00', unitCount: 3, savedCount: 2 }],
    });
  });

  it('reads a Windows-1251 csv with its columns in another order, and the supply becomes saved', async () => {
    const file = cp1251Csv('Себестоимость, ₽;Поставка;ШК\n1 250,00;WB-GI-1001;11110003\n');
    expect(await upload(IMPORT_MP, file)).toMatchObject({ rows: 1, saved: 1, errors: [] });
    const { mpSupplies } = await ask<{ mpSupplies: { data: { isSaved: boolean; sumPrice: string }[] } }>(SUPPLIES);
    expect(mpSupplies.data[0]).toMatchObject({ isSaved: true, sumPrice: '2451.00' });
    const { mpSupplyOrders } = await ask<{ mpSupplyOrders: Record<string, unknown>[] }>(ORDERS, { id: 'WB-GI-1001' });
    expect(mpSupplyOrders[0]).toEqual({
      id: '1',
      supplyId: 'WB-GI-1001',
      shk_id: '11110001',
      article: 'ЛЕД-01',
      titleForTn: 'Футболка хлопковая',
      title: 'Футболка ЛЕД-01',
      nmId: 701,
      wbStatus: 'sorted',
      supplierStatus: 'complete',
      capacity: '6.000',
      weight: '0.350',
      firstPrice: '600.50',
      size: '48',
      isSaved: true,
    });
    expect(mpSupplyOrders.map((order) => order.isSaved)).toEqual([true, true, true, false]);
  });

  it('saves an income from a file naming goods by barcode or vendor code; fboIncomes shows saved of total', async () => {
    const file = await xlsxFile([
      ['Баркод', 'Артикул продавца', 'ШК', 'Себестоимость'],
      ['2000701', '', '5550001', 700],
      ['', 'ЛЕД-02', '5550002', 800.25],
    ]);
    expect(await upload(importFbo('6001', '2026-10-02'), file)).toMatchObject({ rows: 2, saved: 2, errors: [] });
    const { fboIncomes } = await ask<{ fboIncomes: Record<string, unknown>[] }>(INCOMES);
    expect(fboIncomes).toEqual([
      {
        incomeId: '6001',
        status: 'Принято',
        totalQuantity: 5,
        savedQuantity: 2,
        items: [
          {
            barcode: '2000701',
            quantity: 3,
            totalPrice: null,
            nmId: 701,
            shks: [{ shk_id: '5550001', firstPrice: '700.00' }],
          },
          {
            barcode: '2000702',
            quantity: 2,
            totalPrice: null,
            nmId: 702,
            shks: [{ shk_id: '5550002', firstPrice: '800.25' }],
          },
        ],
      },
    ]);
  });

  it('saves units found unsaved from a csv, each with its card, supply and day', async () => {
    const file = cp1251Csv('ШК;Артикул WB;Себестоимость;Поставка;Дата поставки\n7770001;702;99,99;6001;03.10.2026\n');
    expect(await upload(IMPORT_UNSAVED, file)).toMatchObject({ rows: 1, saved: 1, errors: [] });
    expect((await ledger()).find((row) => row.shk_id === '7770001')).toMatchObject({
      type: 'FBO',
      supplyId: '6001',
      supplyDate: '2026-10-03',
      firstPrice: '99.99',
    });
  });

  it('keeps texts with quotes, backslashes, commas and braces exactly as the card and the file give them', async () => {
    await insertCard(app, seller.companyId, { nmId: 703, vendorCode: 'ЛЕД "3", \\ {x}' });
    const file = cp1251Csv(
      'ШК;Артикул WB;Себестоимость;Поставка;Дата поставки\n7770002;703;5;"Поставка ""7"", \\ {1}";03.10.2026\n',
    );
    expect(await upload(IMPORT_UNSAVED, file)).toMatchObject({ rows: 1, saved: 1, errors: [] });
    expect((await ledger()).find((row) => row.shk_id === '7770002')).toMatchObject({
      article: 'ЛЕД "3", \\ {x}',
      supplyId: 'Поставка "7", \\ {1}',
    });
  });

  describe('refuses a bad file with its row and column named, saving nothing', () => {
    const refused = async (query: string, file: File) => {
      const before = await ledger();
      const result = await upload(query, file);
      expect(result.saved).toBe(0);
      expect(result.message).toMatch(/^Файл не загружен/);
      expect(await ledger()).toEqual(before);
      return result.errors;
    };
    const refusedOutright = async (query: string, file: File) => {
      const answer = await app.upload(query, file, seller.headers);
      expect(answer.data).toBeNull();
      return answer.errors![0]!.message;
    };

    it('a missing column, an empty table, a duplicate ШК, a negative or non-numeric cost', async () => {
      expect(await refused(IMPORT_MP, cp1251Csv('ШК;Цена\n11110001;5\n'))).toEqual([
        { row: 1, column: null, message: 'Нет колонки «Себестоимость, ₽».' },
      ]);
      expect(await refused(IMPORT_MP, cp1251Csv('ШК;Себестоимость\n'))).toEqual([
        { row: 1, column: null, message: 'В файле есть заголовок, но нет ни одной строки с ШК.' },
      ]);
      const errors = await refused(
        IMPORT_MP,
        await xlsxFile([
          ['ШК', 'Себестоимость, ₽'],
          ['11110001', 5],
          ['11110001', 6],
          ['11110002', -1],
          ['11110003', 'сто'],
        ]),
      );
      expect(errors).toEqual([
        { row: 3, column: 'ШК', message: 'ШК 11110001 уже есть в строке 2.' },
        { row: 4, column: 'Себестоимость, ₽', message: 'Себестоимость не может быть отрицательной.' },
        { row: 5, column: 'Себестоимость, ₽', message: expect.stringContaining('«сто»') },
      ]);
    });

    it("a ШК of another company: its order's sticker or a unit in its ledger", async () => {
      expect(await refused(IMPORT_MP, cp1251Csv('ШК;Себестоимость\n22220001;5\n'))).toEqual([
        {
          row: 2,
          column: 'ШК',
          message: 'ШК 22220001 не найден среди сборочных заданий компании: проверьте номер стикера.',
        },
      ]);
      expect(
        await refused(importFbo('6001', '2026-10-02'), cp1251Csv('ШК;Артикул WB;Себестоимость\n33330001;701;5\n')),
      ).toEqual([{ row: 2, column: 'ШК', message: 'ШК 33330001 уже учтён в другой компании: проверьте файл.' }]);
      expect(
        await refused(importFbo('6001', '2026-10-02'), cp1251Csv('ШК;Артикул WB;Себестоимость\n4440001;801;5\n')),
      ).toEqual([{ row: 2, column: 'Артикул WB', message: 'Товара «801» нет среди товаров компании.' }]);
    });

    it('a file that is not a table, an .xls, a file over the size limit, an xlsx that unpacks to gigabytes', async () => {
      expect(
        await refusedOutright(IMPORT_MP, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], 'photo.xlsx')),
      ).toMatch(/не читается как таблица/);
      expect(await refusedOutright(IMPORT_MP, new File(['x'], 'old.xls'))).toMatch(/\.xls не поддерживается/);
      expect(await refusedOutright(IMPORT_MP, new File([new Uint8Array(100_001)], 'big.csv'))).toBe(
        'Файл больше 0,1 МБ: разделите его на части.',
      );
      expect(await refusedOutright(IMPORT_MP, await bombXlsx())).toMatch(/распаковывается в 2000 МБ/);
    });

    it('a wrong row after batches already written: the whole file is rolled back, then saved once fixed', async () => {
      // 2 100 rows: a batch of 2 000 is written before the last one finds the wrong row.
      const lines = (last: string) =>
        [
          'ШК;Артикул WB;Себестоимость;Поставка;Дата поставки',
          ...Array.from({ length: 2_099 }, (_, i) => `${8_000_000 + i};701;10,00;6001;04.10.2026`),
          `8002099;701;${last};6001;04.10.2026`,
        ].join('\n');
      const errors = await refused(IMPORT_UNSAVED, cp1251Csv(lines('десять')));
      expect(errors).toEqual([{ row: 2101, column: 'Себестоимость', message: expect.stringContaining('«десять»') }]);
      const fixed = cp1251Csv(lines('10,00'));
      expect(await upload(IMPORT_UNSAVED, fixed)).toMatchObject({ rows: 2_100, saved: 2_100, errors: [] });
      expect(await upload(IMPORT_UNSAVED, fixed)).toMatchObject({ rows: 2_100, saved: 0, unchanged: 2_100 });
      await app.services.db.delete(unitLedger).where(like(unitLedger.shkId, '800%'));
    });

    it('an income of another company is not found', async () => {
      const answer = await app.upload(
        importFbo('6001', '2026-10-02'),
        cp1251Csv('ШК;Баркод;Себестоимость\n1;2000701;1\n'),
        other.headers,
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  it("enters a supply's units at the card's cost price in force on the supply day, and a file's cost stays", async () => {
    const { costsInForce } = await import('../cards/cards.service.ts');
    await app.services.db.insert(cardSettingsHistory).values([
      {
        companyId: seller.companyId,
        nmId: 702,
        field: 'firstPrice',
        oldValue: null,
        newValue: '100.00',
        changedAt: new Date('2026-09-01T10:00:00Z'),
      },
      {
        companyId: seller.companyId,
        nmId: 702,
        field: 'firstPrice',
        oldValue: '100.00',
        newValue: '150.00',
        changedAt: new Date('2026-10-05T20:00:00Z'),
      },
      {
        companyId: seller.companyId,
        nmId: 702,
        field: 'firstPrice',
        oldValue: '150.00',
        newValue: '200.00',
        changedAt: new Date('2026-10-05T21:30:00Z'),
      },
    ]);
    const days = ['2026-08-31', '2026-10-04', '2026-10-05', '2026-10-06'];
    const costOn = await costsInForce(
      app.services.db,
      seller.companyId,
      days.map((mskDate) => ({ nmId: 702, mskDate })),
    );
    // Before the first cost was set, the first one counts: goods shipped earlier still get a cost.
    expect(costOn(702, '2026-08-31')).toBe(10_000);
    expect(costOn(702, '2026-10-04')).toBe(10_000);
    // 20:00 UTC is 23:00 in Moscow, still the 5th; 21:30 UTC is the 6th.
    expect(costOn(702, '2026-10-05')).toBe(15_000);
    expect(costOn(702, '2026-10-06')).toBe(20_000);
  });
});
