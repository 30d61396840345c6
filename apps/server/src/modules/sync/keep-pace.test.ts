import { describe, expect, it } from 'vitest';
import { inLanes, readAhead } from './keep-pace.ts';

/** A promise the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('readAhead', () => {
  it('asks for the next page as soon as a page has come, while the caller still stores it', async () => {
    const events: string[] = [];
    const read = (n: number) => () => {
      events.push(`ask ${n}`);
      return Promise.resolve(n);
    };
    for await (const page of readAhead(read(1), (page) => (page < 3 ? read(page + 1) : null))) {
      events.push(`store ${page}`);
    }
    expect(events).toEqual(['ask 1', 'ask 2', 'store 1', 'ask 3', 'store 2', 'store 3']);
  });

  it('asks for nothing more once `after` answers null', async () => {
    let asked = 0;
    const pages = readAhead(
      () => Promise.resolve(++asked),
      () => null,
    );
    const seen: number[] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([1]);
    expect(asked).toBe(1);
  });

  it('throws a failed read ahead when its page is due, never as an unhandled rejection', async () => {
    const second = later<number>();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const seen: number[] = [];
      const reading = (async () => {
        for await (const page of readAhead(
          () => Promise.resolve(1),
          () => () => second.promise,
        )) {
          // The read ahead fails while page 1 is being stored.
          second.reject(new Error('WB is down'));
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen.push(page);
        }
      })();
      await expect(reading).rejects.toThrow('WB is down');
      expect(seen).toEqual([1]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('inLanes', () => {
  it('works on at most `lanes` items at once, taking them in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const done = await inLanes(
      [1, 2, 3, 4, 5],
      2,
      async (item) => {
        started.push(item);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5 * item));
        running--;
      },
      () => false,
    );
    expect(done).toBe(true);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes no new item once told to stop, and answers that not all were done', async () => {
    const worked: number[] = [];
    const done = await inLanes(
      [1, 2, 3, 4],
      2,
      async (item) => void worked.push(item),
      () => worked.length >= 2,
    );
    expect(done).toBe(false);
    expect(worked).toEqual([1, 2]);
  });

  it('stops taking items after one fails, lets the other lane finish, then throws', async () => {
    const finished: number[] = [];
    const run = inLanes(
      [1, 2, 3, 4],
      2,
      async (item) => {
        if (item === 1) throw new Error('supply 1 failed');
        await new Promise((resolve) => setTimeout(resolve, 10));
        finished.push(item);
      },
      () => false,
    );
    await expect(run).rejects.toThrow('supply 1 failed');
    expect(finished).toEqual([2]);
  });
});
