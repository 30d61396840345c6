import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { SET_SUPPLY_LEAD_DAYS } from './supply-plan.graphql.ts';

/** What was counted with the old lead time: the plan, its warehouses and the home page's stock warning. */
const COUNTED_WITH_LEAD_DAYS = ['supplyPlanPage', 'supplyPlanWarehouses', 'home'];

/** Drops what was counted with the old lead time; the screens showing it count it again. */
export function forgetCountedWithLeadDays(cache: ApolloCache) {
  for (const fieldName of COUNTED_WITH_LEAD_DAYS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * Saves the company's lead time and tells the seller so. The answer carries the settings, which replace
 * the cached ones by themselves; the plan counted with the old lead time cannot come with it, so it is
 * dropped and the screen showing it counts it again.
 */
export function useSetSupplyLeadDays() {
  const [save, { loading }] = useMutation(SET_SUPPLY_LEAD_DAYS, {
    update: forgetCountedWithLeadDays,
  });
  /** Whether the lead time was saved (when not, the seller has been told why). */
  const saveLeadDays = async (days: number) => {
    try {
      const answer = await save({ variables: { days } });
      toast.success(doneMessage(answer.data?.setSupplyLeadDays.message, `Срок поставки — ${days} дн.`));
      return true;
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось сохранить срок поставки'));
      return false;
    }
  };
  return { saveLeadDays, saving: loading };
}
