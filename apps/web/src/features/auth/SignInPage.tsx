import { useEffect, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate } from 'react-router';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { toast } from '../../shared/toast/toast.ts';
import { errorCode, userMessage } from '../../shared/errors.ts';
import { paths } from '../../shared/paths.ts';
import { SERVER_INFO } from '../../shared/server-info.ts';
import { readTokenClaims, session, useAccessToken } from '../../shared/session.ts';

const AUTH = graphql(`
  query Auth($token: String!, $companyId: ID) {
    auth(token: $token, companyId: $companyId)
  }
`);

/**
 * What the next screen needs, handed in by the router (features do not import each other): `code` is fetched
 * once this screen shows, `data` asked for the moment a sign-in has its token.
 */
export interface NextScreenPreload {
  code(): void;
  data(client: ApolloClient, token: string): void;
}

export default function SignInPage({ preload }: { preload?: NextScreenPreload }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data } = useQuery(SERVER_INFO);
  const [busy, setBusy] = useState(false);
  const [createdCompany] = useState(session.companyCreated);
  useEffect(() => session.forgetCompanyCreated(), []);
  useEffect(() => preload?.code(), [preload]);
  const signedIn = Boolean(useAccessToken());

  const requestToken = async (credential: string, companyId: string | null) => {
    const answer = await client.query({
      query: AUTH,
      variables: { token: credential, companyId },
      fetchPolicy: 'no-cache',
    });
    if (answer.error) throw answer.error;
    return answer.data!.auth;
  };

  const signIn = async (credential: string) => {
    setBusy(true);
    try {
      const storedCompanyId = session.getCompanyId();
      let token: string;
      try {
        token = await requestToken(credential, storedCompanyId);
      } catch (error) {
        // The company chosen earlier in this browser may belong to someone else: sign in to one's own.
        if (!storedCompanyId || errorCode(error) !== 'FORBIDDEN') throw error;
        token = await requestToken(credential, null);
      }
      // Forget the previous person's data before the new token makes screens ask for theirs.
      await client.clearStore();
      const companyId = readTokenClaims(token)?.companyId;
      if (companyId) session.setCompanyId(String(companyId));
      session.setAccessToken(token);
      preload?.data(client, token);
      navigate(paths.main);
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось войти. Попробуйте ещё раз.'));
    } finally {
      setBusy(false);
    }
  };

  // A signed-in person has nothing to do here: their start page is /main.
  if (signedIn) return <Navigate to={paths.main} replace />;
  const googleClientId = data?.serverInfo.googleClientId;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 10 } }}>
      <Paper sx={{ p: 4, maxWidth: 440, width: '100%' }} elevation={3}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }} gutterBottom>
          Seller Helper
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Себестоимость каждой единицы, прибыль по отчётам о реализации, реклама и юнит-экономика для продавцов
          Wildberries.
        </Typography>
        {createdCompany && (
          <Alert severity="success" sx={{ mb: 3 }}>
            Компания «{createdCompany}» создана. Войдите снова — откроется она.
          </Alert>
        )}
        <Stack spacing={2} alignItems="stretch">
          {googleClientId && (
            <GoogleOAuthProvider clientId={googleClientId} locale="ru">
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <GoogleLogin
                  text="signin_with"
                  onSuccess={(response) => {
                    if (response.credential) void signIn(response.credential);
                  }}
                  onError={() => toast.error('Google не подтвердил вход. Попробуйте ещё раз.')}
                />
              </Box>
            </GoogleOAuthProvider>
          )}
          {googleClientId && data?.serverInfo.demoMode && <Divider>или</Divider>}
          {data?.serverInfo.demoMode && (
            <Button variant="contained" size="large" disabled={busy} onClick={() => void signIn('demo')}>
              Войти в демо-режиме
            </Button>
          )}
          {data && !googleClientId && !data.serverInfo.demoMode && (
            <Typography color="error">
              Вход не настроен: администратору нужно задать GOOGLE_CLIENT_ID или включить DEMO_MODE.
            </Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
