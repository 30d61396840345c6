import { describe, expect, it } from 'vitest';
import { longestList, MAX_LIST_ITEMS } from './hostile-requests.ts';

describe('the longest list of a request', () => {
  it('finds a long list at any depth of the variables', () => {
    const items = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => i);
    expect(longestList({ input: { phrases: items } })).toBe(MAX_LIST_ITEMS + 1);
  });

  it("never walks an uploaded file's bytes: they are no list of the request", () => {
    const bytes = new Uint8Array(4_000_000);
    const file = new File([bytes], 'units.csv');
    expect(longestList({ file, raw: bytes, wrapped: [{ file }] })).toBe(1);
  });
});
