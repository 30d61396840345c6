import { graphql } from '../../gql/gql.ts';
import type { SuppliesPageQuery, UnsavedUnitsQuery } from '../../gql/graphql.ts';

export const SUPPLIES_PAGE = graphql(`
  query SuppliesPage($dateFrom: Date!, $dateTo: Date!, $query: ListQuery!) {
    suppliesPage(dateFrom: $dateFrom, dateTo: $dateTo, query: $query) {
      totalCount
      items {
        shk_id
        nmID
        article
        supplyId
        firstPrice
        type
        supplyDate
        costSource
        fileName
        fileRow
      }
    }
  }
`);

export type SupplyRow = SuppliesPageQuery['suppliesPage']['items'][number];

export const SUPPLIES_EXPORT = graphql(`
  query SuppliesExport($dateFrom: Date!, $dateTo: Date!) {
    supplies(dateFrom: $dateFrom, dateTo: $dateTo) {
      shk_id
      nmID
      article
      supplyId
      firstPrice
      type
      supplyDate
      costSource
      fileName
      fileRow
    }
  }
`);

export const IMPORT_UNSAVED_SHK = graphql(`
  mutation ImportUnsavedShk($file: File!) {
    importUnsavedShk(file: $file) {
      ...FileImportResultFields
    }
  }
`);

export const UNSAVED_UNITS = graphql(`
  query UnsavedUnits($nmId: Int, $supplyId: String, $soldFrom: Date, $soldTo: Date, $query: ListQuery!) {
    unsavedUnits(nmId: $nmId, supplyId: $supplyId, soldFrom: $soldFrom, soldTo: $soldTo, query: $query) {
      totalCount
      fromReports
      items {
        shk_id
        type
        nmId
        article
        title
        size
        supplyId
        supplyDate
        source
        sourceText
        soldOn
        firstPrice
      }
    }
  }
`);

export type UnsavedUnit = UnsavedUnitsQuery['unsavedUnits']['items'][number];

export const UNSAVED_UNITS_FILE = graphql(`
  query UnsavedUnitsFile($nmId: Int, $supplyId: String, $soldFrom: Date, $soldTo: Date) {
    unsavedUnitsTemplate(nmId: $nmId, supplyId: $supplyId, soldFrom: $soldFrom, soldTo: $soldTo) {
      fileName
      contentType
      base64
    }
  }
`);

export const SET_UNSAVED_UNITS_COST = graphql(`
  mutation SetUnsavedUnitsCost(
    $cost: Money!
    $shkIds: [String!]
    $nmId: Int
    $supplyId: String
    $soldFrom: Date
    $soldTo: Date
  ) {
    setUnsavedUnitsCost(
      cost: $cost
      shkIds: $shkIds
      nmId: $nmId
      supplyId: $supplyId
      soldFrom: $soldFrom
      soldTo: $soldTo
    ) {
      id
      message
      saved
    }
  }
`);

export const SET_UNITS_COST = graphql(`
  mutation SetUnitsCost($dateFrom: Date!, $dateTo: Date!, $query: ListQuery!, $shkIds: [String!], $cost: Money!) {
    setUnitsCost(dateFrom: $dateFrom, dateTo: $dateTo, query: $query, shkIds: $shkIds, cost: $cost) {
      id
      message
      saved
    }
  }
`);
