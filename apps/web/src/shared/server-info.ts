import { gql } from '@apollo/client';

export const SERVER_INFO = gql`
  query ServerInfo {
    serverInfo {
      demoMode
      googleClientId
    }
  }
`;

export interface ServerInfoData {
  serverInfo: { demoMode: boolean; googleClientId: string | null };
}
