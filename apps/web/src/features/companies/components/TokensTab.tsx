import { useState } from 'react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { session, type WbTokens } from '../../../shared/session.ts';
import { userMessage } from '../../../shared/errors.ts';
import { CHECK_WB_TOKENS, COMPANY_WB_TOKENS } from '../companies.graphql.ts';
import { useSetCompanyWbTokens } from '../use-wb-token-changes.ts';
import { TOKEN_KINDS, TOKEN_LABELS, tokensToSave, updatedBrowserCopy } from '../wb-tokens-form.ts';
import { LiveTokenCheck } from './LiveTokenCheck.tsx';
import { StoredTokens } from './StoredTokens.tsx';
import { TokenCheckResults } from './TokenCheckResults.tsx';

const NOTHING_TYPED: WbTokens = { mpAndStatisticToken: '', contentAndPricesToken: '' };

/**
 * The company's WB tokens. The fields start empty whatever this browser keeps: what the server
 * stores is shown masked above them, a save sends only what was typed (the other token stays),
 * and a token is removed only by «Удалить токен» and a confirmation.
 */
export function TokensTab({ isAdmin, companyId }: { isAdmin: boolean; companyId: string }) {
  const stored = useQuery(COMPANY_WB_TOKENS);
  const { saveTokens, saving } = useSetCompanyWbTokens();
  const [typed, setTyped] = useState<WbTokens>(NOTHING_TYPED);
  const [runCheck, checked] = useLazyQuery(CHECK_WB_TOKENS, { fetchPolicy: 'no-cache' });
  const toSave = tokensToSave(typed);
  const entered = TOKEN_KINDS.filter((kind) => typed[kind].trim());

  const submit = async () => {
    if (!isAdmin || !toSave) return;
    if (!(await saveTokens(toSave))) return;
    session.setWbTokens(companyId, updatedBrowserCopy(session.getWbTokens(companyId), toSave));
    setTyped(NOTHING_TYPED);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {!isAdmin && (
        <Alert severity="info">
          Токены на сервере сохраняет и удаляет администратор компании: вы видите, какие из них заданы и до какого числа
          действуют.
        </Alert>
      )}
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
        {stored.data && <StoredTokens tokens={stored.data.companyWbTokens} canRemove={isAdmin} companyId={companyId} />}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Сохранить новый токен
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack spacing={2}>
            {TOKEN_KINDS.map((kind) => (
              <TextField
                key={kind}
                label={TOKEN_LABELS[kind]}
                value={typed[kind]}
                onChange={(event) => setTyped({ ...typed, [kind]: event.target.value.trim() })}
                helperText="Пустое поле не меняет сохранённый токен"
                disabled={!isAdmin}
                type="password"
                autoComplete="off"
              />
            ))}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={!isAdmin || !toSave || saving}>
                Сохранить
              </Button>
              <Button
                variant="outlined"
                disabled={entered.length === 0 || checked.loading}
                onClick={() => void runCheck({ variables: { tokensData: entered.map((kind) => typed[kind]) } })}
              >
                Проверить
              </Button>
            </Box>
            {checked.error && (
              <Alert severity="error">{userMessage(checked.error, 'Не удалось проверить токены')}</Alert>
            )}
            {checked.data?.checkWbTokens.map((result, index) => (
              <TokenCheckResults key={entered[index]} label={TOKEN_LABELS[entered[index]!]} check={result} />
            ))}
            <LiveTokenCheck tokens={entered.map((kind) => ({ label: TOKEN_LABELS[kind], token: typed[kind] }))} />
          </Stack>
        </Box>
      </Paper>
    </Stack>
  );
}
