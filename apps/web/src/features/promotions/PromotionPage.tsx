import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Chip, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { SyncDataset } from '../../gql/graphql.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, ScreenGrid } from '../../shared/data-screen/index.ts';
import { ShortTable } from '../../shared/data-screen/ShortTable.tsx';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { useMe } from '../../shared/me.ts';
import { normalizeDecimalInput } from '../../shared/money-format.ts';
import { formatMoscowDateTime } from '../../shared/moscow-time.ts';
import { paths } from '../../shared/paths.ts';
import { toast } from '../../shared/toast/toast.ts';
import { useDebounced } from '../../shared/use-debounced.ts';
import { useGridUrlState } from '../../shared/url-state/grid-url-state.ts';
import { oneOfParam, textParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { joinColumns, promotionCardColumns, STATE_LABELS } from './promotion-columns.tsx';
import { PlanFact } from './PlanFact.tsx';
import { PROMOTION_CARDS, PROMOTION_JOINS } from './promotions.graphql.ts';
import { useJoinPromotion } from './use-join-promotion.ts';

const SYNCED: SyncDataset[] = ['promotions', 'prices'];
const columns = gridColumns(promotionCardColumns);
const logColumns = gridColumns(joinColumns);
const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };
/** How often the page looks at a join WB has not answered yet. */
const LOG_POLL_MS = 1000;

type FloorKind = 'margin' | 'profit';
interface PageState {
  scheme: 'FBO' | 'FBS';
  floorKind: FloorKind;
  floor: string;
}
/** The scheme and the floor in the address; the grid's sort and page beside them. */
const PAGE_STATE: UrlSchema<PageState> = {
  scheme: oneOfParam(['FBO', 'FBS'] as const, 'FBO'),
  floorKind: oneOfParam(['margin', 'profit'] as const, 'margin'),
  floor: textParam(),
};
const BY_PROFIT = [{ field: 'profit', sort: 'asc' as const }];

/** A floor as typed, with its sign: a margin floor may be below zero (a loss the seller accepts). */
function floorInput(text: string): string | null {
  const negative = /^\s*[-−]/.test(text);
  const value = normalizeDecimalInput(text.replace(/^\s*[-−]/, ''));
  return value === null ? null : negative ? `-${value}` : value;
}

