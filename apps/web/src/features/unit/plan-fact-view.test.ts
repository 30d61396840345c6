import { describe, expect, it } from 'vitest';
import { differenceTone } from './plan-fact-view.ts';
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
