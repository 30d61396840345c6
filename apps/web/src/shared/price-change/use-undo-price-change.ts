import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../errors.ts';
import { toast } from '../toast/toast.ts';
import { UNDO_PRICE_CHANGE } from './prices.graphql.ts';

/**
 * Sends a change's old prices back. The undone change stops being undoable once the undo is logged,
 * which its answer cannot say: the changes and the log are loaded again where they are shown.
 */
export function useUndoPriceChange() {
  const [undo, { loading }] = useMutation(UNDO_PRICE_CHANGE, {
    update: (cache) => {
      cache.evict({ fieldName: 'priceLog' });
      cache.evict({ fieldName: 'priceLogPage' });
      cache.evict({ fieldName: 'priceChange' });
      cache.gc();
    },
  });
  /** The undo's change id, or null when it was refused (the seller has been told why). */
  const undoPriceChange = async (id: string) => {
    try {
      const answer = await undo({ variables: { id } });
      toast.info(doneMessage(answer.data?.undoPriceChange.message, 'Возвращаем прежние цены'));
      return answer.data?.undoPriceChange.priceChange.id ?? null;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось вернуть прежние цены'));
      return null;
    }
  };
  return { undoPriceChange, undoing: loading };
}
