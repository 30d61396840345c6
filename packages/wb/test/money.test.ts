import { describe, expect, it } from 'vitest';
import { InvalidAmountError, parseDecimal, parseKopecks } from '../src/index.ts';

describe('parseKopecks: WB amounts as integer kopecks, never through a float', () => {
  it.each([
    ['376.99', 37_699],
    ['1284.01', 128_401],
    ['1,5', 150],
    ['11,2', 1_120],
    ['0,01', 1],
    ['0500.50', 50_050],
    ['+5', 500],
    [' 7.1 ', 710],
    ['0', 0],
    ['-12.30', -1_230],
    ['-1,5', -150],
  ])('%j → %i', (text, kopecks) => {
    expect(parseKopecks(text)).toBe(kopecks);
  });

  it('reads JSON numbers by the digits WB wrote, where ×100 in floats would miss a kopeck', () => {
    // In floats 4.35 × 100 = 434.99999999999994, 19.99 × 100 = 1998.9999999999998, 0.07 × 100 = 7.000000000000001.
    expect(parseKopecks(1284.01)).toBe(128_401);
    expect(parseKopecks(4.35)).toBe(435);
    expect(parseKopecks(19.99)).toBe(1_999);
    expect(parseKopecks(8.7)).toBe(870);
    expect(parseKopecks(0.07)).toBe(7);
    expect(parseKopecks(-19.99)).toBe(-1_999);
    expect(parseKopecks(25)).toBe(2_500);
  });

  it('rounds a third decimal half away from zero, as WB’s rebilled logistics need', () => {
    expect(parseKopecks('1.349')).toBe(135);
    expect(parseKopecks('1.344')).toBe(134);
    expect(parseKopecks('1.345')).toBe(135);
    expect(parseKopecks('1.005')).toBe(101); // a float would give 100.49999999999999
    expect(parseKopecks('0.995')).toBe(100);
    expect(parseKopecks('-1.345')).toBe(-135);
    expect(parseKopecks('-1.344')).toBe(-134);
  });

  it('a negative amount too small for a kopeck is zero, not minus zero', () => {
    expect(Object.is(parseKopecks('-0.004'), 0)).toBe(true);
    expect(Object.is(parseKopecks('-0'), 0)).toBe(true);
    expect(Object.is(parseKopecks('-0,00'), 0)).toBe(true);
  });

  it('large amounts to the kopeck, up to the largest a number holds exactly', () => {
    expect(parseKopecks('1234567890123.45')).toBe(123_456_789_012_345);
    expect(parseKopecks('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseKopecks('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => parseKopecks('90071992547409.92')).toThrowError(InvalidAmountError);
    expect(() => parseKopecks('1000000000000000')).toThrowError(/out of range/);
  });

  it.each(['', '-', ' ', '1.2.3', '1e3', '1 000', '12,', ',5', 'abc', '0x10', '١٢'])('refuses %j', (text) => {
    expect(() => parseKopecks(text)).toThrowError(InvalidAmountError);
  });

  it('refuses numbers that are no amount', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7])
      expect(() => parseKopecks(value), String(value)).toThrowError(InvalidAmountError);
  });
});

describe('parseDecimal: rates and percents as exact decimal strings', () => {
  it.each([
    ['11,2', '11.2'],
    ['0500.50', '500.5'],
    ['-1,50', '-1.5'],
    ['-0', '0'],
    ['-0,000', '0'],
    ['+3', '3'],
    ['0.000001', '0.000001'],
    // More digits than a float keeps survive as written.
    ['123456789012345678901234.5', '123456789012345678901234.5'],
    ['0.1000000000000000055511', '0.1000000000000000055511'],
  ])('%j → %j', (text, decimal) => {
    expect(parseDecimal(text)).toBe(decimal);
  });

  it('a JSON number keeps the digits WB wrote', () => {
    expect(parseDecimal(0.1)).toBe('0.1');
    expect(parseDecimal(25)).toBe('25');
    expect(parseDecimal(-2.5)).toBe('-2.5');
    expect(parseDecimal(22.75)).toBe('22.75');
  });

  it.each(['', '-', '1,2,3', 'n/a', '5%'])('refuses %j', (text) => {
    expect(() => parseDecimal(text)).toThrowError(InvalidAmountError);
  });
});
