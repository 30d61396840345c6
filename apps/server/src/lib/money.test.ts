import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatUnits, kopecksFromText, kopecksToText, percentOf, ratioPercent, trimDecimal } from './money.ts';

describe('money as text', () => {
  it('reads rubles with a point or a comma, without float arithmetic', () => {
    expect(kopecksFromText('376.99')).toBe(37699);
    expect(kopecksFromText('11,2')).toBe(1120);
    expect(kopecksFromText('1234')).toBe(123400);
    expect(kopecksFromText('-0.05')).toBe(-5);
    expect(kopecksFromText('10.500')).toBe(1050);
    expect(kopecksFromText('0.30000000000000004')).toBeNull();
    expect(kopecksFromText('1.005')).toBeNull();
    expect(kopecksFromText('двести')).toBeNull();
    expect(kopecksFromText('')).toBeNull();
    expect(kopecksFromText('-0')).toBe(0);
    expect(kopecksFromText(' 7,5 ')).toBe(750);
    expect(kopecksFromText('9999999999999.99')).toBe(999_999_999_999_999);
    expect(kopecksFromText('90071992547409.91')).toBe(9_007_199_254_740_991);
    expect(kopecksFromText('90071992547409.92')).toBeNull();
  });

  it('writes kopecks with two decimals', () => {
    expect(kopecksToText(123450)).toBe('1234.50');
    expect(kopecksToText(5)).toBe('0.05');
    expect(kopecksToText(-1205)).toBe('-12.05');
    expect(kopecksToText(0)).toBe('0.00');
    expect(kopecksToText(-0)).toBe('0.00');
    expect(kopecksToText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(kopecksToText(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91');
  });

  it('writes any scale, from numbers and from bigints alike', () => {
    expect(formatUnits(6237, 3)).toBe('6.237');
    expect(formatUnits(7, 3)).toBe('0.007');
    expect(formatUnits(-42, 0)).toBe('-42');
    expect(formatUnits(12345678901234567890n, 2)).toBe('123456789012345678.90');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(1, 18)).toBe('0.000000000000000001');
  });

  it('drops insignificant zeros of database decimals', () => {
    expect(trimDecimal('11.2000')).toBe('11.2');
    expect(trimDecimal('46.0000')).toBe('46');
    expect(trimDecimal('120')).toBe('120');
    expect(trimDecimal(null)).toBeNull();
  });
});

describe('rounding half-up to the kopeck', () => {
  it('rounds halves away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
    expect(percentOf(145927, 1950)).toBe(28456);
    expect(percentOf(1000, 50)).toBe(5);
  });

  it('gives a ratio in hundredths of a percent, none of nothing', () => {
    expect(ratioPercent(33813, 60000)).toBe(5636);
    expect(ratioPercent(1, 0)).toBeNull();
  });
});
