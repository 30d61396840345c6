import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalToHundredths,
  formatPercent,
  formatRub,
  normalizeDecimalInput,
} from './money-format.ts';

describe('money as the seller reads and types it', () => {
  it('shows rubles with thousands apart and two decimals', () => {
    expect(formatRub('1234.5')).toBe('1\u00a0234,50\u00a0₽');
    expect(formatRub('1459.27')).toBe('1\u00a0459,27\u00a0₽');
    expect(formatRub('-12.00')).toBe('−12,00\u00a0₽');
    expect(formatRub(null)).toBe('—');
  });

  it('shows percents without needless zeros', () => {
    expect(formatPercent('19.50')).toBe('19,5\u00a0%');
    expect(formatPercent('21.00')).toBe('21\u00a0%');
    expect(formatPercent('0')).toBe('0\u00a0%');
  });

  it('reads "1 234,5" and refuses what is not an amount', () => {
    expect(normalizeDecimalInput('1 234,5')).toBe('1234.5');
    expect(normalizeDecimalInput('600')).toBe('600');
    expect(normalizeDecimalInput('600.')).toBe('600');
    expect(normalizeDecimalInput('-5')).toBeNull();
    expect(normalizeDecimalInput('12,345')).toBeNull();
    expect(normalizeDecimalInput('сто')).toBeNull();
    expect(normalizeDecimalInput('')).toBeNull();
  });

  it('counts hundredths exactly', () => {
    expect(decimalToHundredths('100')).toBe(10000);
    expect(decimalToHundredths('100.01')).toBe(10001);
    expect(decimalToHundredths('0.1')).toBe(10);
  });

  it('orders decimal strings exactly, empty ones first', () => {
    const sorted = ['46', '11.2', null, '-3', '0.075', '100', '11.20'].sort(compareDecimals);
    expect(sorted).toEqual([null, '-3', '0.075', '11.2', '11.20', '46', '100']);
    expect(compareDecimals('-10', '-2')).toBe(-1);
  });
});
