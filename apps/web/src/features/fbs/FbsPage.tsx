import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { FbsImportDialog } from './FbsImportDialog.tsx';
import { SUPPLY_COLUMNS } from './fbs-columns.tsx';
import { MP_SUPPLIES } from './fbs.graphql.ts';

/** FBS supplies, a page at a time from the server, each with how many of its units are in the ledger. */
export default function FbsPage() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [importing, setImporting] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(MP_SUPPLIES, {
    variables: { page: pagination.page, pageSize: pagination.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.mpSupplies;
  const columns = useMemo(() => gridColumns(SUPPLY_COLUMNS), []);
  return (
    <DataScreen
      title="FBS"
      sync={['fbs']}
      actions={
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          Загрузить поставку из файла
        </Button>
      }
      loading={loading}
      error={error}
      hasData={Boolean(shown)}
      isEmpty={shown?.totalCount === 0}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить поставки FBS"
      empty={
        <EmptyState
          title="Поставок FBS пока нет"
          hint="Они появятся после синхронизации с WB: токен должен давать доступ к категории «Маркетплейс»."
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Единицы поставки попадают в учёт сами, по себестоимости карточки на день поставки; файл с себестоимостью по
        стикерам её заменяет.
      </Typography>
      <ScreenGrid
        columns={columns}
        rows={shown?.data ?? []}
        rowCount={shown?.totalCount ?? 0}
        loading={loading}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        disableColumnFilter
        disableColumnSorting
      />
      {importing && <FbsImportDialog onClose={() => setImporting(false)} />}
    </DataScreen>
  );
}
