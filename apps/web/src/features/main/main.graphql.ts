import { graphql } from '../../gql/gql.ts';

export const MY_INVITES = graphql(`
  query MyInvites {
    myInvites {
      id
      companyName
      createdAt
    }
  }
`);

export const ACCEPT_INVITE = graphql(`
  mutation AcceptInvite($inviteId: ID!) {
    acceptInvite(inviteId: $inviteId) {
      id
      message
    }
  }
`);

export const HOME = graphql(`
  query Home {
    home {
      today
      reportsCoverTo
      periods {
        name
        dateFrom
        dateTo
        current {
          orders
          sales
          returns
          revenue
          profit
          profitLeftOutUnits
          profitLeftOutPayout
        }
        before {
          orders
          sales
          returns
          revenue
          profit
        }
        statisticsDays {
          dateFrom
          dateTo
          beforeFrom
          beforeTo
        }
        profitDays {
          dateFrom
          dateTo
          beforeFrom
          beforeTo
        }
      }
      days {
        day
        orders
        ordersSum
        sales
        returns
        revenue
      }
      topByRevenue {
        ...HomeCardFields
      }
      bottomByRevenue {
        ...HomeCardFields
      }
      topByProfit {
        ...HomeCardFields
      }
      bottomByProfit {
        ...HomeCardFields
      }
      sync {
        dataset
        what
        lastSuccessAt
        lastError
        running
      }
      warnings {
        kind
        message
        link
      }
    }
  }

  fragment HomeCardFields on HomeCard {
    nmId
    vendorCode
    title
    sold
    revenue
    profit
  }
`);
