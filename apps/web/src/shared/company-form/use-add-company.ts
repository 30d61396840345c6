import { useMutation } from '@apollo/client/react';
import { readableReason } from '../errors.ts';
import { paths } from '../paths.ts';
import { session } from '../session.ts';
import { toast } from '../toast/toast.ts';
import { ADD_COMPANY } from './company.graphql.ts';
import type { CompanyFormValues } from './company-form-schema.ts';
import { companySaveFailure } from './company-messages.ts';

/**
 * Creates a company. On success the token is removed and the new id stored (docs/api-contract.md,
 * «Session»), and the sign-in page loads afresh, naming the new company: no cached answer outlives it.
 */
export function useAddCompany() {
  const [add, { loading }] = useMutation(ADD_COMPANY);
  const addCompany = async (values: CompanyFormValues) => {
    try {
      const answer = await add({ variables: { data: values } });
      session.clearAccessToken();
      session.setCompanyId(answer.data?.addCompany.id ?? values.companyId);
      session.noteCompanyCreated(values.shortName);
      window.location.assign(paths.auth);
    } catch (error) {
      toast.error(companySaveFailure(readableReason(error)));
    }
  };
  return { addCompany, adding: loading };
}
