import { plural } from '../../shared/plural.ts';

/** What a journal entry tells of a change of minus lists running in the background. */
export interface LoggedChange {
  id: string;
  action: string;
  phrases: string[];
  outcome: string;
  wbAnswer: string;
  productsDone?: number | null;
  productsTotal?: number | null;
}

/** A change of minus lists the job has not finished: WB takes a campaign's products one by one. */
export const isRunning = (entry: LoggedChange) => entry.outcome === 'sent' && entry.productsTotal != null;

/** «3 из 120 товаров». */
export const progressText = (done: number, total: number) =>
  `${done} из ${total} ${plural(total, ['товара', 'товаров', 'товаров'])}`;

/** «Исключаем «а», «б»: 3 из 120 товаров». */
export function runningText(entry: LoggedChange): string {
  const verb = entry.action === 'exclude' ? 'Исключаем' : 'Возвращаем';
  const phrases = entry.phrases.map((p) => `«${p}»`).join(', ');
  return `${verb} ${phrases}: ${progressText(entry.productsDone ?? 0, entry.productsTotal ?? 0)}`;
}

/**
 * The changes awaited and answered now: each gets its notice once. `awaited` holds the ids of the
 * changes asked on this page or seen running; an answered one leaves it, a running one joins it.
 */
export function finishedSince(awaited: Set<string>, entries: readonly LoggedChange[]): LoggedChange[] {
  const finished = entries.filter((e) => awaited.has(e.id) && !isRunning(e));
  for (const entry of finished) awaited.delete(entry.id);
  for (const entry of entries) if (isRunning(entry)) awaited.add(entry.id);
  return finished;
}
