import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../shared/toast/toast.ts';
import type { SyncDataset } from '../../gql/graphql.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { useGridUrlState } from '../../shared/url-state/grid-url-state.ts';
import { textParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { advertColumns, type AdvertLine } from './advert-columns.tsx';
import { filterAdverts, type AdvertFilters } from './advert-filters.ts';
import { STATUS_LABELS } from './advert-labels.ts';
import { daysParam, lastDays } from './advert-period.ts';
import { ADVERTS } from './adverts.graphql.ts';
import { PeriodSelect } from './components/PeriodSelect.tsx';

const SYNCED: SyncDataset[] = ['adverts'];
const columns = gridColumns(advertColumns);
/** While the company has no campaigns yet, look again now and then: the first sync may be running. */
const EMPTY_POLL_MS = 5_000;

const BY_SPEND = [{ field: 'spend', sort: 'desc' as const }];

/** The period and the filters in the address; without them, every campaign's last week. */
const LIST_STATE: UrlSchema<AdvertFilters & { days: number }> = {
  days: daysParam(7),
  search: textParam(),
  status: textParam(),
  type: textParam(),
};

export default function AdvertsPage() {
  const [{ days, ...filters }, setListState] = useUrlState(LIST_STATE);
  const { gridModels } = useGridUrlState({ initialSort: BY_SPEND });
  const period = useMemo(() => lastDays(days), [days]);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ADVERTS, {
    variables: period,
    fetchPolicy: 'cache-and-network',
  });
  const [exporting, setExporting] = useState(false);

  const lines = useMemo((): AdvertLine[] => {
    const spends = new Map((data?.advertSpends ?? []).map((s) => [s.advertId, s]));
    return (data?.adverts ?? []).map((a) => {
      const s = spends.get(a.advertId);
      return {
        ...a,
        spend: s?.spend ?? null,
        views: s?.views ?? null,
        clicks: s?.clicks ?? null,
        orders: s?.orders ?? null,
      };
    });
  }, [data]);
  const shown = useMemo(() => filterAdverts(lines, filters), [lines, filters]);
  const noneYet = Boolean(data) && lines.length === 0;
  useEffect(() => {
    if (noneYet) startPolling(EMPTY_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [noneYet, startPolling, stopPolling]);

  const exportShown = async () => {
    setExporting(true);
    try {
      const name = xlsxFileName('Рекламные кампании', { dateFrom: period.from, dateTo: period.to });
      await exportTable(name, 'Кампании', advertColumns, shown);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <DataScreen
      title="Продвижение"
      actions={
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportShown()}
          disabled={shown.length === 0 || exporting}
        >
          Экспорт в Excel
        </Button>
      }
      sync={SYNCED}
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      isEmpty={noneYet}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить рекламные кампании"
      empty={
        <EmptyState
          title="Кампании появятся после синхронизации с WB…"
          hint="Нужен токен WB с доступом к разделу «Продвижение»."
        />
      }
    >
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          size="small"
          label="Поиск"
          placeholder="Название, ID, артикул"
          value={filters.search}
          onChange={(e) => setListState({ search: e.target.value })}
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={filters.status}
          onChange={(e) => setListState({ status: e.target.value }, { push: true })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Все</MenuItem>
          {Object.entries(STATUS_LABELS).map(([value, s]) => (
            <MenuItem key={value} value={value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Тип"
          value={filters.type}
          onChange={(e) => setListState({ type: e.target.value }, { push: true })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Все</MenuItem>
          <MenuItem value="8">Авто (единая ставка)</MenuItem>
          <MenuItem value="9">Ручная или единая ставка</MenuItem>
        </TextField>
        <PeriodSelect
          label="Расход за"
          days={days}
          onChange={(chosen) => setListState({ days: chosen }, { push: true })}
        />
      </Stack>
      <ScreenGrid rows={shown} columns={columns} getRowId={(a) => a.advertId} {...gridModels} />
    </DataScreen>
  );
}
