import type { ActionOutcome, FailedPair } from './adverts.tables.ts';
import { CHECK_CAMPAIGN } from './advert-write-failure.ts';

export type { FailedPair };

/** «у 1 товара», «у 3 товаров», «у 120 товаров». */
export function ofProducts(count: number): string {
  const lastTwo = count % 100;
  const word = lastTwo % 10 === 1 && lastTwo !== 11 ? 'товара' : 'товаров';
  return `у ${count} ${word}`;
}

/** A campaign has up to hundreds of products: a failure names a few of them, and how many more. */
const NAMED_AT_MOST = 5;

function named(pairs: readonly FailedPair[]): string {
  const shown = pairs.slice(0, NAMED_AT_MOST).map((f) => `${f.nmId} (${f.failure.why})`);
  const more = pairs.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` и ещё ${more}` : '');
}

/** «Фраза «а» исключена», «Фразы «а», «б» исключены». */
export function phrasesDone(action: 'exclude' | 'restore', phrases: readonly string[]): string {
  const quoted = phrases.map((p) => `«${p}»`).join(', ');
  const one = phrases.length === 1;
  const what = action === 'exclude' ? (one ? 'исключена' : 'исключены') : one ? 'возвращена' : 'возвращены';
  return `${one ? 'Фраза' : 'Фразы'} ${quoted} ${what}`;
}

const lowerFirst = (text: string) => text.replace(/^./, (first) => first.toLowerCase());
const upperFirst = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

/**
 * What the journal and the person read after a rewrite of minus lists: the phrases and how many
 * products took them, the products WB refused and those whose outcome only WB knows (a few named),
 * and the entry's outcome.
 */
export function minusAnswer(
  action: 'exclude' | 'restore',
  phrases: readonly string[],
  done: readonly number[],
  failed: readonly FailedPair[],
): { answer: string; outcome: Exclude<ActionOutcome, 'sent'>; refused: FailedPair[]; unanswered: FailedPair[] } {
  const refused = failed.filter((f) => f.failure.outcome === 'refused');
  const unanswered = failed.filter((f) => f.failure.outcome === 'unanswered');
  const said = phrasesDone(action, phrases);
  if (failed.length === 0) {
    const answer =
      done.length === 0
        ? `Ничего не изменилось: ${lowerFirst(said)} уже у всех товаров`
        : `${said} ${ofProducts(done.length)}`;
    return { answer, outcome: 'done', refused, unanswered };
  }
  const parts = [
    refused.length > 0 ? `WB не принял изменение ${ofProducts(refused.length)}: ${named(refused)}` : '',
    unanswered.length > 0
      ? `неизвестно, внёс ли WB изменение ${ofProducts(unanswered.length)}: ${named(unanswered)} — ${lowerFirst(CHECK_CAMPAIGN)}`
      : '',
    // Nothing is said of the rest while some answers never came: WB may have changed those.
    done.length > 0
      ? `${lowerFirst(said)} ${ofProducts(done.length)}`
      : unanswered.length === 0
        ? 'ничего не изменено'
        : '',
  ];
  const outcome = done.length > 0 ? 'partial' : unanswered.length > 0 ? 'unanswered' : 'refused';
  return { answer: upperFirst(parts.filter(Boolean).join('; ')), outcome, refused, unanswered };
}
