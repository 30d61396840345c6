import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { serverMessage } from '../../../shared/errors.ts';
import { formatDecimal } from '../../../shared/money-format.ts';
import { SyncBar } from '../../../shared/sync-bar/index.ts';
import { TARIFFS, type Tariff, type TariffsData } from '../unit.graphql.ts';

type Part = 'box' | 'pallet';

const rub = (part: Part, field: string, headerName: string): GridColDef<Tariff> => ({
  field: `${part}.${field}`,
  headerName,
  width: 110,
  sortable: false,
  valueGetter: (_value, row) => (row[part] as Record<string, string | null> | null)?.[field] ?? null,
  renderCell: ({ value }) => (value == null ? '—' : `${formatDecimal(String(value))} ₽`),
});

const coef = (part: Part, field: string, headerName: string): GridColDef<Tariff> => ({
  ...rub(part, field, headerName),
  width: 100,
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
  const { data, loading, error, refetch } = useQuery<TariffsData>(TARIFFS, { fetchPolicy: 'cache-and-network' });
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
          {info?.tariffDate && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Тарифы на {day(info.tariffDate)}. Рубли за единицу товара; коэффициент склада уже учтён в ставках.
            </Typography>
          )}
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
