/**
 * The Russian form for a count: forms for 1, for 2–4 and for 5 (plural(21, ['товар', 'товара', 'товаров'])
 * → 'товар'). Pass the forms in the case the sentence needs («для 2 товаров»: ['товара', 'товаров', 'товаров']).
 */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** The count and its word: countOf(3, ['товар', 'товара', 'товаров']) → '3 товара'. */
export const countOf = (count: number, forms: readonly [string, string, string]) => `${count} ${plural(count, forms)}`;