export default function PromotionPage() {
  const promotionId = Number(useParams().promotionId);
  const [{ scheme, floorKind, floor }, setPageState] = useUrlState(PAGE_STATE);
  const { gridModels } = useGridUrlState({ initialSort: BY_PROFIT });
  const { selected: company } = useMe();
  const settledFloor = useDebounced(floor);
  const floorValue = settledFloor === '' ? null : floorInput(settledFloor);
  const floorInvalid = floor !== '' && floorInput(floor) === null;
  const { data, loading, error, refetch } = useQuery(PROMOTION_CARDS, {
    variables: {
      promotionId,
      scheme,
      floorMarginPercent: floorKind === 'margin' ? floorValue : null,
      floorProfit: floorKind === 'profit' ? floorValue : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const log = useQuery(PROMOTION_JOINS, { variables: { promotionId }, fetchPolicy: 'cache-and-network' });
  const entries = useMemo(() => log.data?.promotionJoins ?? [], [log.data]);
  const waiting = entries.some((e) => e.outcome === 'sent');
  const { startPolling, stopPolling } = log;
  useEffect(() => {
    if (waiting) startPolling(LOG_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
  // When WB answers a join sent from this page, the seller is told and the cards are read again.
  const awaited = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of entries) {
      if (!awaited.current.has(entry.id) || entry.outcome === 'sent') continue;
      awaited.current.delete(entry.id);
      if (entry.outcome === 'done') toast.success(entry.wbAnswer);
      else toast.error(entry.wbAnswer);
      void refetch();
    }
  }, [entries, refetch]);

  const { joinCards, joining } = useJoinPromotion(promotionId);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [exporting, setExporting] = useState(false);
  const promotion = data?.promotionCards.promotion;
  const cards = useMemo(() => data?.promotionCards.cards ?? [], [data]);
  const canJoin = Boolean(company?.isAdmin) && promotion?.type === 'REGULAR' && promotion.state !== 'ENDED';
  const chosen = [...selection.ids].map(Number);
  const chosenBelow = cards.filter((c) => chosen.includes(c.nmID) && c.belowFloor).length;
  const totals = {
    cards: cards.length,
    inAction: cards.filter((c) => c.inAction).length,
    below: cards.filter((c) => c.belowFloor).length,
    noProfit: cards.filter((c) => c.profit === null).length,
  };

  const join = async () => {
    const id = await joinCards(chosen);
    if (id) {
      awaited.current.add(id);
      setSelection(noSelection);
    }
  };

  const exportCards = async () => {
    setExporting(true);
    try {
      await exportTable(xlsxFileName(`Акция ${promotion?.name ?? promotionId}`), 'Товары', promotionCardColumns, cards);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));
    } finally {
      setExporting(false);
    }
  };

  const state = promotion ? STATE_LABELS[promotion.state] : undefined;
  return (
    <DataScreen
      title={promotion?.name ?? 'Акция'}
      actions={
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportCards()}
          disabled={cards.length === 0 || exporting}
        >
          Экспорт в Excel
        </Button>
      }
      sync={SYNCED}
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      isEmpty={false}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить акцию"
      empty={null}
    >
      {promotion && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={paths.promotions}>
              ← Все акции
            </Link>
            {state && <Chip size="small" label={state.label} color={state.color} />}
            {promotion.type === 'AUTO' && <Chip size="small" label="Автоакция" />}
            <Typography color="text.secondary">
              {formatMoscowDateTime(promotion.startAt)} — {formatMoscowDateTime(promotion.endAt)}
            </Typography>
          </Stack>
          {promotion.description && <Typography variant="body2">{promotion.description}</Typography>}
          {promotion.advantages.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Что даёт: {promotion.advantages.join(', ')}
            </Typography>
          )}
          {promotion.type === 'AUTO' && (
            <Alert severity="info">WB сам добавляет товары в автоакцию: их список и цены WB через API не даёт.</Alert>
          )}
          {promotion.state === 'ENDED' && cards.length === 0 && (
            <Alert severity="info">
              WB не показывает товары закончившейся акции: здесь видны только те, что были загружены, пока она шла.
            </Alert>
          )}
        </Stack>
      )}
      {promotion?.state === 'ENDED' && <PlanFact promotionId={promotionId} name={promotion.name} />}
      {(cards.length > 0 || promotion?.state !== 'ENDED') && (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Схема"
              value={scheme}
              onChange={(e) => setPageState({ scheme: e.target.value as PageState['scheme'] }, { push: true })}
              sx={{ minWidth: 120 }}
            >
              <MenuItem value="FBO">FBO</MenuItem>
              <MenuItem value="FBS">FBS</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label="Порог"
              value={floorKind}
              onChange={(e) => setPageState({ floorKind: e.target.value as FloorKind }, { push: true })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="margin">Маржа не ниже, %</MenuItem>
              <MenuItem value="profit">Прибыль не ниже, ₽ за шт.</MenuItem>
            </TextField>
            <TextField
              size="small"
              label={floorKind === 'margin' ? 'Минимальная маржа, %' : 'Минимальная прибыль, ₽'}
              placeholder="0"
              value={floor}
              error={floorInvalid}
              helperText={floorInvalid ? 'Число, не больше двух знаков после запятой' : 'Пусто: ниже порога — убыток'}
              onChange={(e) => setPageState({ floor: e.target.value })}
              sx={{ width: 220 }}
            />
            <Box sx={{ flexGrow: 1 }} />
            {canJoin && (
              <Button variant="contained" disabled={chosen.length === 0 || joining} onClick={() => void join()}>
                Добавить в акцию{chosen.length > 0 ? ` (${chosen.length})` : ''}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" sx={{ mb: 1 }} aria-label="Итоги акции">
            Товаров: {totals.cards} · в акции: {totals.inAction} · ниже порога: {totals.below}
            {totals.noProfit > 0 && ` · без прибыли: ${totals.noProfit}`}
            {chosenBelow > 0 && ` · выбрано ниже порога: ${chosenBelow}`}
            {data?.promotionCards.warehouseName && ` · тарифы склада «${data.promotionCards.warehouseName}»`}
          </Typography>
          {promotion && !company?.isAdmin && promotion.state !== 'ENDED' && promotion.type === 'REGULAR' && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Добавлять товары в акции может администратор компании.
            </Alert>
          )}
          <ScreenGrid
            rows={cards}
            columns={columns}
            getRowId={(c) => c.nmID}
            checkboxSelection={canJoin}
            isRowSelectable={({ row }) => !row.inAction}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            getRowClassName={({ row }) => (row.belowFloor ? 'below-floor' : '')}
            sx={{ '& .below-floor': { bgcolor: 'rgba(211, 47, 47, 0.08)' } }}
            {...gridModels}
          />
        </>
      )}
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Журнал добавлений в акцию
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">Товары в эту акцию отсюда ещё не добавляли.</Typography>
        ) : (
          <ShortTable
            aria-label="Журнал добавлений в акцию"
            rows={entries}
            columns={logColumns}
            hideFooter={entries.length <= 25}
          />
        )}
      </Paper>
    </DataScreen>
  );
}
