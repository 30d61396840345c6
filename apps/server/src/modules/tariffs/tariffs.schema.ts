import { builder } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { DateScalar, Decimal } from '../../graphql/scalars.ts';
import {
  listTariffs,
  tariffsInfo,
  type BoxTariffShape,
  type PalletTariffShape,
  type TariffShape,
  type TariffsInfoShape,
} from './tariffs.service.ts';

const decimal = (description: string) => ({ type: Decimal, nullable: true as const, description });

const BoxTariff = builder.objectRef<BoxTariffShape>('BoxTariff').implement({
  description: 'Box tariff of a warehouse: rubles as exact decimal strings ("46", "11.2"), coefficients in percent.',
  fields: (t) => ({
    boxDeliveryAndStorageExpr: t.expose(
      'boxDeliveryAndStorageExpr',
      decimal('WB no longer sends this combined coefficient; it is the delivery coefficient (boxDeliveryCoefExpr).'),
    ),
    boxDeliveryBase: t.expose('boxDeliveryBase', decimal('Delivery of the first litre, rubles.')),
    boxDeliveryLiter: t.expose('boxDeliveryLiter', decimal('Delivery of each further litre, rubles.')),
    boxDeliveryMarketplaceBase: t.expose('boxDeliveryMarketplaceBase', decimal('FBS delivery, first litre.')),
    boxDeliveryMarketplaceLiter: t.expose('boxDeliveryMarketplaceLiter', decimal('FBS delivery, further litre.')),
    boxDeliveryMarketplaceExpr: t.expose('boxDeliveryMarketplaceExpr', decimal('FBS delivery coefficient, %.')),
    boxStorageBase: t.expose('boxStorageBase', decimal('Storage of the first litre a day, rubles.')),
    boxStorageLiter: t.expose('boxStorageLiter', decimal('Storage of each further litre a day, rubles.')),
    boxStorageExpr: t.expose('boxStorageExpr', decimal('Storage coefficient, % (boxStorageCoefExpr).')),
  }),
});

const PalletTariff = builder.objectRef<PalletTariffShape>('PalletTariff').implement({
  description: 'Pallet tariff of a warehouse, exact decimal strings.',
  fields: (t) => ({
    palletDeliveryExpr: t.expose('palletDeliveryExpr', decimal('Delivery coefficient, %.')),
    palletDeliveryValueBase: t.expose('palletDeliveryValueBase', decimal('Delivery of the first litre, rubles.')),
    palletDeliveryValueLiter: t.expose('palletDeliveryValueLiter', decimal('Delivery of a further litre, rubles.')),
    palletStorageExpr: t.expose('palletStorageExpr', decimal('Storage coefficient, %.')),
    palletStorageValueExpr: t.expose('palletStorageValueExpr', decimal('Storage of a pallet a day, rubles.')),
  }),
});

const Tariff = builder.objectRef<TariffShape>('Tariff').implement({
  description: "A warehouse's tariffs of the latest day synced from WB; box or pallet is empty when WB has none.",
  fields: (t) => ({
    warehouseName: t.exposeString('warehouseName'),
    geoName: t.exposeString('geoName', { nullable: true }),
    box: t.field({ type: BoxTariff, nullable: true, resolve: (tariff) => tariff.box }),
    pallet: t.field({ type: PalletTariff, nullable: true, resolve: (tariff) => tariff.pallet }),
  }),
});

const TariffsInfo = builder.objectRef<TariffsInfoShape>('TariffsInfo').implement({
  description: 'Which day the tariffs are of, and whether WB left out the warehouses in Russia (since 15 Aug 2026).',
  fields: (t) => ({
    tariffDate: t.expose('tariffDate', {
      type: DateScalar,
      nullable: true,
      description: 'YYYY-MM-DD; empty before the first sync.',
    }),
    russianWarehousesMissing: t.exposeBoolean('russianWarehousesMissing'),
    notice: t.exposeString('notice', { nullable: true, description: 'What to tell the seller, in Russian.' }),
  }),
});

builder.queryField('tariffs', (t) =>
  t.field({
    type: [Tariff],
    description: "WB's box and pallet tariffs of every warehouse, of the latest synced day.",
    resolve: access.member((caller, _args, ctx) => listTariffs(ctx, caller)),
  }),
);

builder.queryField('tariffsInfo', (t) =>
  t.field({
    type: TariffsInfo,
    description: 'Which day the tariffs are of, and what WB left out.',
    resolve: access.member((caller, _args, ctx) => tariffsInfo(ctx, caller)),
  }),
);
