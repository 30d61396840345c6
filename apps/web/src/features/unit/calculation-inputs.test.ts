import { describe, expect, it } from 'vitest';
import {
  applyTyped,
  readAcquiring,
  readBuyout,
  readStorageDays,
  readTargetMargin,
  readToolbar,
} from './calculation-inputs.ts';
import { readUrlState } from '../../shared/url-state/url-params.ts';
import { choicesOf, UNIT_ADDRESS } from './use-unit-choices.ts';

describe('the calculation tab reads what the seller typed', () => {
  it('reads the target margin, with a comma or a point, and says what is wrong', () => {
    expect(readTargetMargin('')).toEqual({ value: null, error: null });
    expect(readTargetMargin('30')).toEqual({ value: '30', error: null });
    expect(readTargetMargin('12,5')).toEqual({ value: '12.5', error: null });
    expect(readTargetMargin('100')).toEqual({ value: null, error: 'От 0 до 99,99 %' });
    expect(readTargetMargin('abc')).toEqual({ value: null, error: 'От 0 до 99,99 %' });
  });

  it('reads the days on the shelf as a whole number up to 3650', () => {
    expect(readStorageDays(' ')).toEqual({ value: null, error: null });
    expect(readStorageDays('45')).toEqual({ value: 45, error: null });
    expect(readStorageDays('3651')).toEqual({ value: null, error: 'Целое число от 0 до 3650' });
    expect(readStorageDays('4.5')).toEqual({ value: null, error: 'Целое число от 0 до 3650' });
  });

  it('reads the buyout for all above 0 and up to 100, and the payment fee under 100', () => {
    expect(readBuyout('75')).toEqual({ value: '75', error: null });
    expect(readBuyout('0')).toEqual({ value: null, error: 'Больше 0 и не больше 100' });
    expect(readBuyout('100,01')).toEqual({ value: null, error: 'Больше 0 и не больше 100' });
    expect(readAcquiring('2,1')).toEqual({ value: '2.1', error: null });
    expect(readAcquiring('100')).toEqual({ value: null, error: 'От 0 до 99,99 %' });
  });

  it('reads the whole toolbar from the address', () => {
    const read = readToolbar(
      choicesOf(readUrlState(UNIT_ADDRESS, new URLSearchParams('margin=30&buyout=80&days=x&acq='))),
    );
    expect(read).toEqual({
      target: { value: '30', error: null },
      storageDays: { value: null, error: 'Целое число от 0 до 3650' },
      buyout: { value: '80', error: null },
      acquiring: { value: null, error: null },
    });
  });

  it('applies a row’s typed price, discount, buyout and advertising, keeping what the card had', () => {
    expect(applyTyped({ discount: 10 }, { price: '1999,5', buyoutPercent: '90', advertPerSale: '100' })).toEqual({
      change: { discount: 10, price: '1999.5', buyoutPercent: '90', advertPerSale: '100' },
    });
    expect(applyTyped(undefined, { discount: '27' })).toEqual({ change: { discount: 27 } });
  });

  it('changes nothing of the row and names the field when one cannot be read', () => {
    expect(applyTyped({ price: '10' }, { price: '-5' })).toEqual({
      error: 'Цена: введите сумму не меньше 0, до двух знаков после запятой',
    });
    expect(applyTyped(undefined, { discount: '100' })).toEqual({ error: 'Скидка: целое число от 0 до 99 %' });
    expect(applyTyped(undefined, { buyoutPercent: '0' })).toEqual({ error: 'Выкуп: процент больше 0 и не больше 100' });
    expect(applyTyped(undefined, { advertPerSale: 'много' })).toEqual({
      error: 'Реклама на продажу: сумма не меньше 0, до двух знаков после запятой',
    });
  });
});
