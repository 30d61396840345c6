import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { hundredthsFromText, hundredthsToText } from '../../lib/money.ts';
import * as repo from './tax-settings.repo.ts';
import type { TaxRegime, TaxSettings } from './unit-economics.ts';

export const TAX_REGIMES: readonly TaxRegime[] = ['usn6', 'usn15', 'vat'];

/** A company that has not chosen counts as on the simplified 6 % tax, the most common for small sellers. */
const DEFAULT_TAX: TaxSettings = { regime: 'usn6', vatRate: 0 };

export interface TaxSettingsShape extends TaxSettings {
  updatedAt: Date | null;
}

export async function companyTax(db: Database, companyId: number): Promise<TaxSettingsShape> {
  const row = await repo.findTaxSettings(db, companyId);
  if (!row || !TAX_REGIMES.includes(row.regime as TaxRegime)) return { ...DEFAULT_TAX, updatedAt: null };
  return {
    regime: row.regime as TaxRegime,
    vatRate: row.vatRate === null ? 0 : hundredthsFromText(row.vatRate)!,
    updatedAt: row.updatedAt,
  };
}

export async function companyTaxSettings(ctx: GraphQLContext, { companyId }: CompanyCaller): Promise<TaxSettingsShape> {
  return companyTax(ctx.db, companyId);
}

export async function setCompanyTaxSettings(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  input: { regime: TaxRegime; vatRate?: number | null },
) {
  let vatRate: string | null = null;
  if (input.regime === 'vat') {
    if (input.vatRate == null || input.vatRate <= 0 || input.vatRate > 10_000)
      throw appError('BAD_USER_INPUT', 'Ставка НДС: укажите процент больше 0 и не больше 100.', { field: 'vatRate' });
    vatRate = hundredthsToText(input.vatRate);
  }
  await repo.saveTaxSettings(ctx.db, caller.companyId, { regime: input.regime, vatRate }, caller.userId);
  return { id: String(caller.companyId), message: 'Налоговые настройки сохранены.' };
}
