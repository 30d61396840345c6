import { graphql } from '../../gql/gql.ts';
import type { CardsQuery } from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

export const CARDS = graphql(`
  query Cards {
    cards {
      nmID
      vendorCode
      subjectID
      subjectName
      brand
      title
      photo
      capacity
      dimensions {
        length
        width
        height
        weight
        isValid
      }
      sizes {
        chrtID
        techSize
        wbSize
        price
        discountedPrice
        discount
        skus
      }
      tags {
        id
        name
        color
      }
      firstPrice
      titleForTn
      returnPercent
      defectPercent
      fbsCommission
      fboCommission
      wbFbsCommission
      wbFboCommission
      createdAt
      updatedAt
    }
  }
`);

export type Card = CardsQuery['cards'][number];

export const CARD_SETTINGS_HISTORY = graphql(`
  query CardSettingsHistory($cardId: ID!) {
    cardSettingsHistory(cardId: $cardId) {
      id
      field
      fieldLabel
      oldValue
      newValue
      changedAt
      changedBy
    }
  }
`);

export const CARD_SETTINGS_TEMPLATE = graphql(`
  query CardSettingsTemplate {
    cardSettingsTemplate {
      fileName
      contentType
      base64
    }
  }
`);

export const IMPORT_CARD_SETTINGS = graphql(`
  mutation ImportCardSettings($file: File!) {
    importCardSettings(file: $file) {
      ...FileImportResultFields
    }
  }
`);
