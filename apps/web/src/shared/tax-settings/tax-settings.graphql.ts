import { graphql } from '../../gql/gql.ts';

export const TAX_SETTINGS_FIELDS = graphql(`
  fragment TaxSettingsFields on CompanyTaxSettings {
    regime
    vatRate
    usnRate
    vatDeductible
    updatedAt
  }
`);

export const COMPANY_TAX_SETTINGS = graphql(`
  query CompanyTaxSettings {
    companyTaxSettings {
      ...TaxSettingsFields
    }
  }
`);

export const SET_COMPANY_TAX_SETTINGS = graphql(`
  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {
    setCompanyTaxSettings(data: $data) {
      id
      message
      companyTaxSettings {
        ...TaxSettingsFields
      }
    }
  }
`);
