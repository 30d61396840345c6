import { graphql } from '../../gql/gql.ts';
import type { PaidStorageLinesQuery } from '../../gql/graphql.ts';

export const PAID_STORAGE_LINES = graphql(`
  query PaidStorageLines($period: StatisticsPeriod!, $query: ListQuery!) {
    paidStorageLines(period: $period, query: $query) {
      totalCount
      charged
      unitDays
      reportFrom
      reportTo
      items {
        nmId
        vendorCode
        subject
        warehouseName
        days
        unitDays
        charged
      }
    }
  }
`);

export type PaidStorageLine = PaidStorageLinesQuery['paidStorageLines']['items'][number];
