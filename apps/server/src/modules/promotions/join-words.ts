/** «1 товар», «3 товара», «5 товаров». */
export function cardsWord(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const word = tens >= 11 && tens <= 14 ? 'товаров' : ones === 1 ? 'товар' : ones >= 2 && ones <= 4 ? 'товара' : 'товаров';
  return `${n} ${word}`;
}
