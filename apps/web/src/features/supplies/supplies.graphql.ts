import { graphql } from '../../gql/gql.ts';
import type { SuppliesPageQuery } from '../../gql/graphql.ts';

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

export const UNSAVED_SHK_TEMPLATE = graphql(`
  query UnsavedShkTemplate {
    unitImportTemplate(kind: UNSAVED_SHK) {
      fileName
      contentType
      base64
    }
  }
`);
