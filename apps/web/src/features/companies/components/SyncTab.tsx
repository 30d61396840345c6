import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { formatMoscowDateTime } from '../../../shared/moscow-time.ts';
import { SYNC_STATUS, type SyncState } from '../../../shared/sync-bar/sync-status.ts';
import { useSyncNow } from '../../../shared/sync-bar/use-sync-now.ts';
import { capitalized, progressLabel, scheduleLabel } from '../sync-view.ts';

const POLL_MS = 3_000;

/**
 * Each WB dataset: what it holds, how often the server loads it, the last success and error, and
 * «Синхронизировать сейчас». Any member may start a sync, as on every data screen.
 */
export function SyncTab() {
  const status = useQuery(SYNC_STATUS, { fetchPolicy: 'cache-and-network' });
  const { syncNow, starting } = useSyncNow();
  const states = status.data?.syncStatus ?? [];
  const anyRunning = states.some((state) => state.running);
  const { startPolling, stopPolling } = status;

  useEffect(() => {
    if (anyRunning) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [anyRunning, startPolling, stopPolling]);

  if (status.error && !status.data) {
    return (
      <LoadFailed
        error={status.error}
        failed="Не удалось узнать, как загружаются данные WB"
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) return <LinearProgress aria-label="Загружаем состояние синхронизации" />;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          Сервер сам загружает данные WB по расписанию токенами, сохранёнными на вкладке «Токены WB».
        </Typography>
        <Button
          variant="contained"
          startIcon={<SyncIcon />}
          disabled={starting || states.every((state) => state.running)}
          onClick={() => void syncNow(null)}
        >
          Синхронизировать всё сейчас
        </Button>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Синхронизация данных WB">
          <TableHead>
            <TableRow>
              <TableCell>Данные</TableCell>
              <TableCell>Расписание</TableCell>
              <TableCell>Последняя загрузка</TableCell>
              <TableCell>Состояние</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {states.map((state) => (
              <SyncRow
                key={state.dataset}
                state={state}
                disabled={starting}
                onSync={() => void syncNow([state.dataset])}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function SyncRow({ state, disabled, onSync }: { state: SyncState; disabled: boolean; onSync(): void }) {
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2">{capitalized(state.what)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {state.tokenCategory ? `токен с категорией «${state.tokenCategory}»` : 'подходит любой токен'}
        </Typography>
      </TableCell>
      <TableCell>{scheduleLabel(state.everyMinutes)}</TableCell>
      <TableCell>{state.lastSuccessAt ? formatMoscowDateTime(state.lastSuccessAt) : 'ещё не загружались'}</TableCell>
      <TableCell sx={{ maxWidth: 360 }}>
        {state.running ? (
          <>
            <Typography variant="body2">{progressLabel(state.done, state.total)}</Typography>
            <LinearProgress
              variant={state.total ? 'determinate' : 'indeterminate'}
              value={state.total ? Math.min(100, (100 * state.done) / state.total) : undefined}
              aria-label={`Загрузка: ${state.what}`}
            />
          </>
        ) : state.lastError ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {state.lastError}
          </Alert>
        ) : (
          <Typography variant="body2" color={state.lastSuccessAt ? 'success.main' : 'text.secondary'}>
            {state.lastSuccessAt ? 'загружены' : 'ждут первой загрузки'}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Button size="small" disabled={disabled || state.running} onClick={onSync}>
          Синхронизировать сейчас
        </Button>
      </TableCell>
    </TableRow>
  );
}
