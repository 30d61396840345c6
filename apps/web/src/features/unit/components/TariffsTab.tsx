import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from 'react-toastify';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { serverMessage } from '../../../shared/errors.ts';
import { compareDecimals, formatDecimal } from '../../../shared/money-format.ts';
import { SyncBar } from '../../../shared/sync-bar/index.ts';
import { exportTariffs, tariffValue } from '../tariffs-export.ts';
import { TARIFFS, type Tariff } from '../unit.graphql.ts';

type Part = 'box' | 'pallet';

const rub = (part: Part, field: string, headerName: string): GridColDef<Tariff> => ({
  field: `${part}.${field}`,
  headerName,
  // Wide enough for the header: a seller should not have to hover to read what a column is.
  width: Math.max(110, headerName.length * 8 + 40),
  valueGetter: (_value, row) => tariffValue(row, part, field),
  sortComparator: compareDecimals,
  renderCell: ({ value }) => (value == null ? '—' : `${formatDecimal(String(value))} ₽`),
});

const coef = (part: Part, field: string, headerName: string): GridColDef<Tariff> => ({
  ...rub(part, field, headerName),
  renderCell: ({ value }) => (value == null ? '—' : `${String(value).replace('.', ',')} %`),
});

const COLUMNS: GridColDef<Tariff>[] = [
  { field: 'warehouseName', headerName: 'Склад', width: 200 },
  { field: 'geoName', headerName: 'Регион', width: 160, valueGetter: (value: string | null) => value || '—' },
  coef('box', 'boxDeliveryAndStorageExpr', 'Коэф. логистики'),
  rub('box', 'boxDeliveryBase', 'Первый литр'),
  rub('box', 'boxDeliveryLiter', 'Доп. литр'),
  rub('box', 'boxDeliveryMarketplaceBase', 'FBS: первый литр'),
  rub('box', 'boxDeliveryMarketplaceLiter', 'FBS: доп. литр'),
  coef('box', 'boxStorageExpr', 'Коэф. хранения'),
  rub('box', 'boxStorageBase', 'Хранение: первый литр в день'),
  rub('box', 'boxStorageLiter', 'Хранение: доп. литр в день'),
  coef('pallet', 'palletDeliveryExpr', 'Коэф. логистики'),
  rub('pallet', 'palletDeliveryValueBase', 'Первый литр'),
  rub('pallet', 'palletDeliveryValueLiter', 'Доп. литр'),
  coef('pallet', 'palletStorageExpr', 'Коэф. хранения'),
  rub('pallet', 'palletStorageValueExpr', 'Хранение паллеты в день'),
];

const GROUPS: GridColumnGroupingModel = [
  {
    groupId: 'Короба',
    children: COLUMNS.filter((column) => column.field.startsWith('box.')).map((column) => ({ field: column.field })),
  },
  {
    groupId: 'Монопаллеты',
    children: COLUMNS.filter((column) => column.field.startsWith('pallet.')).map((column) => ({ field: column.field })),
  },
];

const day = (date: string) => date.split('-').reverse().join('.');

/** Box and pallet tariffs of WB's warehouses, as synced. */
export function TariffsTab() {
  const { data, loading, error, refetch } = useQuery(TARIFFS, { fetchPolicy: 'cache-and-network' });
  const tariffs = data?.tariffs ?? [];
  const info = data?.tariffsInfo;
  return (
    <>
      <SyncBar datasets={['tariffs']} />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Повторить
            </Button>
          }
        >
          {serverMessage(error) ?? 'Не удалось загрузить тарифы складов.'}
        </Alert>
      )}
      {info?.notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {info.notice}
        </Alert>
      )}
      {loading && !data && <Typography color="text.secondary">Загружаем тарифы…</Typography>}
      {data && tariffs.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" gutterBottom>
            Тарифы появятся после синхронизации с WB…
          </Typography>
          <Typography color="text.secondary">
            Нужен токен WB с доступом к разделу «Тарифы». Добавьте его в настройках и нажмите «Обновить».
          </Typography>
        </Paper>
      )}
      {tariffs.length > 0 && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {info?.tariffDate && `Тарифы на ${day(info.tariffDate)}. `}
              Рубли за единицу товара; коэффициент склада уже учтён в ставках.
            </Typography>
            <Button
              startIcon={<FileDownloadIcon />}
              onClick={() =>
                void exportTariffs(tariffs, info?.tariffDate ? day(info.tariffDate) : null).catch(() =>
                  toast.error('Не удалось выгрузить таблицу в Excel'),
                )
              }
            >
              Экспорт в Excel
            </Button>
          </Stack>
          <Box sx={{ height: 'calc(100vh - 340px)', minHeight: 400 }}>
            <DataGrid
              rows={tariffs}
              columns={COLUMNS}
              columnGroupingModel={GROUPS}
              getRowId={(row) => row.warehouseName}
              density="compact"
              disableRowSelectionOnClick
              initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
              pageSizeOptions={[25, 50, 100]}
              sx={{ bgcolor: 'background.paper' }}
            />
          </Box>
        </>
      )}
    </>
  );
}
