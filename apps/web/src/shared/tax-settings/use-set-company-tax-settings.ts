import { useMutation } from '@apollo/client/react';
import type { CompanyTaxSettingsInput } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../errors.ts';
import { toast } from '../toast/toast.ts';
import { SET_COMPANY_TAX_SETTINGS } from './tax-settings.graphql.ts';

/**
 * Saves how the company pays tax and tells the seller how it went. The answer carries the settings,
 * which replace the cached ones by themselves; profits cached by other screens were counted with the
 * old tax and cannot come with it: they are dropped and load again when shown.
 */
export function useSetCompanyTaxSettings() {
  const [save, { loading }] = useMutation(SET_COMPANY_TAX_SETTINGS, {
    update: (cache) => {
      cache.evict({ fieldName: 'unitEconomics' });
      cache.gc();
    },
  });
  const saveTax = async (data: CompanyTaxSettingsInput) => {
    try {
      const answer = await save({ variables: { data } });
      toast.success(doneMessage(answer.data?.setCompanyTaxSettings.message, 'Налог компании сохранён'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить налог компании'));
    }
  };
  return { saveTax, saving: loading };
}
