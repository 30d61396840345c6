import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { SyncDataset } from '../../gql/graphql.ts';
import { freshLabel, screenSync, SYNC_STATUS } from './sync-status.ts';
import { useSyncNow } from './use-sync-now.ts';

const POLL_MS = 3_000;

export interface SyncBarProps {
  /** The WB datasets the screen shows: cards, prices, orders, sales, finance, fbs, fbw, adverts, tariffs, commissions. */
  datasets: SyncDataset[];
}

/** How fresh the screen's WB data is, a progress bar while it loads, the last error, and «Обновить». */
export function SyncBar({ datasets }: SyncBarProps) {
  const { data, startPolling, stopPolling } = useQuery(SYNC_STATUS, {
    fetchPolicy: 'cache-and-network',
  });
  const { syncNow, starting } = useSyncNow();
  const sync = screenSync(data?.syncStatus ?? [], datasets);

  useEffect(() => {
    if (sync.running) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [sync.running, startPolling, stopPolling]);

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {sync.running ? 'данные обновляются…' : freshLabel(sync.freshAt)}
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void syncNow(datasets)}
          disabled={starting || sync.running}
        >
          Обновить
        </Button>
      </Stack>
      {sync.running && (
        <LinearProgress
          sx={{ mt: 1 }}
          variant={sync.percent === null ? 'indeterminate' : 'determinate'}
          value={sync.percent ?? undefined}
          aria-label="Загрузка данных WB"
        />
      )}
      {sync.errors.map((error) => (
        <Alert key={error} severity="warning" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ))}
    </Box>
  );
}
