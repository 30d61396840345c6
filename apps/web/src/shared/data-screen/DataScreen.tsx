import type { ReactNode } from 'react';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import type { SyncDataset } from '../../gql/graphql.ts';
import { FullScreenSpinner } from '../FullScreenSpinner.tsx';
import { SyncBar } from '../sync-bar/index.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { screenState } from './screen-state.ts';
import { useOnline } from './use-online.ts';

export interface DataScreenProps {
  /** The screen's heading; a tab inside a screen has none. */
  title?: string;
  /** Buttons beside the heading (export, import). */
  actions?: ReactNode;
  /** The WB datasets behind the screen, for the sync bar. */
  sync?: SyncDataset[];
  /** Settings and filters above the table; shown once the first answer is in. */
  toolbar?: ReactNode;
  loading: boolean;
  error?: unknown;
  hasData: boolean;
  isEmpty: boolean;
  onRetry(): void;
  /** What did not happen when the load fails: «Не удалось загрузить карточки». */
  failed: string;
  /** The empty state: what to do next. */
  empty: ReactNode;
  /** The first load of a tab shows a bar inside the page instead of the full-screen spinner. */
  firstLoad?: 'full-screen' | 'inline';
  children: ReactNode;
}

/**
 * The one frame of every data screen: heading and actions, sync bar, toolbar, and exactly one of
 * first load, no connection, failure with «Повторить», empty state, or the content.
 */
export function DataScreen(props: DataScreenProps) {
  const { title, actions, sync, toolbar, loading, error, hasData, isEmpty, onRetry, failed, empty, children } = props;
  const online = useOnline();
  const state = screenState({ loading, error, hasData, isEmpty, online });
  const retry = () => void onRetry();

  if (state === 'first-load' && props.firstLoad !== 'inline') return <FullScreenSpinner />;
  return (
    <>
      {(title || actions) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          {title && (
            <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
              {title}
            </Typography>
          )}
          {actions}
        </Stack>
      )}
      {sync && <SyncBar datasets={sync} />}
      {state === 'first-load' && <LinearProgress aria-label="Загрузка" sx={{ mb: 2 }} />}
      {(state === 'offline' || state === 'failed') && (
        <LoadFailed error={error} failed={failed} onRetry={retry} offline={state === 'offline'} />
      )}
      {hasData && (
        <>
          {!online && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Нет связи с сервером: показаны данные последней загрузки.
            </Alert>
          )}
          {online && Boolean(error) && <LoadFailed error={error} failed={failed} onRetry={retry} />}
          {toolbar}
          {state === 'empty' ? empty : children}
        </>
      )}
    </>
  );
}
