// Test fixtures for the catalogue screens: sellers signed in to their own companies and WB rows
// written straight into the synced tables, as the sync engine would leave them.
import type { TestApp } from '../../../test/support/test-app.ts';
import { wbBoxTariffs, wbCommissions, wbPalletTariffs } from '../tariffs/tariffs.tables.ts';
import { wbCards, wbPrices } from './cards.tables.ts';

export interface Seller {
  companyId: number;
  headers: Record<string, string>;
}

let nextCompanyId = 190_000_000 + Math.floor(Math.random() * 900_000) * 10;

async function signIn(app: TestApp, email: string, companyId?: number): Promise<Record<string, string>> {
  const answer = await app.graphql<{ auth: string }>('query ($t: String!, $c: ID) { auth(token: $t, companyId: $c) }', {
    t: `demo:${email}`,
    c: companyId === undefined ? null : String(companyId),
  });
  if (!answer.data?.auth) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
  return { authorization: answer.data.auth };
}

/** A person who created a company (and so is its admin), signed in to it. */
export async function sellerWithCompany(app: TestApp, email: string): Promise<Seller> {
  const companyId = ++nextCompanyId;
  const created = await app.graphql(
    'mutation ($d: CompanyInput!) { addCompany(data: $d) { id } }',
    {
      d: {
        companyId: String(companyId),
        shortName: `ООО «Товары ${companyId}»`,
        fullName: `Общество с ограниченной ответственностью «Товары ${companyId}»`,
        address: 'г. Минск, пр. Независимости, 1',
        generalManager: 'Петров Пётр Петрович',
      },
    },
    await signIn(app, email),
  );
  if (created.errors) throw new Error(`company not created: ${JSON.stringify(created.errors)}`);
  return { companyId, headers: await signIn(app, email, companyId) };
}

/** A colleague invited by the admin: a member of the company without admin rights. */
export async function colleagueOf(app: TestApp, admin: Seller, email: string): Promise<Seller> {
  const invited = await app.graphql('mutation ($e: String!) { invite(email: $e) { id } }', { e: email }, admin.headers);
  if (invited.errors) throw new Error(`invite failed: ${JSON.stringify(invited.errors)}`);
  return { companyId: admin.companyId, headers: await signIn(app, email, admin.companyId) };
}

/** One synced card of a company with its price; sizes and WB's answer trimmed to what the screens use. */
export async function insertCard(
  app: TestApp,
  companyId: number,
  card: {
    nmId: number;
    vendorCode: string;
    subjectId?: number;
    dims?: [number, number, number];
    sizes?: { chrtID: number; techSize: string; priceKopecks: number; discountedPriceKopecks: number }[];
    discount?: number;
  },
): Promise<void> {
  const sizes = card.sizes ?? [];
  const [length, width, height] = card.dims ?? [null, null, null];
  await app.services.db.insert(wbCards).values({
    companyId,
    nmId: card.nmId,
    vendorCode: card.vendorCode,
    subjectId: card.subjectId ?? 105,
    subjectName: 'Футболки',
    brand: 'Ромашка',
    title: `Футболка ${card.vendorCode}`,
    photo: `https://basket-01.wbbasket.ru/${card.nmId}.webp`,
    lengthCm: length,
    widthCm: width,
    heightCm: height,
    weightKg: '0.350',
    dimensionsValid: true,
    sizes: sizes.map((s) => ({ chrtID: s.chrtID, techSize: s.techSize, wbSize: s.techSize, skus: [`20${s.chrtID}`] })),
    tags: [{ id: 7, name: 'Лето', color: 'D1CFD7' }],
    wbCreatedAt: new Date('2026-03-01T09:00:00Z'),
    wbUpdatedAt: new Date('2026-09-01T09:00:00Z'),
  });
  if (sizes.length === 0) return;
  await app.services.db.insert(wbPrices).values({
    companyId,
    nmId: card.nmId,
    vendorCode: card.vendorCode,
    currency: 'RUB',
    discount: card.discount ?? 0,
    sizes: sizes.map((s) => ({
      sizeId: s.chrtID,
      techSizeName: s.techSize,
      priceKopecks: s.priceKopecks,
      discountedPriceKopecks: s.discountedPriceKopecks,
      clubDiscountedPriceKopecks: null,
    })),
  });
}

export async function insertCommission(app: TestApp, companyId: number, subjectId: number, fbs: string, fbo: string) {
  await app.services.db
    .insert(wbCommissions)
    .values({ companyId, subjectId, subjectName: 'Футболки', fbsPercent: fbs, fboPercent: fbo });
}

/** A warehouse's box and pallet tariffs of one day, in WB's units (rubles, coefficients in percent). */
export async function insertTariffs(
  app: TestApp,
  companyId: number,
  tariffDate: string,
  warehouseName: string,
  geoName: string,
  box: {
    base: string;
    liter: string;
    mpBase: string;
    mpLiter: string;
    storageBase: string;
    storageLiter: string;
    currency?: string;
  },
): Promise<void> {
  await app.services.db.insert(wbBoxTariffs).values({
    companyId,
    tariffDate,
    warehouseName,
    geoName,
    currency: box.currency ?? null,
    deliveryBase: box.base,
    deliveryLiter: box.liter,
    deliveryCoefExpr: '160',
    deliveryMarketplaceBase: box.mpBase,
    deliveryMarketplaceLiter: box.mpLiter,
    deliveryMarketplaceCoefExpr: '144',
    storageBase: box.storageBase,
    storageLiter: box.storageLiter,
    storageCoefExpr: '135',
  });
  await app.services.db.insert(wbPalletTariffs).values({
    companyId,
    tariffDate,
    warehouseName,
    deliveryExpr: '170',
    deliveryValueBase: '49',
    deliveryValueLiter: '14.5',
    storageExpr: '145',
    storageValueExpr: '39.75',
  });
}
