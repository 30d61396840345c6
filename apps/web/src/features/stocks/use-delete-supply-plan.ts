import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { DELETE_SUPPLY_PLAN } from './supply-plan.graphql.ts';

/** Deletes a saved plan; the plan leaves the cache, and so the list that showed it. */
export function useDeleteSupplyPlan() {
  const [remove] = useMutation(DELETE_SUPPLY_PLAN, {
    update: (cache, { data }) => {
      const planId = data?.deleteSupplyPlan.id;
      if (!planId) return;
      cache.evict({ id: cache.identify({ __typename: 'SavedSupplyPlan', id: planId }) });
      cache.gc();
    },
  });
  return async (planId: string) => {
    try {
      const answer = await remove({ variables: { id: planId } });
      toast.success(doneMessage(answer.data?.deleteSupplyPlan.message, 'План поставки удалён'));
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось удалить план'));
    }
  };
}
