// Russian words after a count, for the messages of imports: «3 строки», «5 строк», «21 строка».

/** The form of a word for the count: forms for 1, for 2–4 and for 5. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** The count and its word: countOf(3, ['строка', 'строки', 'строк']) → «3 строки». */
export const countOf = (count: number, forms: readonly [string, string, string]) => `${count} ${plural(count, forms)}`;

export const ROWS = ['строка', 'строки', 'строк'] as const;
