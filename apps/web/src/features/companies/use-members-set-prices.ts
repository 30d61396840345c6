import { useMutation } from '@apollo/client/react';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { SET_MEMBERS_SET_PRICES } from './companies.graphql.ts';

/** Gives members the right to send prices to WB, or takes it back; the answer's company replaces the cached one. */
export function useMembersSetPrices() {
  const [save, { loading }] = useMutation(SET_MEMBERS_SET_PRICES);
  const setAllowed = async (allowed: boolean) => {
    try {
      const answer = await save({ variables: { allowed } });
      toast.success(doneMessage(answer.data?.setMembersSetPrices.message, 'Права сотрудников сохранены'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить права сотрудников'));
    }
  };
  return { setAllowed, saving: loading };
}
