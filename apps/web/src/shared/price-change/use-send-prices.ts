import { useMutation } from '@apollo/client/react';
import type { PriceLineInput, SendablePriceSource } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../errors.ts';
import { toast } from '../toast/toast.ts';
import { SEND_CLUB_DISCOUNTS, SEND_PRICES } from './prices.graphql.ts';

/**
 * Sends prices to WB. The answer is the logged change, which the cache keeps by its id and the dialog
 * follows to WB's answer; the log it adds a line to is dropped, and loads again where it is shown.
 * The cards' prices change only when WB has applied them and the prices are synced again.
 */
export function useSendPrices() {
  const [send, { loading }] = useMutation(SEND_PRICES, {
    update: (cache) => {
      cache.evict({ fieldName: 'priceLog' });
      cache.evict({ fieldName: 'priceLogPage' });
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

/** Sends WB Club discounts to WB, followed like prices; answers the logged change's id or null. */
export function useSendClubDiscounts() {
  const [send, { loading }] = useMutation(SEND_CLUB_DISCOUNTS, {
    update: (cache) => {
      cache.evict({ fieldName: 'priceLog' });
      cache.evict({ fieldName: 'priceLogPage' });
      cache.gc();
    },
  });
  const sendClubDiscounts = async (lines: { nmID: number; clubDiscount: number }[]) => {
    try {
      const answer = await send({ variables: { lines } });
      toast.info(doneMessage(answer.data?.sendClubDiscounts.message, 'Отправляем скидки WB Клуба'));
      return answer.data?.sendClubDiscounts.priceChange.id ?? null;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось отправить скидки WB Клуба'));
      return null;
    }
  };
  return { sendClubDiscounts, sending: loading };
}
