import { graphql } from '../../gql/gql.ts';

// Answer types come from the committed schema (npm run codegen).

export const COMPANY_FIELDS = graphql(`
  fragment CompanyFields on Company {
    id
    shortName
    fullName
    address
    generalManager
    shopName
    currentAccount
    created_at
    updated_at
  }
`);

export const COMPANY = graphql(`
  query Company {
    company {
      ...CompanyFields
    }
  }
`);

export const UPDATE_COMPANY = graphql(`
  mutation UpdateCompany($data: CompanyInput!) {
    updateCompany(data: $data) {
      id
      message
      company {
        ...CompanyFields
      }
    }
  }
`);

export const COMPANY_USERS = graphql(`
  query CompanyUsers {
    companyUsers {
      id
      email
      name
      isAdmin
    }
  }
`);

export const INVITE_FIELDS = graphql(`
  fragment InviteFields on CompanyInvite {
    id
    email
    createdAt
  }
`);

export const COMPANY_INVITES = graphql(`
  query CompanyInvites {
    companyInvites {
      ...InviteFields
    }
  }
`);

export const INVITE = graphql(`
  mutation Invite($email: String!) {
    invite(email: $email) {
      id
      message
      invite {
        ...InviteFields
      }
    }
  }
`);

export const REVOKE_INVITE = graphql(`
  mutation RevokeInvite($inviteId: ID!) {
    revokeInvite(inviteId: $inviteId) {
      id
      message
    }
  }
`);

export const STORED_TOKEN_FIELDS = graphql(`
  fragment StoredTokenFields on StoredWbToken {
    kind
    isSet
    masked
    expiresAt
    updatedAt
  }
`);

export const COMPANY_WB_TOKENS = graphql(`
  query CompanyWbTokens {
    companyWbTokens {
      ...StoredTokenFields
    }
  }
`);

export const SET_COMPANY_WB_TOKENS = graphql(`
  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {
    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {
      id
      message
      companyWbTokens {
        ...StoredTokenFields
      }
    }
  }
`);

export const CLEAR_COMPANY_WB_TOKEN = graphql(`
  mutation ClearCompanyWbToken($kind: WbTokenKind!) {
    clearCompanyWbToken(kind: $kind) {
      id
      message
      companyWbTokens {
        ...StoredTokenFields
      }
    }
  }
`);

export const CHECK_WB_TOKENS = graphql(`
  query CheckWbTokens($tokensData: [String!]!) {
    checkWbTokens(tokensData: $tokensData) {
      token
      tokenType
      exp
      methods
      isReading
      valid
      problems
    }
  }
`);

export const CHECK_WB_TOKEN_LIVE = graphql(`
  query CheckWbTokenLive($tokenData: String!) {
    checkWbTokenLive(tokenData: $tokenData) {
      live
      message
      sellerName
      sameSeller
    }
  }
`);

export const MEMBERS_SET_PRICES = graphql(`
  query MembersSetPrices {
    company {
      id
      membersSetPrices
      mayChangePrices
    }
  }
`);

export const SET_MEMBERS_SET_PRICES = graphql(`
  mutation SetMembersSetPrices($allowed: Boolean!) {
    setMembersSetPrices(allowed: $allowed) {
      id
      message
      company {
        id
        membersSetPrices
        mayChangePrices
      }
    }
  }
`);
