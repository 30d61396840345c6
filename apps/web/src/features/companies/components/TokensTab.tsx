import { useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { toast } from 'react-toastify';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { doneMessage, userMessage } from '../../../shared/errors.ts';
import { session } from '../../../shared/session.ts';
import { LiveTokenCheck } from './LiveTokenCheck.tsx';
import { TokenCheckResults } from './TokenCheckResults.tsx';
import { CHECK_WB_TOKENS, COMPANY_WB_TOKENS, SET_COMPANY_WB_TOKENS } from '../companies.graphql.ts';

const labels: Record<string, string> = {
  mpAndStatisticToken: 'Токен «Маркетплейс и статистика»',
  contentAndPricesToken: 'Токен «Контент и цены»',
};

/**
 * The company's WB tokens. The server keeps them encrypted for background sync (only an admin
 * replaces them); this browser also keeps its own copy, sent with every request (SPEC §7).
 */
export function TokensTab({ isAdmin, companyId }: { isAdmin: boolean; companyId: string }) {
  const stored = useQuery(COMPANY_WB_TOKENS);
  const [save, saving] = useMutation(SET_COMPANY_WB_TOKENS, {
    refetchQueries: [COMPANY_WB_TOKENS],
  });
  const [tokens, setTokens] = useState(() => session.getWbTokens(companyId));
  const [runCheck, checked] = useLazyQuery(CHECK_WB_TOKENS, {
    fetchPolicy: 'no-cache',
  });
  const entered = (['mpAndStatisticToken', 'contentAndPricesToken'] as const).filter((kind) => tokens[kind]);
  const check = () => {
    void runCheck({ variables: { tokensData: entered.map((kind) => tokens[kind]) } });
  };

  const submit = async () => {
    session.setWbTokens(companyId, tokens);
    if (!isAdmin) {
      toast.success('Токены сохранены в этом браузере');
      return;
    }
    try {
      const answer = await save({ variables: tokens });
      toast.success(doneMessage(answer.data?.setCompanyWbTokens.message, 'Токены сохранены'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить токены'));
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 600 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Токены на сервере
        </Typography>
        {stored.error && (
          <LoadFailed
            error={stored.error}
            failed="Не удалось узнать, какие токены сохранены на сервере"
            onRetry={() => void stored.refetch()}
          />
        )}
        {stored.loading && !stored.data && <Typography color="text.secondary">Загружаем…</Typography>}
        {stored.data?.companyWbTokens.map((token) => (
          <Typography key={token.kind} sx={{ mb: 1 }}>
            {labels[token.kind] ?? token.kind}:{' '}
            {token.isSet ? (
              <>
                <code>{token.masked}</code>
                {token.expiresAt && ` — действует до ${new Date(token.expiresAt).toLocaleDateString('ru-RU')}`}
              </>
            ) : (
              'не задан'
            )}
          </Typography>
        ))}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Заменить токены
        </Typography>
        {!isAdmin && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Токены на сервере меняет администратор компании; введённые здесь сохранятся только в этом браузере.
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack spacing={2}>
            {(['mpAndStatisticToken', 'contentAndPricesToken'] as const).map((kind) => (
              <TextField
                key={kind}
                label={labels[kind]}
                value={tokens[kind]}
                onChange={(event) => setTokens({ ...tokens, [kind]: event.target.value.trim() })}
                type="password"
                autoComplete="off"
              />
            ))}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={saving.loading}>
                Сохранить
              </Button>
              <Button variant="outlined" disabled={entered.length === 0 || checked.loading} onClick={check}>
                Проверить
              </Button>
            </Box>
            {checked.error && (
              <Alert severity="error">{userMessage(checked.error, 'Не удалось проверить токены')}</Alert>
            )}
            {checked.data?.checkWbTokens.map((result, index) => (
              <TokenCheckResults key={entered[index]} label={labels[entered[index]!]!} check={result} />
            ))}
            <LiveTokenCheck tokens={entered.map((kind) => ({ label: labels[kind]!, token: tokens[kind] }))} />
          </Stack>
        </Box>
      </Paper>
    </Stack>
  );
}
