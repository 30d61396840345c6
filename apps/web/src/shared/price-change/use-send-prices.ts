import { useMutation } from '@apollo/client/react';
import type { PriceLineInput, SendablePriceSource } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../errors.ts';
import { toast } from '../toast/toast.ts';
import { SEND_PRICES } from './prices.graphql.ts';

/**
 * Sends prices to WB. The answer is the logged change, which the cache keeps by its id and the dialog
 * follows to WB's answer; the log it adds a line to is dropped, and loads again where it is shown.
 * The cards' prices change only when WB has applied them and the prices are synced again.
 */
export function useSendPrices() {
  const [send, { loading }] = useMutation(SEND_PRICES, {
    update: (cache) => {
      cache.evict({ fieldName: 'priceLog' });
      cache.gc();
    },
  });
  /** The logged change's id, or null when nothing was sent (the seller has been told why). */
  const sendPrices = async (source: SendablePriceSource, lines: PriceLineInput[]) => {
    try {
      const answer = await send({ variables: { source, lines } });
      toast.info(doneMessage(answer.data?.sendPrices.message, 'Отправляем цены в WB'));
      return answer.data?.sendPrices.priceChange.id ?? null;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось отправить цены в WB'));
      return null;
    }
  };
  return { sendPrices, sending: loading };
}
