import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { parseDecimal, trimDecimal } from '../../lib/money.ts';
import type { WarehouseRates } from './warehouse-rates.ts';
import * as repo from './tariffs.repo.ts';

export interface BoxTariffShape {
  boxDeliveryAndStorageExpr: string | null;
  boxDeliveryBase: string | null;
  boxDeliveryLiter: string | null;
  boxDeliveryMarketplaceBase: string | null;
  boxDeliveryMarketplaceLiter: string | null;
  boxDeliveryMarketplaceExpr: string | null;
  boxStorageBase: string | null;
  boxStorageLiter: string | null;
  boxStorageExpr: string | null;
}

export interface PalletTariffShape {
  palletDeliveryExpr: string | null;
  palletDeliveryValueBase: string | null;
  palletDeliveryValueLiter: string | null;
  palletStorageExpr: string | null;
  palletStorageValueExpr: string | null;
}

export interface TariffShape {
  warehouseName: string;
  geoName: string | null;
  /** The box tariff's currency as WB sent it; null when WB gave none. */
  currency: string | null;
  box: BoxTariffShape | null;
  pallet: PalletTariffShape | null;
}

/** The box and pallet tariffs of the latest synced day, one row per warehouse that has either. */
export async function companyTariffs(db: Database, companyId: number): Promise<TariffShape[]> {
  const [box, pallet] = await Promise.all([
    repo.latestBoxTariffs(db, companyId),
    repo.latestPalletTariffs(db, companyId),
  ]);
  const byName = new Map<string, TariffShape>();
  const entry = (name: string) => {
    let tariff = byName.get(name);
    if (!tariff) byName.set(name, (tariff = { warehouseName: name, geoName: null, currency: null, box: null, pallet: null }));
    return tariff;
  };
  for (const row of box.rows) {
    const tariff = entry(row.warehouseName);
    tariff.geoName = row.geoName;
    tariff.currency = row.currency;
    tariff.box = {
      // WB split the old combined coefficient in two; the delivery one is what the field meant for a box.
      boxDeliveryAndStorageExpr: trimDecimal(row.deliveryCoefExpr),
      boxDeliveryBase: trimDecimal(row.deliveryBase),
      boxDeliveryLiter: trimDecimal(row.deliveryLiter),
      boxDeliveryMarketplaceBase: trimDecimal(row.deliveryMarketplaceBase),
      boxDeliveryMarketplaceLiter: trimDecimal(row.deliveryMarketplaceLiter),
      boxDeliveryMarketplaceExpr: trimDecimal(row.deliveryMarketplaceCoefExpr),
      boxStorageBase: trimDecimal(row.storageBase),
      boxStorageLiter: trimDecimal(row.storageLiter),
      boxStorageExpr: trimDecimal(row.storageCoefExpr),
    };
  }
  for (const row of pallet.rows) {
    entry(row.warehouseName).pallet = {
      palletDeliveryExpr: trimDecimal(row.deliveryExpr),
      palletDeliveryValueBase: trimDecimal(row.deliveryValueBase),
      palletDeliveryValueLiter: trimDecimal(row.deliveryValueLiter),
      palletStorageExpr: trimDecimal(row.storageExpr),
      palletStorageValueExpr: trimDecimal(row.storageValueExpr),
    };
  }
  return [...byName.values()].sort((a, b) => a.warehouseName.localeCompare(b.warehouseName, 'ru'));
}

export async function listTariffs(ctx: GraphQLContext, { companyId }: CompanyCaller): Promise<TariffShape[]> {
  return companyTariffs(ctx.db, companyId);
}

export interface TariffsInfoShape {
  tariffDate: string | null;
  russianWarehousesMissing: boolean;
  notice: string | null;
}

/** The day WB stopped answering box and pallet tariffs of warehouses in Russia. */
export const RUSSIAN_TARIFFS_GONE_FROM = '2026-08-15';

// WB names the Russian warehouses' region by federal district ("Центральный федеральный округ").
const isRussianRegion = (geoName: string | null) => geoName !== null && /федеральный округ/i.test(geoName);

/** Which day the tariffs are of, and whether WB left out Russia's warehouses, for the screen to say so. */
export async function tariffsInfo(ctx: GraphQLContext, { companyId }: CompanyCaller): Promise<TariffsInfoShape> {
  const box = await repo.latestBoxTariffs(ctx.db, companyId);
  const missing =
    box.date !== null && box.date >= RUSSIAN_TARIFFS_GONE_FROM && !box.rows.some((row) => isRussianRegion(row.geoName));
  return {
    tariffDate: box.date,
    russianWarehousesMissing: missing,
    notice: missing
      ? 'С 15 августа 2026 года WB временно не отдаёт тарифы складов в России: показаны склады за её пределами и общие тарифы «Свой склад РФ».'
      : null,
  };
}

/** A tariff value in hundredths of a kopeck, as unit economics counts; the column holds at most four decimals. */
const rate = (text: string | null) => (text === null ? null : Number(parseDecimal(text, 4)!.units));

/** The box rates of one warehouse for unit economics; null when the warehouse has no box tariff. */
export function warehouseRates(tariff: TariffShape): WarehouseRates | null {
  const box = tariff.box;
  if (!box) return null;
  return {
    deliveryBase: rate(box.boxDeliveryBase),
    deliveryLiter: rate(box.boxDeliveryLiter),
    marketplaceBase: rate(box.boxDeliveryMarketplaceBase),
    marketplaceLiter: rate(box.boxDeliveryMarketplaceLiter),
    storageBase: rate(box.boxStorageBase),
    storageLiter: rate(box.boxStorageLiter),
    currency: tariff.currency,
  };
}
