import { graphql } from '../../gql/gql.ts';
import type { AdvertQuery, AdvertsQuery } from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

export const ADVERTS = graphql(`
  query Adverts($from: Date!, $to: Date!) {
    adverts {
      advertId
      name
      status
      type
      bidType
      paymentType
      createTime
      startTime
      endTime
      changeTime
      dailyBudget
      dailyBudgetMissing
      budget
      nms {
        nm
        vendorCode
        url
      }
    }
    advertSpends(from: $from, to: $to) {
      advertId
      views
      clicks
      orders
      spend
    }
  }
`);

export const ADVERT = graphql(`
  query Advert($advertId: Int!, $from: Date!, $to: Date!) {
    advert(advertId: $advertId, from: $from, to: $to) {
      info {
        advertId
        name
        status
        type
        bidType
        paymentType
        startTime
        dailyBudget
        dailyBudgetMissing
        nms {
          nm
          vendorCode
          url
        }
      }
      budget
      stat {
        date
        views
        clicks
        ctr
        sum
        orders
      }
      clusters {
        clusters {
          cluster
          count
          views
          clicks
          ctr
          spend
          orders
          products
        }
        excluded
      }
      cardCosts {
        nm
        vendorCode
        spend
        orders
        ordersSum
        sales
        salesSum
        costPerOrder
        costPerSale
        drrOrders
        drrSales
        advertOrders
      }
    }
    advertActions(advertId: $advertId) {
      ...AdvertActionFields
    }
  }
`);

/** One entry of a campaign's journal, as the page and its once-a-second look at a running change read it. */
export const ADVERT_ACTION_FIELDS = graphql(`
  fragment AdvertActionFields on AdvertActionEntry {
    id
    action
    phrases
    outcome
    wbAnswer
    createdAt
    who
    undoable
    productsDone
    productsTotal
  }
`);

/** The journal alone: looked at every second while a change of minus lists runs. */
export const ADVERT_ACTIONS = graphql(`
  query AdvertActions($advertId: Int!) {
    advertActions(advertId: $advertId) {
      ...AdvertActionFields
    }
  }
`);

/** What a campaign action changes on the campaign itself; the cache knows a campaign by its advertId. */
export const CAMPAIGN_STATE_FIELDS = graphql(`
  fragment CampaignStateFields on Advert {
    advertId
    status
    startTime
    changeTime
    endTime
  }
`);

export const EXCLUDE_PHRASES = graphql(`
  mutation ExcludePhrases($advertId: Int!, $phrases: [String!]!) {
    excludePhrases(advertId: $advertId, phrases: $phrases) {
      id
      message
      campaign {
        ...CampaignStateFields
      }
      action {
        ...AdvertActionFields
      }
    }
  }
`);

export const RESTORE_PHRASES = graphql(`
  mutation RestoreExcludedPhrases($advertId: Int!, $phrases: [String!]!) {
    restoreExcludedPhrases(advertId: $advertId, phrases: $phrases) {
      id
      message
      campaign {
        ...CampaignStateFields
      }
      action {
        ...AdvertActionFields
      }
    }
  }
`);

export const UNDO_EXCLUSION = graphql(`
  mutation UndoExcludePhrases($actionId: ID!) {
    undoExcludePhrases(actionId: $actionId) {
      id
      message
      campaign {
        ...CampaignStateFields
      }
      action {
        ...AdvertActionFields
      }
    }
  }
`);

export const CHANGE_ACTIVITY = graphql(`
  mutation ChangeAdvertActivity($advertId: Int!, $type: String!) {
    changeAdvertActivity(advertId: $advertId, type: $type) {
      id
      message
      campaign {
        ...CampaignStateFields
      }
      action {
        ...AdvertActionFields
      }
    }
  }
`);

export const STOP_ADVERT = graphql(`
  mutation StopAdvert($advertId: Int!) {
    stopAdvert(advertId: $advertId) {
      id
      message
      campaign {
        ...CampaignStateFields
      }
      action {
        ...AdvertActionFields
      }
    }
  }
`);

export type Advert = AdvertsQuery['adverts'][number];
export type AdvertDetail = AdvertQuery['advert'];
export type AdvertCluster = AdvertDetail['clusters']['clusters'][number];
export type AdvertDay = AdvertDetail['stat'][number];
export type AdvertCardCost = AdvertDetail['cardCosts'][number];
export type AdvertLogEntry = AdvertQuery['advertActions'][number];
