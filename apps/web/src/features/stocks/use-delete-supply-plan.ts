import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { DELETE_SUPPLY_PLAN } from './supply-plan.graphql.ts';

/** The deleted plan leaves the cache, and so every list that showed it. */
export function forgetSavedPlan(cache: ApolloCache, planId: string | null | undefined) {
  if (!planId) return;
  cache.evict({ id: cache.identify({ __typename: 'SavedSupplyPlan', id: planId }) });
  cache.gc();
}

/** Deletes a saved plan and tells the seller so. */
export function useDeleteSupplyPlan() {
  const [remove] = useMutation(DELETE_SUPPLY_PLAN, {
    update: (cache, { data }) => forgetSavedPlan(cache, data?.deleteSupplyPlan.id),
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
