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

/** Orders two decimal strings exactly ("11.2" < "46", "-3" < "0"); empty values go first. */
export function compareDecimals(a: string | null | undefined, b: string | null | undefined): number {
  if (a == null || b == null) return (a == null ? 0 : 1) - (b == null ? 0 : 1);
  const parse = (text: string) => {
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    return { negative, whole: whole.replace(/^0+(?=\d)/, ''), fraction };
  };
  const x = parse(a);
  const y = parse(b);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const places = Math.max(x.fraction.length, y.fraction.length);
  const digits = Math.max(x.whole.length, y.whole.length);
  const left = x.whole.padStart(digits, '0') + x.fraction.padEnd(places, '0');
  const right = y.whole.padStart(digits, '0') + y.fraction.padEnd(places, '0');
  const order = left < right ? -1 : left > right ? 1 : 0;
  return x.negative ? -order : order;
}
