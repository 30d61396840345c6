import { useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { toast } from '../../shared/toast/toast.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { DateField } from '../../shared/date-field/DateField.tsx';
import { dayParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { allPages, useServerGrid } from '../../shared/server-grid/index.ts';
import { FbsImportDialog } from './FbsImportDialog.tsx';
import { SUPPLY_COLUMNS } from './fbs-columns.tsx';
import { MP_SUPPLIES_PAGE, type MpSupply } from './fbs.graphql.ts';

/** The days the supplies were created between, in the address; none: every supply. */
const CREATED = { createdFrom: dayParam(''), createdTo: dayParam('') };

/**
 * FBS supplies, a page at a time from the server, sorted and filtered there, each with how many of
 * its units are in the ledger.
 */
export default function FbsPage() {
  const client = useApolloClient();
  const [{ createdFrom, createdTo }, setCreated] = useUrlState(CREATED);
  const [importing, setImporting] = useState(false);
  const period = { createdFrom: createdFrom || null, createdTo: createdTo || null };
  const grid = useServerGrid(MP_SUPPLIES_PAGE, { page: (data) => data.mpSuppliesPage, variables: period });
  const columns = useMemo(() => gridColumns(SUPPLY_COLUMNS), []);
  const filtered = Boolean(grid.query.search || grid.query.filters?.length || createdFrom || createdTo);

  // Every supply the list shows, in its order and with its filters, not only the page on screen.
  const exportAll = async () => {
    try {
      const rows = await allPages<MpSupply>(async (page, pageSize) => {
        const answer = await client.query({
          query: MP_SUPPLIES_PAGE,
          variables: { ...period, query: { ...grid.query, page, pageSize } },
          fetchPolicy: 'network-only',
        });
        return answer.data?.mpSuppliesPage;
      });
      const created = createdFrom && createdTo ? { dateFrom: createdFrom, dateTo: createdTo } : null;
      await exportTable(xlsxFileName('Поставки FBS', created), 'Поставки FBS', SUPPLY_COLUMNS, rows);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить поставки FBS'));
    }
  };

  return (
    <DataScreen
      title="FBS"
      sync={['fbs']}
      actions={
        <Stack direction="row" spacing={1}>
          <Button startIcon={<FileDownloadIcon />} onClick={() => void exportAll()}>
            Выгрузить в Excel
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Загрузить поставку из файла
          </Button>
        </Stack>
      }
      toolbar={
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <DateField
            label="Созданы с"
            size="small"
            value={createdFrom}
            onChange={(day) => setCreated({ createdFrom: day }, { push: day !== '' })}
          />
          <DateField
            label="по"
            size="small"
            value={createdTo}
            onChange={(day) => setCreated({ createdTo: day }, { push: day !== '' })}
          />
        </Stack>
      }
      loading={grid.loading}
      error={grid.error}
      hasData={grid.hasData}
      isEmpty={grid.totalCount === 0 && !filtered}
      onRetry={() => void grid.refetch()}
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
      <ScreenGrid<MpSupply> columns={columns} {...grid.gridProps} showToolbar />
      {importing && <FbsImportDialog onClose={() => setImporting(false)} />}
    </DataScreen>
  );
}
