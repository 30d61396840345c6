import { describe, expect, it } from 'vitest';
import { differenceTone, leftOutNote } from './plan-fact-view.ts';
import type { PlanFactLine } from './plan-fact.graphql.ts';

const line = (kind: PlanFactLine['line'], difference: string | null): PlanFactLine => ({
  line: kind,
  plan: '1.00',
  fact: '1.00',
  difference,
});

describe('the colour of a plan/fact difference', () => {
  it('is good when costs are lower or the payout higher than planned, bad otherwise', () => {
    expect(differenceTone(line('LOGISTICS', '225.38'))).toBe('bad');
    expect(differenceTone(line('STORAGE', '-0.59'))).toBe('good');
    expect(differenceTone(line('PAYOUT', '-274.78'))).toBe('bad');
    expect(differenceTone(line('REVENUE', '10.00'))).toBe('good');
  });

  it('is neutral without a difference', () => {
    expect(differenceTone(line('COMMISSION', '0.00'))).toBe('none');
    expect(differenceTone(line('PENALTIES', null))).toBe('none');
  });
});

describe('what the plan/fact profit total leaves out', () => {
  const totals = {
    sold: 4,
    payout: '2914.71',
    profit: '664.71',
    uncostedCards: 0,
    uncostedUnits: 0,
    uncostedPayout: '0.00',
    otherCurrencyCards: 0,
  };

  it('says nothing when every card is in it', () => {
    expect(leftOutNote(totals)).toBeNull();
  });

  it('names the cards, units and payout without a cost price, and cards in another currency', () => {
    expect(leftOutNote({ ...totals, uncostedCards: 1, uncostedUnits: 1, uncostedPayout: '450.00' })).toBe(
      'Не в прибыли за период: без себестоимости — 1 товар, 1 единица, к перечислению 450,00\u00a0₽.',
    );
    expect(
      leftOutNote({ ...totals, uncostedCards: 2, uncostedUnits: 5, uncostedPayout: '1234.50', otherCurrencyCards: 3 }),
    ).toBe(
      'Не в прибыли за период: без себестоимости — 2 товара, 5 единиц, к перечислению 1\u00a0234,50\u00a0₽; отчёт в другой валюте — 3 товара.',
    );
  });
});
