import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural.ts';

const GOODS = ['товар', 'товара', 'товаров'] as const;

describe('plural', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [101, 'товар'],
    [111, 'товаров'],
    [1_000_003, 'товара'],
  ])('%i → %s', (count, form) => {
    expect(plural(count, GOODS)).toBe(form);
  });

  it('puts the count before the word', () => {
    expect(countOf(1, ['карточки', 'карточек', 'карточек'])).toBe('1 карточки');
    expect(countOf(7, ['карточки', 'карточек', 'карточек'])).toBe('7 карточек');
  });
});
