import { graphql } from '../../gql/gql.ts';

export const COMPANY_TAX_SETTINGS = graphql(`
  query CompanyTaxSettings {
    companyTaxSettings {
      regime
      vatRate
      usnRate
      vatDeductible
      updatedAt
    }
  }
`);

export const SET_COMPANY_TAX_SETTINGS = graphql(`
  mutation SetCompanyTaxSettings($data: CompanyTaxSettingsInput!) {
    setCompanyTaxSettings(data: $data) {
      id
      message
    }
  }
`);
