import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import { call, decimal, nullableString, optionalDecimal } from '../schema.ts';

/**
 * Tariffs stay exact decimal strings in rubles ("11.2"): rates per liter and per day have more
 * precision than a kopeck. Coefficients (`…CoefExpr`) are percents already included in the rates.
 */
export interface BoxTariffs {
  /** YYYY-MM-DD: the next change WB has announced, and how far these figures hold. */
  nextChange: string | null;
  tillMax: string | null;
  /** «Валюта тарифов» (RUB); null when WB does not say. */
  currency: string | null;
  warehouses: {
    warehouseName: string;
    geoName: string | null;
    deliveryBase: string | null;
    deliveryLiter: string | null;
    deliveryCoefPercent: string | null;
    deliveryMarketplaceBase: string | null;
    deliveryMarketplaceLiter: string | null;
    deliveryMarketplaceCoefPercent: string | null;
    storageBase: string | null;
    storageLiter: string | null;
    storageCoefPercent: string | null;
  }[];
}

export interface PalletTariffs {
  nextChange: string | null;
  tillMax: string | null;
  /** The tariffs' currency (ISO 4217), as for boxes. */
  currency: string | null;
  warehouses: {
    warehouseName: string;
    deliveryCoefPercent: string | null;
    deliveryValueBase: string | null;
    deliveryValueLiter: string | null;
    storageCoefPercent: string | null;
    storageValue: string | null;
  }[];
}

/** WB's commission per subject, percents by sales model. */
export interface Commission {
  parentId: number | null;
  parentName: string | null;
  subjectId: number;
  subjectName: string;
  /** FBS (kgvpMarketplace). */
  fbsPercent: string | null;
  /** FBW (paidStorageKgvp). */
  fbwPercent: string | null;
  /** DBS/DBW (kgvpSupplier). */
  dbsPercent: string | null;
  /** EDBS (kgvpSupplierExpress). */
  edbsPercent: string | null;
  /** Click & collect (kgvpPickup). */
  pickupPercent: string | null;
  bookingPercent: string | null;
}

const wrapped = <S extends z.ZodType>(data: S) => z.looseObject({ response: z.looseObject({ data }) });

const boxSchema = wrapped(
  z.looseObject({
    dtNextBox: nullableString,
    dtTillMax: nullableString,
    currency: nullableString,
    warehouseList: z
      .array(
        z.looseObject({
          warehouseName: z.string(),
          geoName: nullableString,
          boxDeliveryBase: optionalDecimal,
          boxDeliveryLiter: optionalDecimal,
          boxDeliveryCoefExpr: optionalDecimal,
          boxDeliveryMarketplaceBase: optionalDecimal,
          boxDeliveryMarketplaceLiter: optionalDecimal,
          boxDeliveryMarketplaceCoefExpr: optionalDecimal,
          boxStorageBase: optionalDecimal,
          boxStorageLiter: optionalDecimal,
          boxStorageCoefExpr: optionalDecimal,
        }),
      )
      .nullish(),
  }),
);

const palletSchema = wrapped(
  z.looseObject({
    dtNextPallet: nullableString,
    dtTillMax: nullableString,
    currency: nullableString,
    warehouseList: z
      .array(
        z.looseObject({
          warehouseName: z.string(),
          palletDeliveryExpr: optionalDecimal,
          palletDeliveryValueBase: optionalDecimal,
          palletDeliveryValueLiter: optionalDecimal,
          palletStorageExpr: optionalDecimal,
          palletStorageValueExpr: optionalDecimal,
        }),
      )
      .nullish(),
  }),
);

const percent = decimal.nullish().transform((v) => v ?? null);

const commissionSchema = z.looseObject({
  report: z
    .array(
      z.looseObject({
        parentID: z.number().int().nullish(),
        parentName: nullableString,
        subjectID: z.number().int(),
        subjectName: z.string().default(''),
        kgvpMarketplace: percent,
        paidStorageKgvp: percent,
        kgvpSupplier: percent,
        kgvpSupplierExpress: percent,
        kgvpPickup: percent,
        kgvpBooking: percent,
      }),
    )
    .nullish(),
});

/** Box and pallet tariffs by warehouse and WB's commissions; any token category will do. */
export function tariffsApi(send: WbSend) {
  const get = <S extends z.ZodType>(path: string, group: 'tariffs' | 'commission', query: Record<string, string>, schema: S) =>
    call(send, { host: 'common', method: 'GET', path, group, query }, schema);

  /** Tariffs in force on `date` (YYYY-MM-DD). */
  async function box(date: string): Promise<BoxTariffs> {
    const { data } = (await get('/api/v1/tariffs/box', 'tariffs', { date }, boxSchema)).response;
    return {
      nextChange: data.dtNextBox || null,
      tillMax: data.dtTillMax || null,
      currency: data.currency || null,
      warehouses: (data.warehouseList ?? []).map((w) => ({
        warehouseName: w.warehouseName,
        geoName: w.geoName,
        deliveryBase: w.boxDeliveryBase,
        deliveryLiter: w.boxDeliveryLiter,
        deliveryCoefPercent: w.boxDeliveryCoefExpr,
        deliveryMarketplaceBase: w.boxDeliveryMarketplaceBase,
        deliveryMarketplaceLiter: w.boxDeliveryMarketplaceLiter,
        deliveryMarketplaceCoefPercent: w.boxDeliveryMarketplaceCoefExpr,
        storageBase: w.boxStorageBase,
        storageLiter: w.boxStorageLiter,
        storageCoefPercent: w.boxStorageCoefExpr,
      })),
    };
  }

  async function pallet(date: string): Promise<PalletTariffs> {
    const { data } = (await get('/api/v1/tariffs/pallet', 'tariffs', { date }, palletSchema)).response;
    return {
      nextChange: data.dtNextPallet || null,
      tillMax: data.dtTillMax || null,
      currency: data.currency || null,
      warehouses: (data.warehouseList ?? []).map((w) => ({
        warehouseName: w.warehouseName,
        deliveryCoefPercent: w.palletDeliveryExpr,
        deliveryValueBase: w.palletDeliveryValueBase,
        deliveryValueLiter: w.palletDeliveryValueLiter,
        storageCoefPercent: w.palletStorageExpr,
        storageValue: w.palletStorageValueExpr,
      })),
    };
  }

  async function commissions(locale: 'ru' | 'en' | 'zh' = 'ru'): Promise<Commission[]> {
    const answer = await get('/api/v1/tariffs/commission', 'commission', { locale }, commissionSchema);
    return (answer.report ?? []).map((c) => ({
      parentId: c.parentID ?? null,
      parentName: c.parentName,
      subjectId: c.subjectID,
      subjectName: c.subjectName,
      fbsPercent: c.kgvpMarketplace,
      fbwPercent: c.paidStorageKgvp,
      dbsPercent: c.kgvpSupplier,
      edbsPercent: c.kgvpSupplierExpress,
      pickupPercent: c.kgvpPickup,
      bookingPercent: c.kgvpBooking,
    }));
  }

  return { box, pallet, commissions };
}
