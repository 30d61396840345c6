import { graphql } from '../../gql/gql.ts';

// Answer types come from the committed schema (npm run codegen).

export const COMPANY = graphql(`
  query Company {
    company {
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
  }
`);

export const UPDATE_COMPANY = graphql(`
  mutation UpdateCompany($data: CompanyInput!) {
    updateCompany(data: $data) {
      id
      message
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

export const COMPANY_INVITES = graphql(`
  query CompanyInvites {
    companyInvites {
      id
      email
      createdAt
    }
  }
`);

export const INVITE = graphql(`
  mutation Invite($email: String!) {
    invite(email: $email) {
      id
      message
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

export const COMPANY_WB_TOKENS = graphql(`
  query CompanyWbTokens {
    companyWbTokens {
      kind
      isSet
      masked
      expiresAt
      updatedAt
    }
  }
`);

export const SET_COMPANY_WB_TOKENS = graphql(`
  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {
    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {
      id
      message
    }
  }
`);

export const CLEAR_COMPANY_WB_TOKEN = graphql(`
  mutation ClearCompanyWbToken($kind: WbTokenKind!) {
    clearCompanyWbToken(kind: $kind) {
      id
      message
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
