import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { ADVERT, ADVERT_ACTIONS, EXCLUDE_PHRASES, RESTORE_PHRASES, UNDO_EXCLUSION } from './adverts.graphql.ts';

interface Notice {
  /** Said when the server answers no message of its own. */
  queued: string;
  failed: string;
}

/**
 * Excludes phrases, restores them or undoes an exclusion. Each change is answered once queued: WB
 * takes the campaign's products one by one, so the clusters and the excluded phrases change only
 * when the journal says the change is done. `onQueued` hears the change's journal entry first, then
 * the journal loads again, so a change finished before the answer still gets awaited. A failure
 * may have been logged: the campaign's page loads again.
 */
export function useMinusPhraseChanges(advertId: number, onQueued: (entryId: string) => void) {
  const client = useApolloClient();
  const [exclude] = useMutation(EXCLUDE_PHRASES);
  const [restore] = useMutation(RESTORE_PHRASES);
  const [undo] = useMutation(UNDO_EXCLUSION);
  const [sending, setSending] = useState(false);

  /** Whether the change was queued (when not, the seller has been told why). */
  const send = async (change: () => Promise<{ id: string | null; message: string } | undefined>, notice: Notice) => {
    setSending(true);
    try {
      const answer = await change();
      const message = doneMessage(answer?.message, notice.queued);
      if (answer?.id) {
        onQueued(answer.id);
        toast.info(message);
      } else toast.success(message);
      void client.query({ query: ADVERT_ACTIONS, variables: { advertId }, fetchPolicy: 'network-only' });
      return true;
    } catch (error) {
      toast.error(userMessage(error, notice.failed));
      void client.refetchQueries({ include: [ADVERT] });
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
