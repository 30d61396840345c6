import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { CompanyWbTokensQuery } from '../../../gql/graphql.ts';
import { session } from '../../../shared/session.ts';
import { useClearCompanyWbToken } from '../use-wb-token-changes.ts';
import { isTokenKind, TOKEN_LABELS, updatedBrowserCopy, type TokenKind } from '../wb-tokens-form.ts';
import { formatMoscowDay } from '../../../shared/moscow-time.ts';

type StoredToken = CompanyWbTokensQuery['companyWbTokens'][number];

/** What the server keeps, masked, and for an admin «Удалить токен» behind a confirmation in words. */
export function StoredTokens({
  tokens,
  canRemove,
  companyId,
}: {
  tokens: StoredToken[];
  canRemove: boolean;
  companyId: string;
}) {
  const [removing, setRemoving] = useState<TokenKind | null>(null);
  const { clearToken, clearing } = useClearCompanyWbToken();

  const remove = async (kind: TokenKind) => {
    if (await clearToken(kind)) {
      session.setWbTokens(companyId, updatedBrowserCopy(session.getWbTokens(companyId), { [kind]: '' }));
    }
    setRemoving(null);
  };

  return (
    <>
      {tokens
        .filter((token) => isTokenKind(token.kind))
        .map((token) => {
          const kind = token.kind as TokenKind;
          return (
            <Box key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, minHeight: 36 }}>
              <Typography sx={{ flexGrow: 1 }}>
                {TOKEN_LABELS[kind]}:{' '}
                {token.isSet ? (
                  <>
                    <code>{token.masked}</code>
                    {token.expiresAt && ` — действует до ${formatMoscowDay(token.expiresAt)}`}
                  </>
                ) : (
                  'не сохранён'
                )}
              </Typography>
              {canRemove && token.isSet && (
                <Button
                  color="error"
                  size="small"
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  onClick={() => setRemoving(kind)}
                >
                  Удалить токен
                </Button>
              )}
            </Box>
          );
        })}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-token-title">
        <DialogTitle id="remove-token-title">Удалить токен с сервера?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {removing && TOKEN_LABELS[removing]} будет удалён с сервера. Данные, которым он нужен, перестанут
            обновляться, пока вы не сохраните новый токен.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Отмена</Button>
          <Button
            color="error"
            variant="contained"
            disabled={clearing}
            onClick={() => removing && void remove(removing)}
          >
            Удалить токен
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
