import { graphql } from '../../gql/gql.ts';

// Prices are changed from /unit and /cards: the documents, hooks and dialogs live here for both.

export const PRICE_PREVIEW = graphql(`
  query PricePreview($input: PricePreviewInput!) {
    pricePreview(input: $input) {
      ...PricePreviewFields
    }
  }
`);

export const SIZE_PRICE_PREVIEW = graphql(`
  query SizePricePreview($input: SizePricePreviewInput!) {
    sizePricePreview(input: $input) {
      ...PricePreviewFields
    }
  }
`);

export const PRICE_PREVIEW_FIELDS = graphql(`
  fragment PricePreviewFields on PricePreview {
    scheme
    warehouseName
    rows {
      nmID
      sizeID
      techSize
      vendorCode
      title
      problem
      warning
      before {
        ...PriceFiguresFields
      }
      after {
        ...PriceFiguresFields
      }
    }
  }
`);

export const PRICE_FILE_PREVIEW = graphql(`
  mutation PriceFilePreview($file: File!, $scheme: PriceScheme!, $warehouseName: String) {
    priceFilePreview(file: $file, scheme: $scheme, warehouseName: $warehouseName) {
      file {
        ...FileImportResultFields
      }
      preview {
        ...PricePreviewFields
      }
    }
  }
`);

export const PRICE_FILE_TEMPLATE = graphql(`
  query PriceFileTemplate {
    priceFileTemplate {
      fileName
      contentType
      base64
    }
  }
`);

export const PRICE_FIGURES_FIELDS = graphql(`
  fragment PriceFiguresFields on PriceFigures {
    price
    discount
    priceAfterDiscount
    profit
    marginPercent
    roiPercent
  }
`);

export const PRICE_CHANGE_FIELDS = graphql(`
  fragment PriceChangeFields on PriceChange {
    id
    kind
    source
    status
    statusText
    taskId
    wbAnswer
    createdAt
    who
    undoable
    lines {
      nmID
      sizeID
      vendorCode
      techSize
      oldPrice
      newPrice
      oldDiscount
      newDiscount
      status
      wbError
    }
  }
`);

export const PRICE_CHANGE = graphql(`
  query PriceChange($id: ID!) {
    priceChange(id: $id) {
      ...PriceChangeFields
    }
  }
`);

export const SEND_PRICES = graphql(`
  mutation SendPrices($source: SendablePriceSource!, $lines: [PriceLineInput!]!) {
    sendPrices(source: $source, lines: $lines) {
      id
      message
      priceChange {
        ...PriceChangeFields
      }
    }
  }
`);

export const UNDO_PRICE_CHANGE = graphql(`
  mutation UndoPriceChange($id: ID!) {
    undoPriceChange(id: $id) {
      id
      message
      priceChange {
        ...PriceChangeFields
      }
    }
  }
`);

export const PRICE_LOG = graphql(`
  query PriceLog($days: Int!, $nmID: Int) {
    priceLog(days: $days, nmID: $nmID) {
      ...PriceLogLineFields
    }
  }
`);

export const PRICE_LOG_PAGE = graphql(`
  query PriceLogPage($days: Int!, $query: ListQuery!) {
    priceLogPage(days: $days, query: $query) {
      totalCount
      items {
        ...PriceLogLineFields
      }
    }
  }
`);

export const PRICE_LOG_LINE_FIELDS = graphql(`
  fragment PriceLogLineFields on PriceLogLine {
    id
    kind
    changeId
    createdAt
    who
    source
    changeStatus
    statusText
    nmID
    sizeID
    vendorCode
    techSize
    oldPrice
    newPrice
    oldDiscount
    newDiscount
    status
    wbError
  }
`);

export const PRICE_RIGHT = graphql(`
  query PriceRight {
    company {
      id
      mayChangePrices
    }
  }
`);

export const CARD_PRICES = graphql(`
  query CardPrices($nmIDs: [Int!]!) {
    cardPrices(nmIDs: $nmIDs) {
      nmID
      vendorCode
      discount
      clubDiscount
      pricedBySize
      sizes {
        sizeID
        techSize
        price
      }
    }
  }
`);

export const SEND_CLUB_DISCOUNTS = graphql(`
  mutation SendClubDiscounts($lines: [ClubDiscountLineInput!]!) {
    sendClubDiscounts(lines: $lines) {
      id
      message
      priceChange {
        ...PriceChangeFields
      }
    }
  }
`);
