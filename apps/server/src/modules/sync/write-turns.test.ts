import { describe, expect, it } from 'vitest';
import { nextWriteTurn } from './write-turns.ts';

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
