import { graphql } from '../../gql/gql.ts';
import type { OrdersPageQuery, SalesPageQuery, StatisticsByDayQuery } from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

export const ORDERS_PAGE = graphql(`
  query OrdersPage($period: StatisticsPeriod!, $query: ListQuery!) {
    ordersPage(period: $period, query: $query) {
      totalCount
      items {
        srid
        date
        supplierArticle
        nmId
        barcode
        techSize
        subject
        brand
        warehouseName
        regionName
        totalPrice
        discountPercent
        spp
        priceWithDisc
        finishedPrice
        isCancel
        cancelDate
      }
    }
  }
`);

export const SALES_PAGE = graphql(`
  query SalesPage($period: StatisticsPeriod!, $query: ListQuery!) {
    salesPage(period: $period, query: $query) {
      totalCount
      items {
        saleID
        kind
        srid
        date
        supplierArticle
        nmId
        barcode
        techSize
        subject
        brand
        warehouseName
        regionName
        totalPrice
        priceWithDisc
        finishedPrice
        forPay
      }
    }
  }
`);

export const STATISTICS_BY_DAY = graphql(`
  query StatisticsByDay($period: StatisticsPeriod!) {
    statisticsByDay(period: $period) {
      day
      orders
      ordersSum
      cancellations
      cancellationsSum
      sales
      salesSum
      returns
      returnsSum
      others
      othersSum
    }
  }
`);

export type OrderRow = OrdersPageQuery['ordersPage']['items'][number];
export type SaleRow = SalesPageQuery['salesPage']['items'][number];
export type StatisticsDay = StatisticsByDayQuery['statisticsByDay'][number];
