import { gql } from '@apollo/client';

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

export interface CompanyData {
  company: {
    id: string;
    shortName: string;
    fullName: string;
    address: string;
    generalManager: string;
    shopName: string | null;
    currentAccount: string | null;
  };
}

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

export interface CompanyUsersData {
  companyUsers: { id: string; email: string; name: string; isAdmin: boolean }[];
}

export const COMPANY_INVITES = gql`
  query CompanyInvites {
    companyInvites {
      id
      email
      createdAt
    }
  }
`;

export interface CompanyInvitesData {
  companyInvites: { id: string; email: string; createdAt: string }[];
}

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

export interface CompanyWbTokensData {
  companyWbTokens: { kind: string; isSet: boolean; masked: string | null; expiresAt: string | null }[];
}

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
