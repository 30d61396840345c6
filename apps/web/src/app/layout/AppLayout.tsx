import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Box, Container } from '@mui/material';
import { FullScreenSpinner } from '../../shared/FullScreenSpinner.tsx';
import { useAccessToken } from '../../shared/session.ts';
import { SERVER_INFO } from '../../shared/server-info.ts';
import { UserMenu } from '../../features/companies/UserMenu.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { TopNav } from './TopNav.tsx';

/** The frame of every screen: the demo banner, the top bar when signed in, and the page. */
export function AppLayout() {
  const signedIn = Boolean(useAccessToken());
  const { data } = useQuery(SERVER_INFO);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {data?.serverInfo.demoMode && <DemoBanner />}
      {signedIn && <TopNav userMenu={<UserMenu />} />}
      <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
