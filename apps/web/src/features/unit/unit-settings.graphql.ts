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

export const SET_CARD_UNIT_SETTINGS = graphql(`
  mutation SetCardUnitSettings($cardId: ID!, $data: CardSettingsInput!) {
    setCardSettings(cardId: $cardId, data: $data) {
      id
      message
    }
  }
`);

export const COMPANY_UNIT_SETTINGS = graphql(`
  query CompanyUnitSettings {
    companyUnitSettings {
      buyoutPercent
      acquiringPercent
      acceptance
      packaging
      deliveryToWb
      updatedAt
    }
  }
`);

export type UnitDefaults = CompanyUnitSettingsQuery['companyUnitSettings'];

export const SET_COMPANY_UNIT_SETTINGS = graphql(`
  mutation SetCompanyUnitSettings($data: CompanyUnitSettingsInput!) {
    setCompanyUnitSettings(data: $data) {
      id
      message
    }
  }
`);
