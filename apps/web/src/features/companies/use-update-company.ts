import { useMutation } from '@apollo/client/react';
import type { CompanyInput } from '../../gql/graphql.ts';
import { companySaveFailure } from '../../shared/company-form/index.ts';
import { doneMessage, readableReason } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { UPDATE_COMPANY } from './companies.graphql.ts';

/** Saves the company's details; the answer carries the company, which replaces the cached one by its id. */
export function useUpdateCompany() {
  const [update] = useMutation(UPDATE_COMPANY);
  return async (data: CompanyInput) => {
    try {
      const answer = await update({ variables: { data } });
      toast.success(doneMessage(answer.data?.updateCompany.message, 'Данные компании сохранены'));
    } catch (failure) {
      toast.error(companySaveFailure(readableReason(failure)));
    }
  };
}
