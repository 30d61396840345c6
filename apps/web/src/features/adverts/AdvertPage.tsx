import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Chip, CircularProgress, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { toast } from '../../shared/toast/toast.ts';
import type { SyncDataset } from '../../gql/graphql.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { formatRub } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import { canPause, canStart, canStop, paymentLabel, STATUS_LABELS, typeLabel } from './advert-labels.ts';
import { daysParam, lastDays } from './advert-period.ts';
import { useGridUrlState } from '../../shared/url-state/grid-url-state.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { ADVERT, ADVERT_ACTIONS } from './adverts.graphql.ts';
import { clusterColumns } from './cluster-columns.ts';
import { ActionLog } from './components/ActionLog.tsx';
import { CardCostTable } from './components/CardCostTable.tsx';
import { ConfirmStatusDialog, type StatusChange } from './components/ConfirmStatusDialog.tsx';
import { PeriodSelect } from './components/PeriodSelect.tsx';
import { finishedSince, isRunning, runningText } from './minus-changes.ts';
import { useCampaignStatus } from './use-campaign-status.ts';
import { useMinusPhraseChanges } from './use-minus-phrase-changes.ts';

const AdvertChart = lazy(() => import('./components/AdvertChart.tsx'));
const SYNCED: SyncDataset[] = ['adverts'];
const columns = gridColumns(clusterColumns);
const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };
/** How often the page looks at a change of minus lists running in the background. */
const PROGRESS_POLL_MS = 1000;
/** The period in the address (without it, two weeks); the clusters' sort, filters and page beside it. */
const PERIOD_STATE = { days: daysParam(14) };
const BY_VIEWS = [{ field: 'views', sort: 'desc' as const }];

