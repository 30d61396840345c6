import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Stack, Tab, Tabs } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { SyncDataset } from '../../gql/graphql.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { toast } from '../../shared/toast/toast.ts';
import { GRID_KEYS, useGridUrlState } from '../../shared/url-state/grid-url-state.ts';
import { oneOfParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { promotionColumns } from './promotion-columns.tsx';
import { PROMOTIONS } from './promotions.graphql.ts';

const SYNCED: SyncDataset[] = ['promotions'];
const columns = gridColumns(promotionColumns);
const TABS = ['open', 'CURRENT', 'COMING', 'ENDED', 'all'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABELS: Record<TabName, string> = {
  open: 'Текущие и будущие',
  CURRENT: 'Идут',
  COMING: 'Скоро',
  ENDED: 'Закончились',
  all: 'Все',
};
const LIST_STATE: UrlSchema<{ tab: TabName }> = { tab: oneOfParam(TABS, 'open') };
const BY_START = [{ field: 'startAt', sort: 'asc' as const }];

/** WB's promotions calendar: the current and coming promotions first, each with the seller's cards in it. */
export default function PromotionsPage() {
  const [{ tab }, setListState] = useUrlState(LIST_STATE);
  const { gridModels } = useGridUrlState({ initialSort: BY_START });
  const { data, loading, error, refetch } = useQuery(PROMOTIONS, { fetchPolicy: 'cache-and-network' });
  const [exporting, setExporting] = useState(false);
  const all = data?.promotions;
  const shown = useMemo(
    () => (all ?? []).filter((p) => (tab === 'all' ? true : tab === 'open' ? p.state !== 'ENDED' : p.state === tab)),
    [all, tab],
  );

  const exportShown = async () => {
    setExporting(true);
    try {
      await exportTable(xlsxFileName(`Акции WB — ${TAB_LABELS[tab]}`), 'Акции', promotionColumns, shown);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <DataScreen
      title="Акции"
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
      isEmpty={Boolean(data) && all?.length === 0}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить акции WB"
      empty={
        <EmptyState
          title="Акции появятся после синхронизации с WB…"
          hint="Нужен токен WB с категорией «Цены и скидки»: календарь акций WB относится к ней."
        />
      }
    >
      <Stack direction="row" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TabName) => setListState({ tab: value }, { push: true, clear: [...GRID_KEYS] })}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={TAB_LABELS[name]} />
          ))}
        </Tabs>
      </Stack>
      <ScreenGrid rows={shown} columns={columns} getRowId={(p) => p.promotionId} {...gridModels} />
    </DataScreen>
  );
}
