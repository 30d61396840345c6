import { useMutation } from '@apollo/client/react';
import type { CardSettingsInput } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../errors.ts';
import { toast } from '../toast/toast.ts';
import { SET_CARD_SETTINGS } from './card-settings.graphql.ts';

interface Notice {
  /** Said when the server answers no message of its own. */
  done: string;
  failed: string;
}

const CARD_NOTICE: Notice = { done: 'Настройки карточки сохранены', failed: 'Не удалось сохранить настройки карточки' };

/**
 * Saves a card's settings and tells the seller how it went. The answer carries the card, which the
 * cache knows by its nmID, so every list showing it updates by itself. What the change moves beyond
 * the card cannot come with it: the card's history and the profits unit economics counted with the old
 * values are dropped, and a screen showing them loads them again.
 */
export function useSetCardSettings() {
  const [save, { loading }] = useMutation(SET_CARD_SETTINGS, {
    update: (cache, { data }) => {
      const cardId = data?.setCardSettings.id;
      if (cardId) cache.evict({ fieldName: 'cardSettingsHistory', args: { cardId } });
      cache.evict({ fieldName: 'unitEconomics' });
      cache.gc();
    },
  });
  /** The saved card, or null when it was not saved (the seller has been told why). */
  const saveCardSettings = async (nmID: number, data: CardSettingsInput, notice: Notice = CARD_NOTICE) => {
    try {
      const answer = await save({ variables: { cardId: String(nmID), data } });
      toast.success(doneMessage(answer.data?.setCardSettings.message, notice.done));
      return answer.data?.setCardSettings.card ?? null;
    } catch (error) {
      toast.error(userMessage(error, notice.failed));
      return null;
    }
  };
  return { saveCardSettings, saving: loading };
}
