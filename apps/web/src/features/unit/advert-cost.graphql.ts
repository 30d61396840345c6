import { graphql } from '../../gql/gql.ts';
import type { UnitAdvertCostsQuery } from '../../gql/graphql.ts';

/** Each advertised card's spend against its own sales for a period: what /unit offers as «реклама на продажу». */
export const UNIT_ADVERT_COSTS = graphql(`
  query UnitAdvertCosts($from: Date!, $to: Date!) {
    advertCostByCard(from: $from, to: $to) {
      nm
      spend
      sales
      costPerSale
    }
  }
`);

export type AdvertCostOfCard = UnitAdvertCostsQuery['advertCostByCard'][number];
