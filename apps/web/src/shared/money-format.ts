// Amounts and percents arrive from the server as exact decimal strings ("1234.50", "12.5").
// They are shown and read back by moving digits in the text, never through floats.

const NBSP = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** "1234.5" → "1 234,50"; places fixes the number of decimals shown. */
export function formatDecimal(value: string, places = 2): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const shownFraction = places === 0 ? '' : `,${fraction.padEnd(places, '0').slice(0, places)}`;
  return `${negative ? '−' : ''}${groupThousands(whole)}${shownFraction}`;
}

/** A Money value as a person reads it: "1 234,50 ₽", or a dash when there is none. */
export function formatRub(value: string | null | undefined): string {
  return value == null ? '—' : `${formatDecimal(value)}${NBSP}₽`;
}

/** A Percent value without needless zeros: "12,5 %", "21 %". */
export function formatPercent(value: string | null | undefined): string {
  if (value == null) return '—';
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return `${trimmed.replace('.', ',')}${NBSP}%`;
}

const DECIMAL_INPUT = /^\d{1,12}([.,]\d{0,2})?$/;

/**
 * What a person typed into a money or percent field, as the server's decimal string
 * ("1 234,5" → "1234.5"); null when it is not a non-negative number with at most two decimals.
 */
export function normalizeDecimalInput(text: string): string | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (!DECIMAL_INPUT.test(compact)) return null;
  return compact.replace(',', '.').replace(/\.$/, '');
}

/** Hundredths of the decimal ("12.5" → 1250), for range checks without floats. */
export function decimalToHundredths(normalized: string): number {
  const [whole = '0', fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
