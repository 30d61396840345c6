import { graphql } from '../../gql/gql.ts';
import type { UnitPlanFactQuery } from '../../gql/graphql.ts';

export const UNIT_PLAN_FACT = graphql(`
  query UnitPlanFact($dateFrom: Date!, $dateTo: Date!, $warehouseName: String, $fboWarehouseName: String) {
    unitPlanFact(
      dateFrom: $dateFrom
      dateTo: $dateTo
      warehouseName: $warehouseName
      fboWarehouseName: $fboWarehouseName
    ) {
      dateFrom
      dateTo
      warehouseName
      fboWarehouseName
      totals {
        sold
        payout
        profit
        uncostedCards
        uncostedUnits
        uncostedPayout
        otherCurrencyCards
      }
      cards {
        nmID
        vendorCode
        title
        scheme
        sold
        plannedBuyoutPercent
        actualBuyoutPercent
        missing
        currency
        payoutTotal
        costTotal
        profitTotal
        uncostedUnits
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
export type PlanFactTotals = UnitPlanFactQuery['unitPlanFact']['totals'];
