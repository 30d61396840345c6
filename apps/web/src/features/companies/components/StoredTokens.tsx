import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
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
import { toast } from '../../../shared/toast/toast.ts';
import type { CompanyWbTokensQuery } from '../../../gql/graphql.ts';
import { doneMessage, userMessage } from '../../../shared/errors.ts';
import { session } from '../../../shared/session.ts';
import { CLEAR_COMPANY_WB_TOKEN, COMPANY_WB_TOKENS } from '../companies.graphql.ts';
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
  const [clear, clearing] = useMutation(CLEAR_COMPANY_WB_TOKEN, { refetchQueries: [COMPANY_WB_TOKENS] });

  const remove = async (kind: TokenKind) => {
    try {
      const answer = await clear({ variables: { kind } });
      session.setWbTokens(companyId, updatedBrowserCopy(session.getWbTokens(companyId), { [kind]: '' }));
      toast.success(doneMessage(answer.data?.clearCompanyWbToken.message, 'Токен удалён'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось удалить токен'));
    } finally {
      setRemoving(null);
    }
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
            disabled={clearing.loading}
            onClick={() => removing && void remove(removing)}
          >
            Удалить токен
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
