import { gql } from '@apollo/client';
import type {
  CompanyTaxSettingsQuery,
  SetCompanyTaxSettingsMutation,
  TariffsQuery,
  UnitEconomicsQuery,
} from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

const SCHEME_FIELDS = gql`
  fragment UnitSchemeFields on UnitScheme {
    commissionPercent
    commission
    logistics
    storagePerDay
    storage
    returns
    defects
    tax
    profit
    marginPercent
    roiPercent
    priceForTargetMargin
  }
`;

export const UNIT_ECONOMICS = gql`
  ${SCHEME_FIELDS}
  query UnitEconomics($warehouseName: String, $overrides: UnitOverridesInput) {
    unitEconomics(warehouseName: $warehouseName, overrides: $overrides) {
      warehouseName
      taxRegime
      storageDays
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
        fbs {
          ...UnitSchemeFields
        }
        fbo {
          ...UnitSchemeFields
        }
      }
    }
  }
`;

export type UnitEconomicsData = UnitEconomicsQuery;
export type UnitRow = UnitEconomicsQuery['unitEconomics']['rows'][number];
export type UnitScheme = NonNullable<UnitRow['fbo']>;

export const TARIFFS = gql`
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
`;

export type TariffsData = TariffsQuery;
export type Tariff = TariffsQuery['tariffs'][number];

export const COMPANY_TAX_SETTINGS = gql`
  query CompanyTaxSettings {
    companyTaxSettings {
      regime
      vatRate
      updatedAt
    }
  }
`;

export type CompanyTaxSettingsData = CompanyTaxSettingsQuery;

export const SET_COMPANY_TAX_SETTINGS = gql`
  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {
    setCompanyTaxSettings(data: $data) {
      id
      message
    }
  }
`;

export type SetCompanyTaxSettingsData = SetCompanyTaxSettingsMutation;
