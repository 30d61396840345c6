import { useMutation } from '@apollo/client/react';
import type { CompanyUnitSettingsInput } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../../shared/errors.ts';
import { toast } from '../../shared/toast/toast.ts';
import { SET_COMPANY_UNIT_SETTINGS } from './unit-settings.graphql.ts';

/**
 * Saves the company's defaults for unit economics and tells the seller how it went. The answer carries
 * the defaults, which replace the cached ones by themselves; the profits counted with the old defaults
 * cannot come with it, so they are dropped and the screen showing them loads them again.
 */
export function useSetCompanyUnitSettings() {
  const [save, { loading }] = useMutation(SET_COMPANY_UNIT_SETTINGS, {
    update: (cache) => {
      cache.evict({ fieldName: 'unitEconomics' });
      cache.gc();
    },
  });
  /** Whether the defaults were saved (when not, the seller has been told why). */
  const saveDefaults = async (data: CompanyUnitSettingsInput) => {
    try {
      const answer = await save({ variables: { data } });
      toast.success(doneMessage(answer.data?.setCompanyUnitSettings.message, 'Настройки сохранены'));
      return true;
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить значения по умолчанию'));
      return false;
    }
  };
  return { saveDefaults, saving: loading };
}
