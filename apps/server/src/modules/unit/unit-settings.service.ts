import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { hundredthsFromText } from '../../lib/money.ts';
import { checkCardSettings } from '../cards/cards.service.ts';
import * as repo from './unit-settings.repo.ts';

/** The company's defaults for unit economics; null: the built-in default (docs/money.md). */
export interface UnitDefaults {
  buyoutPercent: number | null;
  acquiringPercent: number | null;
  acceptance: number | null;
  packaging: number | null;
  deliveryToWb: number | null;
  updatedAt: Date | null;
}

/** What `setCompanyUnitSettings` receives; absent = unchanged, null = cleared. */
export type UnitDefaultsInput = Partial<Omit<UnitDefaults, 'updatedAt'>>;

const percent = (text: string | null | undefined) => (text == null ? null : hundredthsFromText(text));

export async function companyUnitDefaults(db: Database, companyId: number): Promise<UnitDefaults> {
  const row = await repo.findUnitSettings(db, companyId);
  return {
    buyoutPercent: percent(row?.buyoutPercent),
    acquiringPercent: percent(row?.acquiringPercent),
    acceptance: row?.acceptanceKopecks ?? null,
    packaging: row?.packagingKopecks ?? null,
    deliveryToWb: row?.deliveryToWbKopecks ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

export const companyUnitSettings = (ctx: GraphQLContext, { companyId }: CompanyCaller) =>
  companyUnitDefaults(ctx.db, companyId);

/** Saves the fields given, with the limits of a card's own values; the rest stays as saved. */
export async function setCompanyUnitSettings(ctx: GraphQLContext, caller: CompanyCaller, input: UnitDefaultsInput) {
  // The same fields and limits as a card's settings, so the messages name them the same way.
  const values = checkCardSettings({
    buyoutPercent: input.buyoutPercent,
    acquiringPercent: input.acquiringPercent,
    acceptance: input.acceptance,
    packaging: input.packaging,
    deliveryToWb: input.deliveryToWb,
  });
  const { buyoutPercent, acquiringPercent, acceptanceKopecks, packagingKopecks, deliveryToWbKopecks } = values;
  const given = Object.fromEntries(
    Object.entries({
      buyoutPercent,
      acquiringPercent,
      acceptanceKopecks,
      packagingKopecks,
      deliveryToWbKopecks,
    }).filter(([, value]) => value !== undefined),
  );
  await repo.saveUnitSettings(ctx.db, caller.companyId, given, caller.userId);
  return {
    id: String(caller.companyId),
    message: 'Настройки юнит-экономики компании сохранены.',
    companyUnitSettings: await companyUnitDefaults(ctx.db, caller.companyId),
  };
}
