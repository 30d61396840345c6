import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { JOIN_PROMOTION, PROMOTION_JOINS } from './promotions.graphql.ts';

/**
 * Joins the chosen cards to a promotion and tells the seller so. The answer carries the log entry, still
 * «sent» while the job talks to WB, and the promotion; the entry is put on top of the promotion's log in
 * the cache, and the screen follows it until WB's answer comes.
 */
export function useJoinPromotion(promotionId: number) {
  const [join, { loading }] = useMutation(JOIN_PROMOTION, {
    update: (cache, { data }) => {
      const entry = data?.joinPromotion.join;
      if (!entry) return;
      cache.updateQuery({ query: PROMOTION_JOINS, variables: { promotionId } }, (log) =>
        log ? { promotionJoins: [entry, ...log.promotionJoins] } : log,
      );
    },
  });
  /** The log entry's id, or null when nothing was sent (the seller has been told why). */
  const joinCards = async (nmIds: number[]) => {
    try {
      const answer = await join({ variables: { promotionId, nmIds } });
      toast.success(doneMessage(answer.data?.joinPromotion.message, 'Товары отправлены в акцию'));
      return answer.data?.joinPromotion.id ?? null;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось добавить товары в акцию'));
      return null;
    }
  };
  return { joinCards, joining: loading };
}
