import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openTable } from './table-file.ts';
import { zipEntries } from './zip-entries.ts';

async function spreadsheet(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  sheet.addRow(['ШК', 'Себестоимость, ₽']);
  for (let n = 0; n < rows; n++) sheet.addRow([`${700_000 + n}`, n + 0.5]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function readAll(fileName: string, bytes: Uint8Array): Promise<number> {
  const table = await openTable(fileName, bytes);
  let rows = 0;
  for await (const _row of table.rows) rows++;
  return rows;
}

describe('an xlsx read as a table', () => {
  it('gives every row of its sheet', async () => {
    expect(await readAll('Поставка.xlsx', await spreadsheet(2_000))).toBe(2_000);
  });

  it('damaged inside its sheet is refused, not waited on forever', async () => {
    const bytes = await spreadsheet(2_000);
    const sheet = zipEntries(bytes)!.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const middle = sheet.data.byteOffset - bytes.byteOffset + Math.floor(sheet.data.length / 2);
    for (let at = middle; at < middle + 64; at++) bytes[at] = (bytes[at]! * 7 + 13) & 255;
    await expect(readAll('Поставка.xlsx', bytes)).rejects.toThrow('Файл не читается как таблица');
  });
});
