import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { SAVE_SUPPLY_PLAN, SAVED_SUPPLY_PLANS, type SavedSupplyPlan } from './supply-plan.graphql.ts';

/** The saved plan goes on top of the cached saved plans (newest first), once. */
export function addSavedPlan(cache: ApolloCache, plan: SavedSupplyPlan | undefined) {
  if (!plan) return;
  cache.updateQuery({ query: SAVED_SUPPLY_PLANS }, (saved) =>
    saved && !saved.savedSupplyPlans.some((listed) => listed.id === plan.id)
      ? { savedSupplyPlans: [plan, ...saved.savedSupplyPlans] }
      : saved,
  );
}

/**
 * Saves one warehouse's part of the plan as a planned supply and tells the seller so. The answer carries
 * the saved plan, which joins the cached saved plans.
 */
export function useSaveSupplyPlan() {
  const [save] = useMutation(SAVE_SUPPLY_PLAN, {
    update: (cache, { data }) => addSavedPlan(cache, data?.saveSupplyPlan.plan),
  });
  return async (variables: { warehouse: string; windowDays: number; coverDays: number }) => {
    try {
      const answer = await save({ variables });
      toast.success(doneMessage(answer.data?.saveSupplyPlan.message, 'План поставки сохранён'));
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось сохранить план поставки'));
    }
  };
}
