import { graphql } from '../../gql/gql.ts';
import type { MpSuppliesPageQuery, MpSupplyOrdersQuery } from '../../gql/graphql.ts';

export const MP_SUPPLIES_PAGE = graphql(`
  query MpSuppliesPage($query: ListQuery!, $createdFrom: Date, $createdTo: Date) {
    mpSuppliesPage(query: $query, createdFrom: $createdFrom, createdTo: $createdTo) {
      totalCount
      items {
        id
        name
        done
        createdAt
        closedAt
        scanDt
        cargoType
        unitCount
        savedCount
        isSaved
        sumPrice
      }
    }
  }
`);

export type MpSupply = MpSuppliesPageQuery['mpSuppliesPage']['items'][number];

export const MP_SUPPLY_ORDERS = graphql(`
  query MpSupplyOrders($supplyId: String!) {
    mpSupplyOrders(supplyId: $supplyId) {
      id
      supplyId
      rid
      shk_id
      article
      titleForTn
      title
      createdAt
      nmId
      wbStatus
      supplierStatus
      capacity
      weight
      firstPrice
      size
      isSaved
    }
  }
`);

export type MpSupplyOrder = MpSupplyOrdersQuery['mpSupplyOrders'][number];

export const IMPORT_MP_SUPPLY = graphql(`
  mutation ImportMpSupply($file: File!) {
    importMpSupply(file: $file) {
      ...FileImportResultFields
    }
  }
`);

export const MP_SUPPLY_FILLED_TEMPLATE = graphql(`
  query MpSupplyFilledTemplate($supplyId: String!) {
    mpSupplyTemplate(supplyId: $supplyId) {
      fileName
      contentType
      base64
    }
  }
`);

export const MP_SUPPLY_TEMPLATE = graphql(`
  query MpSupplyTemplate {
    unitImportTemplate(kind: MP_SUPPLY) {
      fileName
      contentType
      base64
    }
  }
`);
