import { describe, expect, it } from 'vitest';
import { inWriteTurn, nextWriteTurn } from './write-turns.ts';

describe('nextWriteTurn', () => {
  it('lets one waiting writer go per turn of the event loop, in the order they came', async () => {
    const order: string[] = [];
    const a = nextWriteTurn().then(() => {
      order.push('a');
      // Work queued by the first writer's turn runs before the third writer goes.
      setImmediate(() => order.push('queued by a'));
    });
    const b = nextWriteTurn().then(() => order.push('b'));
    const c = nextWriteTurn().then(() => order.push('c'));
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'queued by a', 'c']);
  });
});

describe('inWriteTurn', () => {
  it('runs each write after the one before it has ended, in a turn of its own', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = inWriteTurn(async () => {
      order.push('first starts');
      // The first write waits on something outside it (as a transaction waits on a socket).
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first ends');
      // Work queued as the first write ends runs before the second write starts.
      setImmediate(() => order.push('queued by first'));
    });
    const second = inWriteTurn(async () => {
      order.push('second');
    });
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
    expect(order).toEqual(['first starts']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'queued by first', 'second']);
  });

  it('goes on to the next write when one fails, and hands the failure to its caller', async () => {
    const failed = inWriteTurn(async () => {
      throw new Error('rolled back');
    });
    const next = inWriteTurn(async () => 'stored');
    await expect(failed).rejects.toThrow('rolled back');
    await expect(next).resolves.toBe('stored');
  });
});
