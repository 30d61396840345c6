import { graphql } from '../../gql/gql.ts';
import type { CompanyUnitSettingsQuery, UnitCardSettingsQuery } from '../../gql/graphql.ts';

// The saved inputs of unit economics: a card's own (card settings) and the company's defaults.

export const UNIT_CARD_SETTINGS = graphql(`
  query UnitCardSettings {
    cards {
      nmID
      returnPercent
      buyoutPercent
      acquiringPercent
      acceptance
      packaging
      deliveryToWb
    }
  }
`);

export type UnitCardSettings = UnitCardSettingsQuery['cards'][number];

export const UNIT_DEFAULTS_FIELDS = graphql(`
  fragment UnitDefaultsFields on CompanyUnitSettings {
    buyoutPercent
    acquiringPercent
    acceptance
    packaging
    deliveryToWb
    updatedAt
  }
`);

export const COMPANY_UNIT_SETTINGS = graphql(`
  query CompanyUnitSettings {
    companyUnitSettings {
      ...UnitDefaultsFields
    }
  }
`);

export type UnitDefaults = CompanyUnitSettingsQuery['companyUnitSettings'];

export const SET_COMPANY_UNIT_SETTINGS = graphql(`
  mutation SetCompanyUnitSettings($data: CompanyUnitSettingsInput!) {
    setCompanyUnitSettings(data: $data) {
      id
      message
      companyUnitSettings {
        ...UnitDefaultsFields
      }
    }
  }
`);
