import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { apolloClient } from '../shared/apollo.ts';
import { theme } from './theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <ToastContainer
          position="top-right"
          autoClose={5000}
          pauseOnHover
          pauseOnFocusLoss
          draggable
          draggablePercent={80}
        />
      </ThemeProvider>
    </ApolloProvider>
  );
}
