import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cardSettingsTemplate } from '../cards/card-settings-template.ts';
import type { CardShape } from '../cards/cards.service.ts';
import { unitTemplate } from '../supplies/unit-template.ts';
import { openTable, type TableCell } from './table-file.ts';
import { firstSheetRows } from './xlsx-sheet.ts';
import type { ZipEntry } from './zip-entries.ts';

// The sheet's XML read by the import's own reader, checked on files ExcelJS writes the ways Excel
// does (shared strings) and its streaming writer does (inline strings), and on the templates the
// server hands out.

async function tableOf(
  bytes: Uint8Array,
): Promise<{ columns: string[]; rows: { line: number; cells: TableCell[] }[] }> {
  const table = await openTable('Файл.xlsx', bytes);
  const rows: { line: number; cells: TableCell[] }[] = [];
  for await (const row of table.rows) rows.push(row);
  return { columns: table.columns, rows };
}

const bytesOf = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

describe('the import reads an xlsx sheet', () => {
  it('with shared strings, numbers, dates, percents, booleans, formulas, rich text and gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист');
    sheet.addRow(['ШК', 'Сумма', 'Дата', 'Доля', 'Флаг', 'Формула', 'Пусто', 'Текст']);
    const row = sheet.addRow([
      '000123',
      1250.5,
      new Date(Date.UTC(2026, 9, 4)),
      0.125,
      true,
      { formula: 'B2*2', result: 2501 },
      null,
      { richText: [{ text: 'Футболка ' }, { font: { bold: true }, text: '«Лето» & <зима>' }] },
    ]);
    row.getCell(3).numFmt = 'dd.mm.yyyy';
    row.getCell(4).numFmt = '0.0%';
    sheet.addRow([]);
    sheet.addRow(['  с пробелами  ', "'=1+2", { formula: 'A1&"x"', result: 'ШКx' }]);
    const { columns, rows } = await tableOf(await bytesOf(workbook));
    expect(columns).toEqual(['ШК', 'Сумма', 'Дата', 'Доля', 'Флаг', 'Формула', 'Пусто', 'Текст']);
    expect(rows).toEqual([
      {
        line: 2,
        cells: [
          { text: '000123' },
          { text: '1250.5', number: 1250.5, percentFormat: false },
          { text: '2026-10-04T00:00:00.000Z' },
          { text: '0.125', number: 0.125, percentFormat: true },
          { text: 'да' },
          { text: '2501', number: 2501, percentFormat: false },
          { text: '' },
          { text: 'Футболка «Лето» & <зима>' },
        ],
      },
      // The empty row 3 is left out; the line numbers stay the sheet's.
      { line: 4, cells: [{ text: 'с пробелами' }, { text: '=1+2' }, { text: 'ШКx' }] },
    ]);
  });

  it('with inline strings, as a streaming writer saves them', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Единицы');
    sheet.addRow(['ШК', 'Себестоимость, ₽']).commit();
    for (let n = 0; n < 3; n++) sheet.addRow([`90000${n}`, n + 0.25]).commit();
    sheet.commit();
    await workbook.commit();
    const { rows } = await tableOf(new Uint8Array(Buffer.concat(chunks)));
    expect(rows.map((row) => [row.line, row.cells.map((cell) => cell.text)])).toEqual([
      [2, ['900000', '0.25']],
      [3, ['900001', '1.25']],
      [4, ['900002', '2.25']],
    ]);
  });

  it('the first sheet the seller sees: a hidden one before it is passed over', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Служебный', { state: 'hidden' }).addRow(['скрыто']);
    workbook.addWorksheet('Видимый').addRow(['видно']);
    workbook.addWorksheet('Третий').addRow(['третий']);
    expect((await tableOf(await bytesOf(workbook))).columns).toEqual(['видно']);
  });

  it('with days counted from 1904', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.properties.date1904 = true;
    const sheet = workbook.addWorksheet('Лист');
    sheet.addRow(['Дата']);
    sheet.addRow([new Date(Date.UTC(2026, 0, 31))]).getCell(1).numFmt = 'dd.mm.yyyy';
    expect((await tableOf(await bytesOf(workbook))).rows[0]!.cells).toEqual([{ text: '2026-01-31T00:00:00.000Z' }]);
  });

  it('a unit template filled with units, as the server writes it', async () => {
    const template = await unitTemplate('UNSAVED_SHK', [
      {
        shkId: '0012345',
        firstPrice: 125_050,
        nmId: 20_001,
        article: '=ART-1',
        size: '42',
        title: 'Футболка & шорты',
        supplyId: 'WB-GI-7',
        supplyDate: '2026-10-04',
        type: 'FBS',
        source: 'Отчёт',
      },
    ]);
    const { columns, rows } = await tableOf(new Uint8Array(Buffer.from(template.base64, 'base64')));
    const byColumn = Object.fromEntries(columns.map((title, at) => [title, rows[0]!.cells[at]]));
    expect(byColumn).toMatchObject({
      ШК: { text: '0012345' },
      'Себестоимость, ₽': { text: '1250.5', number: 1250.5 },
      'Артикул WB': { number: 20_001 },
      'Артикул продавца': { text: '=ART-1' },
      Наименование: { text: 'Футболка & шорты' },
      Поставка: { text: 'WB-GI-7' },
      'Дата поставки': { text: '2026-10-04T00:00:00.000Z' },
      Тип: { text: 'FBS' },
    });
  });

  it('the card settings template, percents and sums as numbers', async () => {
    const card = {
      nmID: 20_001,
      vendorCode: 'ART-1',
      title: 'Футболка',
      firstPrice: 50_000,
      titleForTn: null,
      returnPercent: 500,
      defectPercent: 150,
      fbsCommission: null,
      fboCommission: null,
      buyoutPercent: null,
      acquiringPercent: null,
      acceptance: null,
      packaging: 1_000,
      deliveryToWb: null,
    } as unknown as CardShape;
    const template = await cardSettingsTemplate([card]);
    const { columns, rows } = await tableOf(new Uint8Array(Buffer.from(template.base64, 'base64')));
    const byColumn = Object.fromEntries(columns.map((title, at) => [title, rows[0]!.cells[at] ?? { text: '' }]));
    expect(rows).toHaveLength(1);
    expect(
      Object.values(byColumn)
        .filter((cell) => cell.number !== undefined)
        .map((cell) => cell.number),
    ).toEqual([20_001, 500, 5, 1.5, 10]);
  });

  it('a sheet written across many blocks reads every row once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист');
    sheet.addRow(['ШК', 'Себестоимость, ₽']);
    for (let n = 0; n < 20_000; n++) sheet.addRow([`${700_000 + n}`, n + 0.5]);
    const { rows } = await tableOf(await bytesOf(workbook));
    expect(rows).toHaveLength(20_000);
    expect(rows.every((row, at) => row.line === at + 2 && row.cells[0]!.text === `${700_000 + at}`)).toBe(true);
  });

  it("a cell's reference, type and style however the XML spells its attributes", async () => {
    // Hand-written, as other programs than Excel save: prefixes, single quotes, spaces around `=`, a value
    // holding another attribute's name, a cell without a reference.
    const stored = (name: string, xml: string): ZipEntry => {
      const data = new TextEncoder().encode(xml);
      return { name, method: 0, unpackedSize: data.length, checksum: crc32(data), data };
    };
    const sheet = `<?xml version="1.0"?><x:worksheet xmlns:x="urn:main"><x:sheetData>
      <x:row x:r="3"><x:c x:r="B3" t = 's'><x:v>1</x:v></x:c><x:c t="inlineStr" data-note="r=&quot;Z9&quot; t=n"><x:is><x:t>ШК 7</x:t></x:is></x:c>
        <x:c s="1" r="E3"><x:v>45000</x:v></x:c><x:c r='F3' s='2'><x:v>0.25</x:v></x:c></x:row>
    </x:sheetData></x:worksheet>`;
    const entries = [
      stored('xl/workbook.xml', '<workbook><sheets><sheet name="Лист" r:id="rId1"/></sheets></workbook>'),
      stored(
        'xl/_rels/workbook.xml.rels',
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      stored('xl/worksheets/sheet1.xml', sheet),
      stored('xl/sharedStrings.xml', '<sst><si><t>нулевая</t></si><si><t>первая</t></si></sst>'),
      stored(
        'xl/styles.xml',
        '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="9"/></cellXfs></styleSheet>',
      ),
    ];
    const rows = [];
    for await (const row of firstSheetRows(entries)) rows.push(row);
    expect(rows).toEqual([
      {
        line: 3,
        cells: [
          { kind: 'empty' },
          { kind: 'text', text: 'первая' },
          { kind: 'text', text: 'ШК 7' },
          { kind: 'empty' },
          { kind: 'date', iso: '2023-03-15T00:00:00.000Z' },
          { kind: 'number', number: 0.25, percent: true },
        ],
      },
    ]);
  });
});
