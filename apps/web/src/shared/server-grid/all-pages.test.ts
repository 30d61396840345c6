import { describe, expect, it } from 'vitest';
import { allPages, EXPORT_PAGE_SIZE } from './all-pages.ts';

describe('allPages', () => {
  it('asks page after page at the largest size until the count is reached', async () => {
    const asked: [number, number][] = [];
    const rows = await allPages(async (page, pageSize) => {
      asked.push([page, pageSize]);
      const all = Array.from({ length: 1_200 }, (_, i) => i);
      return { items: all.slice(page * pageSize, (page + 1) * pageSize), totalCount: all.length };
    });
    expect(rows).toEqual(Array.from({ length: 1_200 }, (_, i) => i));
    expect(asked).toEqual([0, 1, 2].map((page) => [page, EXPORT_PAGE_SIZE]));
  });

  it('stops at an empty page though the count says more (rows deleted meanwhile), and with no answer', async () => {
    expect(await allPages(async () => ({ items: [], totalCount: 10 }))).toEqual([]);
    expect(await allPages(async () => undefined)).toEqual([]);
  });
});
