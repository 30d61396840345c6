// Exact money and percent arithmetic. Amounts are integer kopecks, percents integer hundredths of a
// percent (12.5 % = 1250); decimals are read and written by moving the point in the text, never
// through float arithmetic. Every rounding is half-up (away from zero) to the unit named.

/** A decimal written by a person or by WB ("1234.5", "11,2", "-3"), or null when it is not one. */
export function parseDecimal(text: string, maxDecimals: number): { units: bigint } | null {
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const extra = fraction.slice(maxDecimals);
  // Trailing zeros beyond the scale ("10.500") are the same number; other digits are not ours to round.
  if (/[^0]/.test(extra)) return null;
  const units = BigInt(whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0'));
  return { units: sign === '-' ? -units : units };
}

/** Integer units as a decimal with `decimals` places: 123450 → "1234.50". */
export function formatUnits(units: number | bigint, decimals: number): string {
  // Lists of thousands of amounts spent most of their formatting in BigInt; a safe integer is split
  // exactly with numbers (an integer remainder is exact, and so is dividing what is left by the scale).
  if (typeof units === 'number' && Number.isSafeInteger(units) && decimals <= 15) {
    const scale = 10 ** decimals;
    const magnitude = Math.abs(units);
    const fraction = magnitude % scale;
    const whole = `${units < 0 ? '-' : ''}${(magnitude - fraction) / scale}`;
    return decimals ? `${whole}.${String(fraction).padStart(decimals, '0')}` : whole;
  }
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A decimal from the database (`numeric`), as written but without insignificant zeros: "11.2000" → "11.2". */
export function trimDecimal(text: string | null): string | null {
  if (text === null) return null;
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** numerator / denominator rounded half-up, away from zero, exactly. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** A bigint result back to a JS number, refusing amounts a number cannot hold exactly. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of range: ${value}`);
  return result;
}

/** The share of an amount: kopecks × hundredths of a percent / 10000, to the kopeck. */
export function percentOf(kopecks: number, hundredths: number): number {
  return toSafeNumber(divideHalfUp(BigInt(kopecks) * BigInt(hundredths), 10_000n));
}

/** `part` as a percent of `whole`, to the hundredth of a percent; null when there is no whole. */
export function ratioPercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return toSafeNumber(divideHalfUp(BigInt(part) * 10_000n, BigInt(whole)));
}

export const kopecksToText = (kopecks: number): string => formatUnits(kopecks, 2);
export const hundredthsToText = (hundredths: number): string => formatUnits(hundredths, 2);

/** Up to 13 digits of rubles and two of kopecks: always a safe integer of kopecks. */
const PLAIN_AMOUNT = /^(-?)(\d{1,13})(?:[.,](\d\d?))?$/;

/** Rubles with kopecks ("1234.50", "1234,5", "1234") as kopecks; null when not such an amount. */
export function kopecksFromText(text: string): number | null {
  // The database's and most people's amounts ("12.50", "-3,5") are read without BigInt.
  const plain = PLAIN_AMOUNT.exec(text);
  if (plain) {
    const [, sign, whole = '', fraction = ''] = plain;
    const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return sign ? 0 - kopecks : kopecks;
  }
  const parsed = parseDecimal(text, 2);
  return parsed && Number.isSafeInteger(Number(parsed.units)) ? Number(parsed.units) : null;
}

/** A percent with at most two decimals ("12.5", "12,50") as hundredths; null when not such a percent. */
export const hundredthsFromText = kopecksFromText;
