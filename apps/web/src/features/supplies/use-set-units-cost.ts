import { useMutation } from '@apollo/client/react';
import type { SetUnitsCostMutationVariables } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { forgetUnitCosts } from '../../shared/unit-costs/forget-unit-costs.ts';
import { SET_UNITS_COST } from './supplies.graphql.ts';

/** One cost for ledger units (chosen, or all the list shows); every figure counted with their costs is read again. */
export function useSetUnitsCost() {
  const [save, { loading }] = useMutation(SET_UNITS_COST, { update: forgetUnitCosts });
  /** Whether the cost was saved (when not, the seller has been told why). */
  const setUnitsCost = async (variables: SetUnitsCostMutationVariables) => {
    try {
      const answer = await save({ variables });
      toast.success(doneMessage(answer.data?.setUnitsCost.message, 'Себестоимость сохранена'));
      return true;
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось сохранить себестоимость'));
      return false;
    }
  };
  return { setUnitsCost, saving: loading };
}
