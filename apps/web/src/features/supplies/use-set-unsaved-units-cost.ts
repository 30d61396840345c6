import { useMutation } from '@apollo/client/react';
import type { SetUnsavedUnitsCostMutationVariables } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { forgetUnitCosts } from '../../shared/unit-costs/forget-unit-costs.ts';
import { SET_UNSAVED_UNITS_COST } from './supplies.graphql.ts';

/**
 * One cost for units not in the ledger (chosen, or all the filter keeps): they join the ledger, so the
 * list of units not in it and every figure counted with costs are read again.
 */
export function useSetUnsavedUnitsCost() {
  const [save, { loading }] = useMutation(SET_UNSAVED_UNITS_COST, { update: forgetUnitCosts });
  /** Whether the cost was saved (when not, the seller has been told why). */
  const setUnsavedUnitsCost = async (variables: SetUnsavedUnitsCostMutationVariables) => {
    try {
      const answer = await save({ variables });
      toast.success(doneMessage(answer.data?.setUnsavedUnitsCost.message, 'Себестоимость сохранена'));
      return true;
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось сохранить себестоимость'));
      return false;
    }
  };
  return { setUnsavedUnitsCost, saving: loading };
}
