import { gql } from '@apollo/client';
import type {
  CardSettingsHistoryQuery,
  CardSettingsTemplateQuery,
  CardsQuery,
  ImportCardSettingsMutation,
  SetCardSettingsMutation,
} from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

export const CARDS = gql`
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
`;

export type CardsData = CardsQuery;
export type Card = CardsQuery['cards'][number];

export const SET_CARD_SETTINGS = gql`
  mutation SetCardSettings($cardId: ID!, $data: CardSettingsInput!) {
    setCardSettings(cardId: $cardId, data: $data) {
      id
      message
    }
  }
`;

export type SetCardSettingsData = SetCardSettingsMutation;

export const CARD_SETTINGS_HISTORY = gql`
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
`;

export type CardSettingsHistoryData = CardSettingsHistoryQuery;

export const CARD_SETTINGS_TEMPLATE = gql`
  query CardSettingsTemplate {
    cardSettingsTemplate {
      fileName
      contentType
      base64
    }
  }
`;

export type CardSettingsTemplateData = CardSettingsTemplateQuery;

export const IMPORT_CARD_SETTINGS = gql`
  mutation ImportCardSettings($file: File!) {
    importCardSettings(file: $file) {
      message
      rows
      saved
      unchanged
      errors {
        row
        column
        message
      }
    }
  }
`;

export type ImportCardSettingsData = ImportCardSettingsMutation;
export type ImportResult = ImportCardSettingsMutation['importCardSettings'];
