import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { StoredTokenFieldsFragment, WbTokenKind } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { CLEAR_COMPANY_WB_TOKEN, COMPANY_WB_TOKENS, SET_COMPANY_WB_TOKENS } from './companies.graphql.ts';

// Both token mutations answer the stored tokens as they are after the change: written over the
// cached list, the tab shows them without asking again.

function storeAnswer(cache: ApolloCache, companyWbTokens: StoredTokenFieldsFragment[] | undefined) {
  if (companyWbTokens) cache.writeQuery({ query: COMPANY_WB_TOKENS, data: { companyWbTokens } });
}

/** Saves the typed tokens on the server; answers whether they were saved (when not, the admin has been told why). */
export function useSetCompanyWbTokens() {
  const [save, { loading }] = useMutation(SET_COMPANY_WB_TOKENS, {
    update: (cache, { data }) => storeAnswer(cache, data?.setCompanyWbTokens.companyWbTokens),
  });
  const saveTokens = async (tokens: { mpAndStatisticToken?: string; contentAndPricesToken?: string }) => {
    try {
      const answer = await save({ variables: tokens });
      toast.success(doneMessage(answer.data?.setCompanyWbTokens.message, 'Токены сохранены'));
      return true;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить токены'));
      return false;
    }
  };
  return { saveTokens, saving: loading };
}

/** Removes one stored token; answers whether it was removed (when not, the admin has been told why). */
export function useClearCompanyWbToken() {
  const [clear, { loading }] = useMutation(CLEAR_COMPANY_WB_TOKEN, {
    update: (cache, { data }) => storeAnswer(cache, data?.clearCompanyWbToken.companyWbTokens),
  });
  const clearToken = async (kind: WbTokenKind) => {
    try {
      const answer = await clear({ variables: { kind } });
      toast.success(doneMessage(answer.data?.clearCompanyWbToken.message, 'Токен удалён'));
      return true;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось удалить токен'));
      return false;
    }
  };
  return { clearToken, clearing: loading };
}
