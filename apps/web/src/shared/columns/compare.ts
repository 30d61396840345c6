// How each kind of column orders its values: by value, never by the text on screen.
import { compareDecimals } from '../money-format.ts';

type Maybe<T> = T | null | undefined;

const emptyFirst = (a: unknown, b: unknown) => (a == null ? 0 : 1) - (b == null ? 0 : 1);

/** Exact decimal strings ("-3.5" < "0.950" < "1.200" < "7"), empty values first. */
export const byDecimal = (a: Maybe<string>, b: Maybe<string>) => compareDecimals(a, b);

export function byNumber(a: Maybe<number>, b: Maybe<number>): number {
  if (a == null || b == null) return emptyFirst(a, b);
  return a - b;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** Russian alphabetical order, digits by value ("Артикул 2" < "Артикул 10"). */
export function byText(a: Maybe<string>, b: Maybe<string>): number {
  if (a == null || a === '' || b == null || b === '') return emptyFirst(a || null, b || null);
  return collator.compare(a, b);
}

/** ISO dates and date-times ("2026-03-05", "2026-03-05T14:30:00Z"), by the moment they name. */
export function byMoment(a: Maybe<string>, b: Maybe<string>): number {
  if (a == null || b == null) return emptyFirst(a, b);
  return Date.parse(a) - Date.parse(b);
}
