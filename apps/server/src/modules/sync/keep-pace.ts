/**
 * WB lets each limit group through at a fixed pace. A sync keeps that pace only when its next
 * request is already waiting at the rate limiter while it stores the answer before: a request that
 * is sent only after the store loses the store's time on every step.
 */

/**
 * Pages read one ahead: as soon as a page has come, the request for the page after it goes out
 * (and waits its turn) while the caller stores this one. `after` answers how to read the next
 * page, or null when there is none or no time for it: a page read and then dropped would cost a
 * request of the limit.
 */
export async function* readAhead<Page>(
  first: () => Promise<Page>,
  after: (page: Page) => (() => Promise<Page>) | null,
): AsyncGenerator<Page> {
  let coming: Promise<Page> | null = first();
  while (coming) {
    const page: Page = await coming;
    const readNext = after(page);
    coming = readNext ? readNext() : null;
    // A failure of the next read is thrown when its turn comes; until then it must not count as unhandled.
    coming?.catch(() => undefined);
    yield page;
  }
}

/**
 * Does `work` for each item, at most `lanes` at a time, taking items in order. Stops taking new
 * items when `stop()` says so or an item failed; answers whether every item was done.
 */
export async function inLanes<Item>(
  items: readonly Item[],
  lanes: number,
  work: (item: Item) => Promise<void>,
  stop: () => boolean,
): Promise<boolean> {
  let next = 0;
  let halted = false;
  const lane = async () => {
    while (next < items.length && !halted) {
      if (stop()) {
        halted = true;
        return;
      }
      try {
        await work(items[next++]!);
      } catch (error) {
        halted = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(lanes, items.length) }, lane));
  const failure = settled.find((lane) => lane.status === 'rejected');
  if (failure) throw failure.reason;
  return next >= items.length && !halted;
}
