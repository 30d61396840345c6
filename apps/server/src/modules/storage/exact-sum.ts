import { formatUnits, parseDecimal } from '../../lib/money.ts';

/** WB's charges are kept to six places of a ruble (storage.tables.ts). */
const PLACES = 6;

/** An amount in rubles as millionths of a ruble: "7.65" → 7650000n. */
export function micro(text: string): bigint {
  const parsed = parseDecimal(text, PLACES);
  if (!parsed) throw new RangeError(`not an amount of at most ${PLACES} decimals: ${text}`);
  return parsed.units;
}

/** Two decimal amounts added exactly: "0.1234" + "7.65" = "7.773400". */
export function addExact(a: string, b: string): string {
  return formatUnits(micro(a) + micro(b), PLACES);
}
