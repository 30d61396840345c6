/**
 * One page of a paged WB list. `next` is where the following page starts: the sync engine stores
 * it after each page and passes it back to resume, even in another process.
 */
export interface WbPage<T, C> {
  items: T[];
  next: C;
  /** Nothing comes after this page. */
  done: boolean;
}

/** Pages from `cursor` to the end; the last page yielded has `done: true` (it may be empty). */
export async function* allPages<T, C>(
  cursor: C,
  fetchPage: (cursor: C) => Promise<WbPage<T, C>>,
): AsyncGenerator<WbPage<T, C>, void, undefined> {
  for (;;) {
    const page = await fetchPage(cursor);
    yield page;
    if (page.done) return;
    cursor = page.next;
  }
}

/** Splits a list into the chunks WB accepts in one call (ids ≤ 50, items ≤ 100, orders ≤ 1000). */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}
