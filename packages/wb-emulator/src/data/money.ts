/** Money in the dataset is integer kopecks; WB writes it as decimal strings or as numbers. */

/** 37699 → "376.99", 124900 → "1249", 1250 → "12.5" (WB drops trailing zeros). */
export function kopecksToDecimal(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks)) throw new Error(`not a kopeck amount: ${kopecks}`);
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const rubles = Math.floor(abs / 100);
  const rest = abs % 100;
  if (rest === 0) return `${sign}${rubles}`;
  const fraction = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${sign}${rubles}.${fraction}`;
}

/** 37699 → 376.99 for the APIs that answer with JSON numbers. */
export function kopecksToNumber(kopecks: number): number {
  return kopecks / 100;
}

/** 1120 hundredths → "11,2": tariffs use a comma as the decimal separator. */
export function hundredthsToCommaDecimal(value: number): string {
  return kopecksToDecimal(value).replace('.', ',');
}

/** Share of an amount, rounded half up to the kopeck: `percentOf(39968, 2400)` = 24% of 399.68. `basisPoints` is percent × 100. */
export function percentOf(kopecks: number, basisPoints: number): number {
  return Math.round((kopecks * basisPoints) / 10_000);
}
