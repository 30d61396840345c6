import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal.ts';

describe('an array literal', () => {
  it('quotes texts, escaping their quotes and backslashes, and leaves numbers and nulls bare', () => {
    expect(arrayLiteral(['ЛЕД-01', 'a "b" \\c', '', '{x,y}', null, 12, -3])).toBe(
      '{"ЛЕД-01","a \\"b\\" \\\\c","","{x,y}",NULL,12,-3}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });
});
