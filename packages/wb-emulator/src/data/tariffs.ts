import { Random } from '../random.ts';
import { DAY_MS, mskDate, mskMidnight } from './calendar.ts';
import type { Card } from './catalog.ts';
import { WB_WAREHOUSES } from './dictionary.ts';
import { hundredthsToCommaDecimal } from './money.ts';

/** Since 15 Aug 2026 WB answers box and pallet tariffs only for warehouses outside Russia (plus two aggregates for boxes). */
export const RUSSIAN_TARIFFS_HIDDEN_FROM = '2026-08-15';

interface WarehouseTariff {
  warehouseName: string;
  geoName: string;
  russian: boolean;
  /** Rates in hundredths of a ruble, coefficients in percent. */
  deliveryBase: number;
  deliveryLiter: number;
  deliveryCoef: number;
  storageBase: number;
  storageLiter: number;
  storageCoef: number;
}

export interface Tariffs {
  warehouses: WarehouseTariff[];
  /** The aggregates WB shows instead of Russian warehouses since 15 Aug 2026. */
  aggregates: WarehouseTariff[];
}

export function generateTariffs(seed: number): Tariffs {
  const rnd = new Random(seed, 3);
  const make = (warehouseName: string, geoName: string, russian: boolean, coef: number): WarehouseTariff => ({
    warehouseName,
    geoName,
    russian,
    deliveryBase: Math.round((4600 * coef) / 100),
    deliveryLiter: Math.round((1400 * coef) / 100),
    deliveryCoef: coef,
    storageBase: Math.round((8 * coef) / 100) + 7,
    storageLiter: Math.round((7 * coef) / 100),
    storageCoef: coef - rnd.int(0, 40),
  });
  return {
    warehouses: WB_WAREHOUSES.map((w) => make(w.name, w.geoName, w.russian, rnd.int(10, 40) * 5)),
    aggregates: [make('Свой склад РФ', '', true, 170), make('Свой склад СГТ РФ', '', true, 100)],
  };
}

function visible(tariffs: Tariffs, date: string, withAggregates: boolean): WarehouseTariff[] {
  if (date < RUSSIAN_TARIFFS_HIDDEN_FROM) return tariffs.warehouses;
  const abroad = tariffs.warehouses.filter((w) => !w.russian);
  return withAggregates ? [...abroad, ...tariffs.aggregates] : abroad;
}

const c = hundredthsToCommaDecimal;

function tariffDates(date: string) {
  const day = mskMidnight(date);
  return { next: mskDate(day + DAY_MS), till: mskDate(day + 30 * DAY_MS) };
}

export function boxTariffs(tariffs: Tariffs, date: string) {
  const { next, till } = tariffDates(date);
  return {
    response: {
      data: {
        dtNextBox: next,
        dtTillMax: till,
        currency: 'RUB',
        warehouseList: visible(tariffs, date, true).map((w) => ({
          boxDeliveryBase: c(w.deliveryBase),
          boxDeliveryCoefExpr: String(w.deliveryCoef),
          boxDeliveryLiter: c(w.deliveryLiter),
          boxDeliveryMarketplaceBase: c(Math.round(w.deliveryBase * 0.9)),
          boxDeliveryMarketplaceCoefExpr: String(Math.round(w.deliveryCoef * 0.9)),
          boxDeliveryMarketplaceLiter: c(Math.round(w.deliveryLiter * 0.9)),
          boxStorageBase: c(w.storageBase),
          boxStorageCoefExpr: String(w.storageCoef),
          boxStorageLiter: c(w.storageLiter),
          geoName: w.geoName,
          warehouseName: w.warehouseName,
        })),
      },
    },
  };
}

export function palletTariffs(tariffs: Tariffs, date: string) {
  const { next, till } = tariffDates(date);
  return {
    response: {
      data: {
        dtNextPallet: next,
        dtTillMax: till,
        currency: 'RUB',
        warehouseList: visible(tariffs, date, false).map((w) => ({
          palletDeliveryExpr: String(w.deliveryCoef + 10),
          palletDeliveryValueBase: c(w.deliveryBase + 300),
          palletDeliveryValueLiter: c(w.deliveryLiter + 50),
          palletStorageExpr: String(w.storageCoef + 10),
          palletStorageValueExpr: c(w.storageBase * 250),
          warehouseName: w.warehouseName,
        })),
      },
    },
  };
}

/** Commission rates (percent) for the subjects the seller's cards use. */
export function commissions(cards: readonly Card[]) {
  const subjects = [...new Map(cards.map((card) => [card.subject.id, card.subject])).values()].sort((a, b) => a.id - b.id);
  return {
    report: subjects.map((s) => {
      const fbw = s.commissionBp / 100;
      return {
        kgvpBooking: fbw - 1,
        kgvpMarketplace: fbw + 1.5,
        kgvpPickup: fbw - 1,
        kgvpSupplier: fbw - 2,
        kgvpSupplierExpress: 3,
        paidStorageKgvp: fbw,
        parentID: s.parentId,
        parentName: s.parentName,
        subjectID: s.id,
        subjectName: s.name,
      };
    }),
  };
}
