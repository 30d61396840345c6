import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { EXCLUDE_PHRASES, RESTORE_PHRASES, UNDO_EXCLUSION, type AdvertLogEntry } from './adverts.graphql.ts';
import { addToJournal } from './campaign-journal.ts';

interface Notice {
  /** Said when the server answers no message of its own. */
  queued: string;
  failed: string;
}

/**
 * Excludes phrases, restores them or undoes an exclusion. Each change is answered once queued: WB
 * takes the campaign's products one by one, so the clusters and the excluded phrases change only
 * when the journal says the change is done. The answer carries the change's journal entry:
 * `onQueued` hears it before it goes on top of the cached journal, so a change finished before the
 * answer still gets awaited. A refused change is refused before anything is logged, so a failure
 * leaves the page as it was.
 */
export function useMinusPhraseChanges(advertId: number, onQueued: (entryId: string) => void) {
  const queued = (cache: ApolloCache, entry: AdvertLogEntry | null | undefined) => {
    if (entry) onQueued(entry.id);
    addToJournal(cache, advertId, entry);
  };
  const [exclude] = useMutation(EXCLUDE_PHRASES, {
    update: (cache, { data }) => queued(cache, data?.excludePhrases.action),
  });
  const [restore] = useMutation(RESTORE_PHRASES, {
    update: (cache, { data }) => queued(cache, data?.restoreExcludedPhrases.action),
  });
  const [undo] = useMutation(UNDO_EXCLUSION, {
    update: (cache, { data }) => queued(cache, data?.undoExcludePhrases.action),
  });
  const [sending, setSending] = useState(false);

  /** Whether the change was queued (when not, the seller has been told why). */
  const send = async (change: () => Promise<{ id: string | null; message: string } | undefined>, notice: Notice) => {
    setSending(true);
    try {
      const answer = await change();
      const message = doneMessage(answer?.message, notice.queued);
      if (answer?.id) toast.info(message);
      else toast.success(message);
      return true;
    } catch (error) {
      toast.error(userMessage(error, notice.failed));
      return false;
    } finally {
      setSending(false);
    }
  };

  const excludePhrases = (phrases: string[]) =>
    send(async () => (await exclude({ variables: { advertId, phrases } })).data?.excludePhrases, {
      queued: 'Исключаем фразы',
      failed: 'Не удалось исключить фразы',
    });
  const restorePhrase = (phrase: string) =>
    send(async () => (await restore({ variables: { advertId, phrases: [phrase] } })).data?.restoreExcludedPhrases, {
      queued: 'Возвращаем фразу',
      failed: 'Не удалось вернуть фразу',
    });
  const undoExclusion = (actionId: string) =>
    send(async () => (await undo({ variables: { actionId } })).data?.undoExcludePhrases, {
      queued: 'Отменяем исключение',
      failed: 'Не удалось отменить исключение',
    });
  return { excludePhrases, restorePhrase, undoExclusion, sending };
}
