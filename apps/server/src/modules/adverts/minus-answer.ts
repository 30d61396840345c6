import type { ActionOutcome } from './adverts.tables.ts';
import { CHECK_CAMPAIGN, type WriteFailure } from './advert-write-failure.ts';

/** A product whose minus list WB did not take, or whose answer never came. */
export interface FailedPair {
  nmId: number;
  failure: Pick<WriteFailure, 'outcome' | 'why'>;
}

const list = (nmIds: readonly number[]) => nmIds.join(', ');
const named = (pairs: readonly FailedPair[]) => pairs.map((f) => `${f.nmId} (${f.failure.why})`).join(', ');
const lowerFirst = (text: string) => text.replace(/^./, (first) => first.toLowerCase());
const upperFirst = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

/**
 * What the journal and the person read after a rewrite of minus lists: the products done, those WB
 * refused and those whose outcome only WB knows, each named, and the entry's outcome.
 */
export function minusAnswer(
  action: 'exclude' | 'restore',
  done: readonly number[],
  failed: readonly FailedPair[],
): { answer: string; outcome: Exclude<ActionOutcome, 'sent'>; refused: FailedPair[]; unanswered: FailedPair[] } {
  const refused = failed.filter((f) => f.failure.outcome === 'refused');
  const unanswered = failed.filter((f) => f.failure.outcome === 'unanswered');
  const what = action === 'exclude' ? 'исключены' : 'возвращены';
  if (failed.length === 0) {
    const answer =
      done.length === 0 ? `Ничего не изменилось: фразы уже ${what}` : `Фразы ${what} у товаров: ${list(done)}`;
    return { answer, outcome: 'done', refused, unanswered };
  }
  const parts = [
    refused.length > 0 ? `WB не принял изменение у товаров: ${named(refused)}` : '',
    unanswered.length > 0
      ? `неизвестно, внёс ли WB изменение у товаров: ${named(unanswered)} — ${lowerFirst(CHECK_CAMPAIGN)}`
      : '',
    // Nothing is said of the rest while some answers never came: WB may have changed those.
    done.length > 0 ? `у товаров ${list(done)} фразы ${what}` : unanswered.length === 0 ? 'ничего не изменено' : '',
  ];
  const outcome = done.length > 0 ? 'partial' : unanswered.length > 0 ? 'unanswered' : 'refused';
  return { answer: upperFirst(parts.filter(Boolean).join('; ')), outcome, refused, unanswered };
}
