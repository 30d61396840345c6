import { sendFile } from './upload.ts';

// The unit files a seller loads (docs/file-formats.md, «Units and their cost prices»), built as
// csv, and the mutations that take them.

const RESULT = '{ rows saved errors { row message } }';
const UNIT_IMPORTS = {
  importMpSupply: `mutation ($file: File!) { importMpSupply(file: $file) ${RESULT} }`,
  importFboIncome: `mutation ($incomeId: ID!, $date: Date!, $file: File!) {
    importFboIncome(incomeId: $incomeId, date: $date, file: $file) ${RESULT} }`,
  importUnsavedShk: `mutation ($file: File!) { importUnsavedShk(file: $file) ${RESULT} }`,
};

export type UnitImportName = keyof typeof UNIT_IMPORTS;

/** A unit file sent to its import as the browser sends it, with the dialog's other values; answers the JSON. */
export function importUnits(
  url: string,
  token: string,
  name: UnitImportName,
  file: File,
  variables: Record<string, unknown> = {},
): Promise<unknown> {
  return sendFile(url, token, UNIT_IMPORTS[name], file, variables);
}

/** The answer of an import that saved every row of a file of `units` rows. */
export const savedWhole = (name: UnitImportName, units: number) => ({
  data: { [name]: { rows: units, saved: units, errors: [] } },
});

/** A unit file: a header and one row a unit, `;`-separated as Russian Excel saves a csv. */
export function unitFile(name: string, header: string[], rows: (string | number)[][]): File {
  const lines = [header, ...rows].map((cells) => cells.join(';'));
  return new File([lines.join('\n')], name, { type: 'text/csv' });
}

/** ШК of twelve digits, a prefix and a number: the emulator's ШК and sticker numbers have eleven. */
export const madeUpShks = (prefix: number, count: number) =>
  Array.from({ length: count }, (_unit, n) => `${prefix}${String(n + 1).padStart(11, '0')}`);

/**
 * Units found unsaved, at the cost price: each names its card (the cards taken in
 * turn), a supply and a day, as the file's own words; the import looks nothing else up.
 */
export function unsavedShkFile(shks: readonly string[], nmIds: readonly number[], rubles: number): File {
  return unitFile(
    'Несохранённые ШК.csv',
    ['ШК', 'Себестоимость, ₽', 'Артикул WB', 'Поставка', 'Дата поставки'],
    shks.map((shk, n) => [shk, rubles, nmIds[n % nmIds.length]!, 'WB-GI-90000001', '01.11.2026']),
  );
}
