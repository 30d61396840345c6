import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { AppBar, Box, Container, Toolbar } from '@mui/material';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner.tsx';
import { useAccessToken } from '../../shared/session.ts';
import { SERVER_INFO } from '../../shared/server-info.ts';
import { DemoBanner } from './DemoBanner.tsx';

const SignedInBar = lazy(() => import('./SignedInBar.tsx'));

/** An empty bar of the same height while the real one loads, so the page does not jump. */
const barPlaceholder = (
  <AppBar position="sticky" elevation={1}>
    <Toolbar />
  </AppBar>
);

/** The frame of every screen: the demo banner, the top bar when signed in, and the page. */
export function AppLayout() {
  const signedIn = Boolean(useAccessToken());
  const { data } = useQuery(SERVER_INFO);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {data?.serverInfo.demoMode && <DemoBanner />}
      {signedIn && (
        <Suspense fallback={barPlaceholder}>
          <SignedInBar />
        </Suspense>
      )}
      <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
