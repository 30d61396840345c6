import { graphql } from '../../gql/gql.ts';

// A card's settings are saved from the cards screen and from unit economics: one mutation for both.

export const CARD_SETTINGS_FIELDS = graphql(`
  fragment CardSettingsFields on Card {
    nmID
    firstPrice
    titleForTn
    returnPercent
    defectPercent
    fbsCommission
    fboCommission
    buyoutPercent
    acquiringPercent
    acceptance
    packaging
    deliveryToWb
  }
`);

export const SET_CARD_SETTINGS = graphql(`
  mutation SetCardSettings($cardId: ID!, $data: CardSettingsInput!) {
    setCardSettings(cardId: $cardId, data: $data) {
      id
      message
      card {
        ...CardSettingsFields
      }
    }
  }
`);
