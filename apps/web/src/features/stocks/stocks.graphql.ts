import { graphql } from '../../gql/gql.ts';
import type { StocksPageQuery } from '../../gql/graphql.ts';

export const STOCKS_PAGE = graphql(`
  query StocksPage($query: ListQuery!, $windowDays: Int, $warehouse: String) {
    stocksPage(query: $query, windowDays: $windowDays, warehouse: $warehouse) {
      totalCount
      today
      windowDays
      items {
        id
        nmId
        chrtId
        techSize
        barcode
        vendorCode
        title
        inWb
        inWayToClient
        inWayFromClient
        own
        total
        orders
        salesPerDay
        daysOfStock
        runOutOn
        outOfStockDays
        lostOrders
      }
    }
  }
`);

export const STOCK_WAREHOUSES = graphql(`
  query StockWarehouses {
    stockWarehouses {
      name
      region
      quantity
    }
  }
`);

export type StockItem = StocksPageQuery['stocksPage']['items'][number];
