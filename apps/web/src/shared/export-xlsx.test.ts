import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from './columns/column-spec.ts';
import { RUBLES_FORMAT, workbookBytes, xlsxBytes, xlsxFileName, xlsxTable } from './export-xlsx.ts';

interface Order {
  id: number;
  article: string;
  total: string | null;
  share: string;
  volume: string;
  day: string;
  status: string;
}

const SPECS: ColumnSpec<Order>[] = [
  { field: 'id', header: '№', kind: 'integer', value: (row) => row.id },
  { field: 'article', header: 'Артикул', kind: 'text', value: (row) => row.article },
  { field: 'total', header: 'Сумма', kind: 'money', value: (row) => row.total },
  { field: 'share', header: 'Доля', kind: 'percent', value: (row) => row.share },
  { field: 'volume', header: 'Объём, л', kind: 'decimal', places: 3, value: (row) => row.volume },
  { field: 'day', header: 'Дата', kind: 'date', value: (row) => row.day },
  {
    field: 'status',
    header: 'Статус',
    kind: 'status',
    statuses: { DONE: { label: 'доставлен' } },
    value: (row) => row.status,
  },
  { field: 'photo', header: 'Фото', kind: 'text', only: 'grid', value: () => 'https://example.org/a.jpg' },
];

describe('xlsxTable', () => {
  const table = xlsxTable(SPECS, [
    { id: 7, article: '0042', total: '-1234.50', share: '12.5', volume: '0.950', day: '2026-03-05', status: 'DONE' },
    { id: 8, article: 'A', total: null, share: '0', volume: '1,200', day: '2026-12-31', status: 'NEW' },
  ]);

  it('writes the exported columns with their units and number formats', () => {
    expect(table.columns).toEqual([
      { header: '№', numFmt: '0' },
      { header: 'Артикул' },
      { header: 'Сумма, ₽', numFmt: RUBLES_FORMAT },
      { header: 'Доля, %' },
      { header: 'Объём, л', numFmt: '0.000' },
      { header: 'Дата', numFmt: 'dd.mm.yyyy' },
      { header: 'Статус' },
    ]);
  });

  it('types numbers as numbers, dates as dates and keeps text as text', () => {
    expect(table.rows[0]).toEqual([7, '0042', -1234.5, 12.5, 0.95, new Date(Date.UTC(2026, 2, 5)), 'доставлен']);
    expect(table.rows[1]).toEqual([8, 'A', null, 0, 1.2, new Date(Date.UTC(2026, 11, 31)), 'NEW']);
    for (const index of [0, 2, 3, 4]) expect(typeof table.rows[0]![index]).toBe('number');
  });
});

describe('xlsxBytes', () => {
  const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '+7 999 000', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

  it('writes a text that a spreadsheet would evaluate as inert text, never as a formula', async () => {
    const rows: Order[] = HOSTILE.map((text, index) => ({
      id: index,
      article: text,
      total: '-10.00',
      share: '1',
      volume: '1',
      day: '2026-01-01',
      status: text,
    }));
    const table = xlsxTable(SPECS, rows);
    const bytes = await xlsxBytes('Лист', [...table.columns, { header: '=1+1' }], table.rows);

    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const values: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
    const formulas = values.filter((value) => typeof value === 'object' && value !== null && !(value instanceof Date));
    expect(formulas).toEqual([]);
    // XML hands a carriage return back as a line feed.
    const inert = HOSTILE.map((text) => `'${text.replace('\r', '\n')}`);
    for (const text of inert) expect(values.filter((value) => value === text)).toHaveLength(2);
    expect(values).toContain("'=1+1");
    expect(values.filter((value) => value === -10)).toHaveLength(HOSTILE.length);
  });
});

describe('a sheet as a seller reads it', () => {
  interface Shipment {
    at: string;
    day: string;
    sum: string | null;
  }
  const COLUMNS: ColumnSpec<Shipment>[] = [
    { field: 'at', header: 'Создана', kind: 'dateTime', value: (row) => row.at },
    { field: 'day', header: 'Дата', kind: 'date', value: (row) => row.day },
    { field: 'sum', header: 'Сумма', kind: 'money', value: (row) => row.sum },
  ];
  const ROWS: Shipment[] = [
    // 23:30 in Moscow on 13 Nov is 20:30 UTC; 00:15 on 14 Nov is 21:15 UTC of the 13th.
    { at: '2026-11-13T20:30:00Z', day: '2026-11-13', sum: '1234.56' },
    { at: '2026-11-13T21:15:00Z', day: '2026-11-14', sum: '-0.01' },
  ];

  async function readBack() {
    const bytes = await workbookBytes([
      { name: 'Отгрузки', ...xlsxTable(COLUMNS, ROWS, { at: '', day: '', sum: '1234.55' }) },
    ]);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    return workbook.getWorksheet('Отгрузки')!;
  }

  it('holds money as numbers in rubles and times as real dates in Moscow time', async () => {
    const sheet = await readBack();
    const [at, day, sum] = [1, 2, 3].map((column) => sheet.getRow(3).getCell(column));
    expect(at!.value).toEqual(new Date('2026-11-14T00:15:00Z'));
    expect(at!.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(day!.value).toEqual(new Date('2026-11-14T00:00:00Z'));
    expect(day!.numFmt).toBe('dd.mm.yyyy');
    expect(sum!.value).toBe(-0.01);
    expect(sum!.numFmt).toBe(RUBLES_FORMAT);
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date('2026-11-13T23:30:00Z'));
    expect(sheet.getRow(2).getCell(3).value).toBe(1234.56);
  });

  it('freezes and filters the header, and writes the totals below the rows, outside the filter', async () => {
    const sheet = await readBack();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:C3');
    expect(sheet.getRow(4).cellCount).toBe(0);
    const totals = sheet.getRow(5);
    expect(totals.getCell(3).value).toBe(1234.55);
    expect(totals.getCell(3).numFmt).toBe(RUBLES_FORMAT);
    expect(totals.getCell(3).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(5);
  });

  it('names the file by the list and its period, or by the day it was taken', () => {
    expect(xlsxFileName('Отгрузки', { dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toBe(
      'Отгрузки 01.11.2026 — 30.11.2026.xlsx',
    );
    expect(xlsxFileName('Мои товары')).toMatch(/^Мои товары на \d\d\.\d\d\.\d{4}\.xlsx$/);
  });
});
