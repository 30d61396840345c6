import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Toasts } from '../shared/toast/Toasts.tsx';
import { apolloClient } from '../shared/apollo.ts';
import { theme } from './theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </ApolloProvider>
  );
}
