import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { hundredthsFromText, hundredthsToText } from '../../lib/money.ts';
import * as repo from './tax-settings.repo.ts';
import type { TaxRegime, TaxSettings } from './tax-regime.ts';

export const TAX_REGIMES: readonly TaxRegime[] = ['usn6', 'usn15', 'vat'];

/** The full simplified-tax rates; regions may set lower ones (Tax Code art. 346.20). */
const FULL_USN_RATE: Record<'usn6' | 'usn15', number> = { usn6: 600, usn15: 1500 };
/** The lowest regional rate for each object of the simplified tax, hundredths of a percent. */
const LOWEST_USN_RATE: Record<'usn6' | 'usn15', number> = { usn6: 100, usn15: 500 };
/**
 * VAT rates a simplified-tax payer over the threshold may choose in 2026: 5 % or 7 % without
 * deductions, or the general 22 % with them (Tax Code art. 164 p. 8, art. 164 p. 3).
 */
const USN_VAT_RATES: readonly number[] = [500, 700, 2200];

/** A company that has not chosen counts as on the simplified 6 % tax, the most common for small sellers. */
const DEFAULT_TAX: TaxSettings = { regime: 'usn6', usnRate: 600, vatRate: 0, vatDeductible: false };

export interface TaxSettingsShape extends TaxSettings {
  updatedAt: Date | null;
}

const isUsn = (regime: TaxRegime): regime is 'usn6' | 'usn15' => regime !== 'vat';

export async function companyTax(db: Database, companyId: number): Promise<TaxSettingsShape> {
  const row = await repo.findTaxSettings(db, companyId);
  if (!row || !TAX_REGIMES.includes(row.regime as TaxRegime)) return { ...DEFAULT_TAX, updatedAt: null };
  const regime = row.regime as TaxRegime;
  return {
    regime,
    usnRate: !isUsn(regime) ? 0 : row.usnRate === null ? FULL_USN_RATE[regime] : hundredthsFromText(row.usnRate)!,
    vatRate: row.vatRate === null ? 0 : hundredthsFromText(row.vatRate)!,
    vatDeductible: row.vatDeductible,
    updatedAt: row.updatedAt,
  };
}

export async function companyTaxSettings(ctx: GraphQLContext, { companyId }: CompanyCaller): Promise<TaxSettingsShape> {
  return companyTax(ctx.db, companyId);
}

export interface TaxSettingsInput {
  regime: TaxRegime;
  vatRate?: number | null;
  usnRate?: number | null;
  vatDeductible?: boolean | null;
}

/** The settings to save: what the admin gave, the rest kept from what was saved before. */
function checkTaxSettings(input: TaxSettingsInput, saved: TaxSettingsShape): TaxSettings {
  const { regime } = input;
  if (!isUsn(regime)) {
    const vatRate = input.vatRate ?? (saved.regime === 'vat' ? saved.vatRate : null);
    if (vatRate == null || vatRate <= 0 || vatRate > 10_000)
      throw appError('BAD_USER_INPUT', 'Ставка НДС: укажите процент больше 0 и не больше 100.', { field: 'vatRate' });
    const vatDeductible = input.vatDeductible ?? (saved.regime === 'vat' ? saved.vatDeductible : true);
    return { regime, usnRate: 0, vatRate, vatDeductible };
  }
  const usnRate = input.usnRate ?? (saved.regime === regime ? saved.usnRate : FULL_USN_RATE[regime]);
  if (usnRate < LOWEST_USN_RATE[regime] || usnRate > FULL_USN_RATE[regime])
    throw appError(
      'BAD_USER_INPUT',
      `Ставка УСН: от ${hundredthsToText(LOWEST_USN_RATE[regime])} до ${hundredthsToText(FULL_USN_RATE[regime])} %.`,
      { field: 'usnRate' },
    );
  const vatRate = input.vatRate ?? (isUsn(saved.regime) ? saved.vatRate : 0);
  if (vatRate !== 0 && !USN_VAT_RATES.includes(vatRate))
    throw appError('BAD_USER_INPUT', 'НДС на УСН: 5 %, 7 % или 22 % (или без НДС).', { field: 'vatRate' });
  // Only the general 22 % rate allows deductions; 5 % and 7 % are without them.
  return { regime, usnRate, vatRate, vatDeductible: vatRate === 2200 };
}

export async function setCompanyTaxSettings(ctx: GraphQLContext, caller: CompanyCaller, input: TaxSettingsInput) {
  const saved = await companyTax(ctx.db, caller.companyId);
  const tax = checkTaxSettings(input, saved);
  await repo.saveTaxSettings(
    ctx.db,
    caller.companyId,
    {
      regime: tax.regime,
      usnRate: isUsn(tax.regime) ? hundredthsToText(tax.usnRate) : null,
      vatRate: tax.vatRate === 0 ? null : hundredthsToText(tax.vatRate),
      vatDeductible: tax.vatDeductible,
    },
    caller.userId,
  );
  return {
    id: String(caller.companyId),
    message: 'Налоговые настройки сохранены.',
    companyTaxSettings: await companyTax(ctx.db, caller.companyId),
  };
}
