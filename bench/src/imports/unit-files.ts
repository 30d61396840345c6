import { PassThrough } from 'node:stream';
import { copyLine } from '../../../apps/server/src/db/copy-rows.ts';
import { loadExcel } from '../../../apps/server/src/lib/excel.ts';

// The seller's file of units found unsaved, as Excel would save it: ШК as text, card by its
// nmID, cost price as a number, supply and day as text. Cards are those fillCards makes.

export const IMPORT_UNSAVED = `mutation ($file: File!) { importUnsavedShk(file: $file) { rows saved errors { row column message } } }`;

/** What a process that did one import reports. */
export interface ImportMemory {
  /** Resident memory just before the import, bytes. */
  rssBefore: number;
  /** The process's peak resident memory by the end of the import, bytes. */
  peakRss: number;
  saved: number;
}

export const HEADER = ['ШК', 'Артикул WB', 'Себестоимость, ₽', 'Поставка', 'Дата поставки', 'Тип'];
export const CARDS = 300;

function row(i: number): (string | number)[] {
  return [
    String(900_000_000 + i),
    20_000 + (i % CARDS),
    100 + (i % 97) + 0.5,
    String(7_000 + Math.floor(i / 2_000)),
    '04.10.2026',
    'FBO',
  ];
}

/**
 * The file's rows as the import stores them in the ledger, each a line of COPY's text format: the
 * company, the ШК, the card and its vendor code, the cost in kopecks, the supply, type and day, the
 * file's name and row.
 */
export function ledgerCopyLines(rows: number, companyId: number, fileName: string): string[] {
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) {
    const [shk, nmId, price, supply] = row(i) as [string, number, number, string];
    lines.push(
      copyLine([
        companyId,
        shk,
        nmId,
        `ART-${nmId - 20_000}`,
        Math.round(price * 100),
        supply,
        'FBO',
        '2026-10-04',
        'file',
        fileName,
        i + 2,
      ]),
    );
  }
  return lines;
}

/** The ledger's columns in the order of {@link ledgerCopyLines}. */
export const LEDGER_COPY_TARGET =
  'unit_ledger (company_id, shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date, cost_source, file_name, file_row)';

export function unitsCsv(rows: number): Uint8Array<ArrayBuffer> {
  const lines = [HEADER.join(';')];
  for (let i = 0; i < rows; i++)
    lines.push(
      row(i)
        .map((cell) => (typeof cell === 'number' ? String(cell).replace('.', ',') : cell))
        .join(';'),
    );
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

/** Written by ExcelJS's streaming writer with shared strings, as Excel keeps texts. */
export async function unitsXlsx(rows: number): Promise<Uint8Array<ArrayBuffer>> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Loaded here only: the process that imports the file measures a server's memory, which has no ExcelJS before.
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Единицы');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}
