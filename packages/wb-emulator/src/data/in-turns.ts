import { setImmediate as giveOthersATurn } from 'node:timers/promises';

/**
 * The items of a long generated list that `keep` accepts, collected with a pause every `every`
 * items: the server answers other requests (and counts their arrival) while it builds a large page.
 */
export async function collectInTurns<T>(items: Iterable<T>, keep: (item: T) => boolean, every = 2_000): Promise<T[]> {
  const kept: T[] = [];
  let seen = 0;
  for (const item of items) {
    if (keep(item)) kept.push(item);
    if (++seen % every === 0) await giveOthersATurn();
  }
  return kept;
}
