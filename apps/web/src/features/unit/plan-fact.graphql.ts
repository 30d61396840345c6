import { graphql } from '../../gql/gql.ts';
import type { UnitPlanFactQuery } from '../../gql/graphql.ts';

export const UNIT_PLAN_FACT = graphql(`
  query UnitPlanFact($dateFrom: Date!, $dateTo: Date!, $warehouseName: String) {
    unitPlanFact(dateFrom: $dateFrom, dateTo: $dateTo, warehouseName: $warehouseName) {
      dateFrom
      dateTo
      warehouseName
      cards {
        nmID
        vendorCode
        title
        scheme
        sold
        plannedBuyoutPercent
        actualBuyoutPercent
        missing
        lines {
          line
          plan
          fact
          difference
        }
      }
    }
  }
`);

export type PlanFactCard = UnitPlanFactQuery['unitPlanFact']['cards'][number];
export type PlanFactLine = PlanFactCard['lines'][number];
