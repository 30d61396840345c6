import { PassThrough } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './zip-entries.ts';

/** Written as Excel writes it: the sheet before the shared strings it refers to. */
async function streamedSpreadsheet(rows: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Лист1');
  sheet.addRow(['ШК', 'Себестоимость']).commit();
  for (let n = 0; n < rows; n++) sheet.addRow([`ШК-${n}`, n + 0.5]).commit();
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

describe('the entries of an xlsx', () => {
  it('are listed as the directory names them, each inflating to the bytes its checksum names', async () => {
    const bytes = await streamedSpreadsheet(300);
    const entries = zipEntries(bytes)!;
    const names = entries.map((entry) => entry.name);
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/sharedStrings.xml'));
    for (const entry of entries) {
      const unpacked = entry.method === 0 ? entry.data : inflateRawSync(entry.data);
      expect([entry.name, unpacked.length, crc32(unpacked)]).toEqual([entry.name, entry.unpackedSize, entry.checksum]);
    }
    const strings = new TextDecoder().decode(
      inflateRawSync(entries.find((e) => e.name === 'xl/sharedStrings.xml')!.data),
    );
    expect(strings).toContain('<t>ШК-299</t>');
  });

  it('are not found in what is not a zip archive, nor in one cut short', async () => {
    const bytes = await streamedSpreadsheet(10);
    expect(zipEntries(new TextEncoder().encode('ШК;Себестоимость\n1;2\n'))).toBeNull();
    expect(zipEntries(bytes.subarray(0, bytes.length - 30))).toBeNull();
  });
});
