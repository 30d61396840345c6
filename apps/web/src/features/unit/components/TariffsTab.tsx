import { useQuery } from '@apollo/client/react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../../shared/toast/toast.ts';
import type { GridColumnGroupingModel } from '@mui/x-data-grid';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { formatDate } from '../../../shared/columns/format.ts';
import { DataScreen, EmptyState, ScreenGrid } from '../../../shared/data-screen/index.ts';
import { userMessage } from '../../../shared/errors.ts';
import { TARIFF_COLUMNS } from '../tariff-columns.ts';
import { exportTariffs } from '../tariffs-export.ts';
import { TARIFFS } from '../unit.graphql.ts';

const COLUMNS = gridColumns(TARIFF_COLUMNS);

const group = (part: string) =>
  COLUMNS.filter((column) => column.field.startsWith(`${part}.`)).map((column) => ({ field: column.field }));

const GROUPS: GridColumnGroupingModel = [
  { groupId: 'Короба', children: group('box') },
  { groupId: 'Монопаллеты', children: group('pallet') },
];

const noTariffs = (
  <EmptyState
    title="Тарифы появятся после синхронизации с WB…"
    hint="Нужен токен WB с доступом к разделу «Тарифы». Добавьте его в настройках и нажмите «Обновить»."
  />
);

/** Box and pallet tariffs of WB's warehouses, as synced. */
export function TariffsTab() {
  const { data, loading, error, refetch } = useQuery(TARIFFS, { fetchPolicy: 'cache-and-network' });
  const tariffs = data?.tariffs ?? [];
  const info = data?.tariffsInfo;
  const day = info?.tariffDate ? formatDate(info.tariffDate) : null;
  return (
    <DataScreen
      sync={['tariffs']}
      firstLoad="inline"
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      isEmpty={tariffs.length === 0}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить тарифы складов"
      empty={noTariffs}
      toolbar={
        info?.notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {info.notice}
          </Alert>
        )
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {day && `Тарифы на ${day}. `}
          Рубли за единицу товара; коэффициент склада уже учтён в ставках.
        </Typography>
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() =>
            void exportTariffs(tariffs, day).catch((failure: unknown) =>
              toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel')),
            )
          }
        >
          Экспорт в Excel
        </Button>
      </Stack>
      <ScreenGrid
        rows={tariffs}
        columns={COLUMNS}
        columnGroupingModel={GROUPS}
        getRowId={(row) => row.warehouseName}
        density="compact"
      />
    </DataScreen>
  );
}
