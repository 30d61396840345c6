/**
 * WB's amounts come as "376.99", "11,2", 1284.01 or "-": they are read as text and never pass
 * through float arithmetic. A JSON number is taken by its shortest decimal form, which is the
 * text WB wrote.
 */

/** A value that is no decimal amount: the answer is malformed. */
export class InvalidAmountError extends Error {}

const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

function split(value: string | number): { negative: boolean; whole: string; fraction: string } {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new InvalidAmountError(`not a finite amount: ${value}`);
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new InvalidAmountError(`not a decimal amount: ${JSON.stringify(value).slice(0, 40)}`);
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const zero = whole === '0' && fraction === '';
  return { negative: match[1] === '-' && !zero, whole, fraction };
}

/** A normalized decimal string: "11,2" → "11.2", "0500.50" → "500.5", "-0" → "0". */
export function parseDecimal(value: string | number): string {
  const { negative, whole, fraction } = split(value);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Rubles (or any currency's main unit) as integer kopecks: "376.99" → 37699, "11,2" → 1120.
 * A third decimal (WB writes "1.349" for rebilled logistics) is rounded half away from zero.
 */
export function parseKopecks(value: string | number): number {
  const { negative, whole, fraction } = split(value);
  const cents = fraction.padEnd(3, '0');
  let kopecks = Number(whole) * 100 + Number(cents.slice(0, 2));
  if (Number(cents[2]) >= 5) kopecks += 1;
  if (!Number.isSafeInteger(kopecks) || whole.length > 15) {
    throw new InvalidAmountError(`amount out of range: ${String(value).slice(0, 40)}`);
  }
  return negative && kopecks !== 0 ? -kopecks : kopecks;
}
