import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipEntries, zipStream } from './zip-entries.ts';

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

async function rowsOf(chunks: Iterable<Uint8Array>): Promise<unknown[][]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks), { sharedStrings: 'cache' });
  const rows: unknown[][] = [];
  for await (const sheet of workbook) for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
  return rows;
}

describe('the entries of an xlsx', () => {
  it('are listed as the directory names them, and streamed in another order read to the same table', async () => {
    const bytes = await streamedSpreadsheet(300);
    const entries = zipEntries(bytes)!;
    const names = entries.map((entry) => entry.name);
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/sharedStrings.xml'));
    const reordered = [...entries].reverse();
    const rows = await rowsOf(zipStream(reordered, 1_000));
    expect(rows).toHaveLength(301);
    expect(rows[300]).toEqual(['ШК-299', 299.5]);
    expect(rows).toEqual(await rowsOf([bytes]));
  });

  it('are not found in what is not a zip archive, nor in one cut short', async () => {
    const bytes = await streamedSpreadsheet(10);
    expect(zipEntries(new TextEncoder().encode('ШК;Себестоимость\n1;2\n'))).toBeNull();
    expect(zipEntries(bytes.subarray(0, bytes.length - 30))).toBeNull();
  });
});
