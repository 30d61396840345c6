import { useApolloClient, useQuery } from '@apollo/client/react';
import { gql } from '@apollo/client';
import { useNavigate } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import { SERVER_INFO, type ServerInfoData } from '../../shared/server-info.ts';
import { paths } from '../../shared/paths.ts';
import { session } from '../../shared/session.ts';

const AUTH = gql`
  query Auth($token: String!, $companyId: ID) {
    auth(token: $token, companyId: $companyId)
  }
`;

export default function SignInPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data } = useQuery<ServerInfoData>(SERVER_INFO);

  const signIn = async (token: string) => {
    try {
      const answer = await client.query<{ auth: string }>({
        query: AUTH,
        variables: { token, companyId: session.getCompanyId() },
        fetchPolicy: 'no-cache',
      });
      if (!answer.data?.auth) throw new Error('Сервер не выдал токен');
      session.setAccessToken(answer.data.auth);
      navigate(paths.main);
    } catch (error) {
      toast.error((error as Error).message || 'Не удалось войти');
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 10 } }}>
      <Paper sx={{ p: 4, maxWidth: 440, width: '100%' }} elevation={3}>
        <Typography variant="h4" sx={{ fontWeight: 700, color: 'primary.main' }} gutterBottom>
          Seller Helper
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Себестоимость каждой единицы, прибыль по отчётам о реализации, реклама и юнит-экономика для продавцов
          Wildberries.
        </Typography>
        <Stack spacing={2}>
          {data?.serverInfo.demoMode && (
            <Button variant="contained" size="large" onClick={() => void signIn('demo')}>
              Войти в демо-режиме
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
