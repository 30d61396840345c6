import { gql } from '@apollo/client';
import type { ServerInfoQuery } from '../gql/graphql.ts';

export const SERVER_INFO = gql`
  query ServerInfo {
    serverInfo {
      demoMode
      googleClientId
    }
  }
`;

export type ServerInfoData = ServerInfoQuery;
