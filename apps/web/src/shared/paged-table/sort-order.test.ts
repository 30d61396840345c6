import { describe, expect, it } from 'vitest';
import { nextSort } from './sort-order.ts';

describe('a click on a sortable header', () => {
  it('sorts up, then down, then not at all', () => {
    const up = nextSort([], 'sale_dt');
    expect(up).toEqual([{ field: 'sale_dt', sort: 'asc' }]);
    const down = nextSort(up, 'sale_dt');
    expect(down).toEqual([{ field: 'sale_dt', sort: 'desc' }]);
    expect(nextSort(down, 'sale_dt')).toEqual([]);
  });

  it('another column replaces the sort and starts up', () => {
    expect(nextSort([{ field: 'sale_dt', sort: 'desc' }], 'total_penalty')).toEqual([
      { field: 'total_penalty', sort: 'asc' },
    ]);
  });
});
