import { gql } from '@apollo/client';
import type { CompanyInvitesQuery, CompanyQuery, CompanyUsersQuery, CompanyWbTokensQuery } from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

export const COMPANY = gql`
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
`;

export type CompanyData = CompanyQuery;

export const ADD_COMPANY = gql`
  mutation AddCompany($data: CompanyInput!) {
    addCompany(data: $data) {
      id
      message
    }
  }
`;

export const UPDATE_COMPANY = gql`
  mutation UpdateCompany($data: CompanyInput!) {
    updateCompany(data: $data) {
      id
      message
    }
  }
`;

export const LOGOUT = gql`
  mutation Logout {
    logout {
      message
    }
  }
`;

export const COMPANY_USERS = gql`
  query CompanyUsers {
    companyUsers {
      id
      email
      name
      isAdmin
    }
  }
`;

export type CompanyUsersData = CompanyUsersQuery;

export const COMPANY_INVITES = gql`
  query CompanyInvites {
    companyInvites {
      id
      email
      createdAt
    }
  }
`;

export type CompanyInvitesData = CompanyInvitesQuery;

export const INVITE = gql`
  mutation Invite($email: String!) {
    invite(email: $email) {
      id
      message
    }
  }
`;

export const REVOKE_INVITE = gql`
  mutation RevokeInvite($inviteId: ID!) {
    revokeInvite(inviteId: $inviteId) {
      id
      message
    }
  }
`;

export const COMPANY_WB_TOKENS = gql`
  query CompanyWbTokens {
    companyWbTokens {
      kind
      isSet
      masked
      expiresAt
      updatedAt
    }
  }
`;

export type CompanyWbTokensData = CompanyWbTokensQuery;

export const SET_COMPANY_WB_TOKENS = gql`
  mutation SetCompanyWbTokens($mpAndStatisticToken: String, $contentAndPricesToken: String) {
    setCompanyWbTokens(mpAndStatisticToken: $mpAndStatisticToken, contentAndPricesToken: $contentAndPricesToken) {
      id
      message
    }
  }
`;

export interface MutationAnswer {
  id: string | null;
  message: string;
}

export const CHECK_WB_TOKENS = gql`
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
`;

export const CHECK_WB_TOKEN_LIVE = gql`
  query CheckWbTokenLive($tokenData: String!) {
    checkWbTokenLive(tokenData: $tokenData) {
      live
      message
      sellerName
      sameSeller
    }
  }
`;
