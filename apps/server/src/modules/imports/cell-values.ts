// Numbers from spreadsheet cells as exact integers: kopecks for money, hundredths for percents.
import { parseDecimal } from '../../lib/money.ts';
import type { TableCell } from './table-file.ts';

export type CellNumber = { units: number } | { problem: string };

/**
 * A number cell is read by its 15 significant digits, which is what Excel shows and keeps, so
 * 1234.5 stays "1234.5" and a formula's 0.30000000000000004 becomes "0.3"; text cells may use a
 * decimal comma, spaces between thousands and a trailing ₽, руб. or %.
 */
function cellText(cell: TableCell, shiftPercent: boolean): string {
  if (cell.number === undefined) return cell.text.replace(/[\s\u00a0\u202f]/g, '').replace(/(₽|руб\.?|р\.|%)$/i, '');
  const digits = Number(cell.number.toPrecision(15)).toString();
  return shiftPercent && cell.percentFormat ? movePointRight(digits, 2) : digits;
}

/** "0.125" → "12.5": a percent-formatted cell holds the fraction, the seller means the percent. */
function movePointRight(decimal: string, places: number): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const padded = fraction.padEnd(places, '0');
  const shifted = `${whole}${padded.slice(0, places)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(places);
  return `${negative ? '-' : ''}${shifted}${rest ? `.${rest}` : ''}`;
}

function readUnits(cell: TableCell, shiftPercent: boolean, example: string): CellNumber {
  const text = cellText(cell, shiftPercent);
  if (/e/i.test(text)) return { problem: 'Слишком большое или слишком маленькое число.' };
  const parsed = parseDecimal(text, 2);
  if (!parsed)
    return {
      problem: `Ожидается число не больше чем с двумя знаками после запятой, например ${example}; в ячейке «${cell.text}».`,
    };
  const units = Number(parsed.units);
  if (!Number.isSafeInteger(units)) return { problem: 'Слишком большое число.' };
  return { units };
}

/** Rubles with kopecks as integer kopecks. */
export const readMoney = (cell: TableCell): CellNumber => readUnits(cell, false, '1250,50');

/** A percent as integer hundredths; a cell formatted as a percent in the spreadsheet counts as its percent. */
export const readPercent = (cell: TableCell): CellNumber => readUnits(cell, true, '12,5');
