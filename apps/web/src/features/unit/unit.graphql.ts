import { graphql } from '../../gql/gql.ts';
import type { TariffsQuery, UnitEconomicsQuery } from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

// The query below names this fragment; the generated document carries its definition.
graphql(`
  fragment UnitSchemeFields on UnitScheme {
    commissionPercent
    commission
    acquiring
    logistics
    storagePerDay
    storage
    returns
    defects
    advert
    acceptance
    packaging
    deliveryToWb
    vat
    usn
    tax
    profit
    marginPercent
    roiPercent
    priceForTargetMargin
    missing
  }
`);

export const UNIT_FROM_REPORT_FIELDS = graphql(`
  fragment UnitFromReportFields on UnitFromReport {
    perUnit
    dateFrom
    dateTo
    charged
    units
    source
  }
`);

export const UNIT_ECONOMICS = graphql(`
  query UnitEconomics($warehouseName: String, $overrides: UnitOverridesInput) {
    unitEconomics(warehouseName: $warehouseName, overrides: $overrides) {
      warehouseName
      taxRegime
      storageDays
      acquiringPercent
      rows {
        nmID
        vendorCode
        title
        subjectName
        capacity
        firstPrice
        price
        discount
        priceAfterDiscount
        buyoutPercent
        buyoutSource
        buyoutFromOrders {
          percent
          orders
          sold
          days
          note
        }
        acquiringPercent
        acquiringSource
        storageDays
        storageSource
        storageReport {
          ...UnitFromReportFields
        }
        acceptanceSource
        acceptanceReport {
          ...UnitFromReportFields
        }
        packagingSource
        deliveryToWbSource
        fbs {
          ...UnitSchemeFields
        }
        fbo {
          ...UnitSchemeFields
        }
      }
    }
  }
`);

export type UnitRow = UnitEconomicsQuery['unitEconomics']['rows'][number];
export type UnitScheme = NonNullable<UnitRow['fbo']>;

export const TARIFFS = graphql(`
  query Tariffs {
    tariffs {
      warehouseName
      geoName
      box {
        boxDeliveryAndStorageExpr
        boxDeliveryBase
        boxDeliveryLiter
        boxDeliveryMarketplaceBase
        boxDeliveryMarketplaceLiter
        boxDeliveryMarketplaceExpr
        boxStorageBase
        boxStorageLiter
        boxStorageExpr
      }
      pallet {
        palletDeliveryExpr
        palletDeliveryValueBase
        palletDeliveryValueLiter
        palletStorageExpr
        palletStorageValueExpr
      }
    }
    tariffsInfo {
      tariffDate
      russianWarehousesMissing
      notice
    }
  }
`);

export type Tariff = TariffsQuery['tariffs'][number];
