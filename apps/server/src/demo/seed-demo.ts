import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DemoWb } from './demo-emulator.ts';
import { companies, companyMembers, users } from '../modules/auth/auth.tables.ts';
import { DEMO_EMAIL } from '../modules/auth/demo-identity.ts';
import { seedDemoCostHistory } from '../modules/cards/cards.service.ts';
import { seedDemoPromotions } from '../modules/promotions/demo-promotions.ts';
import { seedDemoLedger } from '../modules/supplies/demo-ledger.ts';
import { getCompanyWbTokens, saveCompanyWbTokens } from '../modules/tokens-vault/tokens-vault.service.ts';

/**
 * The demo seller: a user who administers the emulator's company, with WB tokens the emulator
 * issued (all categories the product uses). Safe to run on every start: it only adds what is missing.
 */
export async function seedDemo(db: Database, config: Config, emulator: DemoWb): Promise<number> {
  const seller = emulator.seller;
  const companyId = Number(seller.tin);
  const [user] = await db
    .insert(users)
    .values({ email: DEMO_EMAIL, name: 'Демо Продавец' })
    .onConflictDoUpdate({ target: users.email, set: { updatedAt: new Date() } })
    .returning({ id: users.id });
  await db
    .insert(companies)
    .values({
      id: companyId,
      shortName: seller.name,
      fullName: `Общество с ограниченной ответственностью ${seller.name.replace(/^ООО\s*/, '')}`,
      address: '220030, Республика Беларусь, г. Минск, ул. Немига, д. 5, пом. 12',
      generalManager: 'Ковалёва Анна Сергеевна',
      shopName: seller.tradeMark,
      currentAccount: 'BY20OLMP31350000001000000933',
    })
    .onConflictDoNothing();
  const [membership] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, user!.id)));
  if (!membership) await db.insert(companyMembers).values({ companyId, userId: user!.id, isAdmin: true });
  if ((await getCompanyWbTokens(db, config, companyId)).length === 0) {
    await saveCompanyWbTokens(
      db,
      config,
      companyId,
      {
        mpAndStatisticToken: emulator.issueToken({
          type: 'personal',
          categories: ['marketplace', 'statistics', 'finance', 'supplies', 'promotion', 'analytics'],
        }),
        contentAndPricesToken: emulator.issueToken({ type: 'personal', categories: ['content', 'prices'] }),
      },
      null,
    );
  }
  await seedDemoLedger(db, companyId, config.WB_EMULATOR_SEED);
  await seedDemoCostHistory(db, companyId, new Date());
  await seedDemoPromotions(db, companyId, config.WB_EMULATOR_SEED);
  return companyId;
}