export default function AdvertPage() {
  const advertId = Number(useParams().advertId);
  const [{ days }, setPeriodState] = useUrlState(PERIOD_STATE);
  const { gridModels } = useGridUrlState({ initialSort: BY_VIEWS });
  const period = useMemo(() => lastDays(days), [days]);
  const { data, loading, error, refetch } = useQuery(ADVERT, {
    variables: { advertId, ...period },
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.advertActions;
  const running = useMemo(() => (log ?? []).filter(isRunning), [log]);
  // While WB takes a change product by product the page stays usable and reads the journal every
  // second; the journal shares the cache with the campaign's query, so the page follows it.
  useQuery(ADVERT_ACTIONS, {
    variables: { advertId },
    pollInterval: PROGRESS_POLL_MS,
    skip: running.length === 0,
    fetchPolicy: 'network-only',
  });
  const awaited = useRef(new Set<string>());
  useEffect(() => {
    const finished = finishedSince(awaited.current, log ?? []);
    for (const change of finished) {
      if (change.outcome === 'done') toast.success(change.wbAnswer);
      else toast.error(change.wbAnswer);
    }
    // The clusters and excluded phrases WB has now.
    if (finished.length > 0) void refetch();
  }, [log, refetch]);
  // A change of minus lists is answered once queued: the page awaits its journal entry.
  const minus = useMinusPhraseChanges(advertId, (entryId) => awaited.current.add(entryId));
  const { changeStatus, changing } = useCampaignStatus(advertId);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [confirming, setConfirming] = useState<StatusChange | null>(null);
  const busy = minus.sending || changing;

  const advert = data?.advert;
  const selected = [...selection.ids].map(String);

  const excludeSelected = async () => {
    if (await minus.excludePhrases(selected)) setSelection(noSelection);
  };

  const confirmStatus = async () => {
    const change = confirming;
    if (!change) return;
    await changeStatus(change);
    setConfirming(null);
  };

  const status = advert?.info.status ?? 0;
  const chip = STATUS_LABELS[String(status)];
  return (
    <DataScreen
      title={advert ? advert.info.name || `Кампания ${advertId}` : 'Рекламная кампания'}
      actions={
        advert && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy || !canStart(status)} onClick={() => setConfirming('start')}>
              Запустить
            </Button>
            <Button variant="outlined" disabled={busy || !canPause(status)} onClick={() => setConfirming('pause')}>
              Приостановить
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={busy || !canStop(status)}
              onClick={() => setConfirming('stop')}
            >
              Завершить
            </Button>
          </Stack>
        )
      }
      sync={SYNCED}
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      isEmpty={false}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить кампанию"
      empty={<EmptyState title="Кампания не найдена" hint="Проверьте адрес или вернитесь к списку кампаний." />}
    >
      {advert && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Link component={RouterLink} to={paths.adverts}>
              ← Все кампании
            </Link>
            {chip && <Chip label={chip.label} color={chip.color} data-testid="advert-status" />}
            <Chip variant="outlined" label={typeLabel(advert.info.type, advert.info.bidType)} />
            <Chip variant="outlined" label={paymentLabel(advert.info.paymentType)} />
            <Typography>Бюджет: {advert.budget ? formatRub(advert.budget) : '—'}</Typography>
            <Typography title={advert.info.dailyBudgetMissing ?? undefined}>
              Дневной лимит: {advert.info.dailyBudget ? formatRub(advert.info.dailyBudget) : '—'}
            </Typography>
            <Typography>Товаров: {advert.info.nms.length}</Typography>
            <PeriodSelect
              label="Период"
              days={days}
              onChange={(chosen) => setPeriodState({ days: chosen }, { push: true })}
            />
          </Stack>

          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" gutterBottom>
              Показы, клики, CTR и расход по дням
            </Typography>
            {advert.stat.length === 0 ? (
              <Typography color="text.secondary">За период статистики нет.</Typography>
            ) : (
              <Suspense fallback={<CircularProgress />}>
                <AdvertChart days={advert.stat} />
              </Suspense>
            )}
          </Paper>

          <Paper sx={{ p: 2 }} aria-label="Поисковые кластеры" component="section">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" sx={{ flex: 1 }}>
                Поисковые кластеры
              </Typography>
              <Button
                variant="contained"
                disabled={busy || selected.length === 0}
                onClick={() => void excludeSelected()}
              >
                Исключить выбранные{selected.length > 0 ? ` (${selected.length})` : ''}
              </Button>
            </Stack>
            {running.map((change) => (
              <Box key={change.id} sx={{ mb: 1 }} role="status" aria-label="Изменение в работе">
                <Typography variant="body2">{runningText(change)}</Typography>
                <LinearProgress
                  variant="determinate"
                  value={((change.productsDone ?? 0) / Math.max(1, change.productsTotal ?? 1)) * 100}
                />
              </Box>
            ))}
            <Box sx={{ '& > div': { minHeight: 420 } }}>
              <ScreenGrid
                rows={advert.clusters.clusters}
                columns={columns}
                getRowId={(c) => c.cluster}
                checkboxSelection
                rowSelectionModel={selection}
                onRowSelectionModelChange={setSelection}
                {...gridModels}
              />
            </Box>
          </Paper>

          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" gutterBottom>
              Исключённые фразы
            </Typography>
            {advert.clusters.excluded.length === 0 ? (
              <Typography color="text.secondary">Исключённых фраз нет.</Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Исключённые фразы">
                {advert.clusters.excluded.map((phrase) => (
                  <Chip key={phrase} label={phrase} disabled={busy} onDelete={() => void minus.restorePhrase(phrase)} />
                ))}
              </Stack>
            )}
          </Paper>

          <CardCostTable rows={advert.cardCosts} period={period} />

          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" gutterBottom>
              Журнал действий
            </Typography>
            <ActionLog
              entries={data.advertActions}
              busy={busy}
              onUndo={(actionId) => void minus.undoExclusion(actionId)}
            />
          </Paper>
        </Stack>
      )}
      <ConfirmStatusDialog
        change={confirming}
        busy={busy}
        onConfirm={() => void confirmStatus()}
        onClose={() => setConfirming(null)}
      />
    </DataScreen>
  );
}
