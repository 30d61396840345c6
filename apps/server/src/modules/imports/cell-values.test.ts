import { describe, expect, it } from 'vitest';
import { readMoney, readPercent } from './cell-values.ts';

describe('numbers from spreadsheet cells', () => {
  it('reads money typed as text the ways sellers write it', () => {
    expect(readMoney({ text: '1250,50' })).toEqual({ units: 125050 });
    expect(readMoney({ text: '1 250,5 ₽' })).toEqual({ units: 125050 });
    expect(readMoney({ text: '1\u00a0250.5руб.' })).toEqual({ units: 125050 });
    expect(readMoney({ text: '-5' })).toEqual({ units: -500 });
  });

  it('reads number cells by the digits Excel keeps, so a formula sum is exact', () => {
    expect(readMoney({ text: '1234.5', number: 1234.5 })).toEqual({ units: 123450 });
    expect(readMoney({ text: '', number: 0.1 + 0.2 })).toEqual({ units: 30 });
    expect(readMoney({ text: '', number: 19999999.99 })).toEqual({ units: 1999999999 });
  });

  it('takes a percent-formatted cell as the percent it shows', () => {
    expect(readPercent({ text: '0.125', number: 0.125, percentFormat: true })).toEqual({ units: 1250 });
    expect(readPercent({ text: '12.5', number: 12.5 })).toEqual({ units: 1250 });
    expect(readPercent({ text: '12,5 %' })).toEqual({ units: 1250 });
    expect(readPercent({ text: '1', number: 1, percentFormat: true })).toEqual({ units: 10000 });
  });

  it('names what is wrong instead of guessing', () => {
    expect(readMoney({ text: 'сто рублей' })).toEqual({ problem: expect.stringContaining('«сто рублей»') });
    expect(readMoney({ text: '10,555' })).toHaveProperty('problem');
    expect(readMoney({ text: '', number: 1e21 })).toEqual({ problem: 'Слишком большое или слишком маленькое число.' });
    expect(readPercent({ text: '12.5.1' })).toHaveProperty('problem');
  });
});
