import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cardSettingsTemplate } from '../src/modules/cards/card-settings-template.ts';
import type { CardShape } from '../src/modules/cards/cards.service.ts';
import { openTable } from '../src/modules/imports/table-file.ts';
import { unitTemplate } from '../src/modules/supplies/supplies.service.ts';

const HOSTILE = [
  '=HYPERLINK("http://evil.example","x")',
  '+7 999 000',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
];

function card(nmID: number, vendorCode: string, title: string): CardShape {
  return {
    nmID,
    vendorCode,
    subjectID: null,
    subjectName: null,
    brand: null,
    title,
    photo: null,
    volumeMl: null,
    capacity: null,
    dimensions: { length: null, width: null, height: null, weight: null, isValid: null },
    sizes: [],
    tags: [],
    firstPrice: 125_050,
    titleForTn: title,
    returnPercent: null,
    defectPercent: null,
    fbsCommission: null,
    fboCommission: null,
    buyoutPercent: null,
    acquiringPercent: null,
    acceptance: null,
    packaging: null,
    deliveryToWb: null,
    wbFbsCommission: null,
    wbFboCommission: null,
    createdAt: null,
    updatedAt: null,
  };
}

/** Every cell of every sheet, as exceljs reads the file back. */
async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const values: ExcelJS.CellValue[] = [];
  for (const sheet of workbook.worksheets) sheet.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
  return values;
}

const isFormula = (value: ExcelJS.CellValue) =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

describe('text in spreadsheets the server writes', () => {
  it('writes the card settings template with no formula cell, and its import reads the texts back as written', async () => {
    const cards = HOSTILE.map((text, index) => card(1000 + index, text, text));
    const file = await cardSettingsTemplate(cards);
    const bytes = Buffer.from(file.base64, 'base64');
    const values = await readBack(bytes);
    expect(values.filter(isFormula)).toEqual([]);
    const texts = values.filter((value): value is string => typeof value === 'string');
    // XML hands a carriage return back as a line feed.
    for (const text of HOSTILE) expect(texts).toContain(`'${text.replace('\r', '\n')}`);

    const table = await openTable(file.fileName, new Uint8Array(bytes));
    const vendorCodes: string[] = [];
    for await (const row of table.rows) vendorCodes.push(row.cells[1]!.text);
    expect(vendorCodes).toEqual(HOSTILE.map((text) => text.trim()));
  });

  it('writes the unit import templates with no formula cell', async () => {
    for (const kind of ['MP_SUPPLY', 'FBO_INCOME', 'UNSAVED_SHK'] as const) {
      const file = await unitTemplate(kind);
      const values = await readBack(Buffer.from(file.base64, 'base64'));
      expect(values.length).toBeGreaterThan(0);
      expect(values.filter(isFormula)).toEqual([]);
    }
  });
});
