import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './zip-entries.ts';
import { inflatedSize, unpackedSize } from './zip-size.ts';

async function spreadsheet(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  sheet.addRow(['Артикул WB', 'Себестоимость']);
  for (let n = 0; n < rows; n++) sheet.addRow([100_000 + n, `${n}.50`]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('the unpacked size of an xlsx', () => {
  it('as inflated is what its honest directory says', async () => {
    const entries = zipEntries(await spreadsheet(5_000))!;
    const listed = unpackedSize(entries);
    expect(listed).toBeGreaterThan(entries.reduce((total, entry) => total + entry.data.length, 0));
    expect(await inflatedSize(entries, 300_000_000)).toBe(listed);
  });

  it('stops counting just past the limit', async () => {
    const entries = zipEntries(await spreadsheet(5_000))!;
    expect(await inflatedSize(entries, 1_000)).toBe(1_001);
  });
});
