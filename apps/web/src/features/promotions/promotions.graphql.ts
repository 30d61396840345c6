import { graphql } from '../../gql/gql.ts';
import type {
  PromotionCardsQuery,
  PromotionJoinsQuery,
  PromotionPlanFactQuery,
  PromotionsQuery,
} from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

export const PROMOTION_FIELDS = graphql(`
  fragment PromotionFields on Promotion {
    id
    promotionId
    name
    description
    advantages
    type
    state
    startAt
    endAt
    offered
    inAction
    cardsSyncedAt
  }
`);

export const PROMOTIONS = graphql(`
  query Promotions {
    promotions {
      ...PromotionFields
    }
  }
`);

export const PROMOTION_CARDS = graphql(`
  query PromotionCards(
    $promotionId: Int!
    $scheme: PromotionScheme
    $floorMarginPercent: Percent
    $floorProfit: Money
  ) {
    promotionCards(
      promotionId: $promotionId
      scheme: $scheme
      floorMarginPercent: $floorMarginPercent
      floorProfit: $floorProfit
    ) {
      scheme
      warehouseName
      promotion {
        ...PromotionFields
      }
      cards {
        nmID
        vendorCode
        title
        inAction
        price
        discount
        planDiscount
        planPrice
        promoPriceAfterDiscount
        currentPriceAfterDiscount
        profit
        marginPercent
        roiPercent
        currentProfit
        currentMarginPercent
        missing
        belowFloor
      }
    }
  }
`);

export const PROMOTION_JOIN_FIELDS = graphql(`
  fragment PromotionJoinFields on PromotionJoin {
    id
    promotionId
    nmIds
    joined
    uploadNow
    outcome
    wbAnswer
    who
    createdAt
    updatedAt
  }
`);

export const PROMOTION_JOINS = graphql(`
  query PromotionJoins($promotionId: Int!) {
    promotionJoins(promotionId: $promotionId) {
      ...PromotionJoinFields
    }
  }
`);

export const PROMOTION_PLAN_FACT = graphql(`
  query PromotionPlanFact($promotionId: Int!) {
    promotionPlanFact(promotionId: $promotionId) {
      dateFrom
      dateTo
      beforeFrom
      beforeTo
      beforeWithoutProfit
      duringWithoutProfit
      cards {
        nmID
        vendorCode
        title
        before {
          orders
          ordersSum
          sold
          revenue
          profit
        }
        during {
          orders
          ordersSum
          sold
          revenue
          profit
        }
      }
      before {
        orders
        ordersSum
        sold
        revenue
        profit
      }
      during {
        orders
        ordersSum
        sold
        revenue
        profit
      }
    }
  }
`);

export const JOIN_PROMOTION = graphql(`
  mutation JoinPromotion($promotionId: Int!, $nmIds: [Int!]!) {
    joinPromotion(promotionId: $promotionId, nmIds: $nmIds) {
      id
      message
      join {
        ...PromotionJoinFields
      }
      promotion {
        ...PromotionFields
      }
    }
  }
`);

export type PromotionLine = PromotionsQuery['promotions'][number];
export type PromotionCardLine = PromotionCardsQuery['promotionCards']['cards'][number];
export type JoinLine = PromotionJoinsQuery['promotionJoins'][number];
export type PlanFactData = PromotionPlanFactQuery['promotionPlanFact'];
export type PlanFactLine = PlanFactData['cards'][number];
