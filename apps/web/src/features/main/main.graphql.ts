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
