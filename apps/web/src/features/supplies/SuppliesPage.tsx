import { useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { toast } from '../../shared/toast/toast.ts';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { DateField } from '../../shared/date-field/DateField.tsx';
import { dayParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { FileImportDialog } from '../../shared/file-import/FileImportDialog.tsx';
import { addDays, moscowToday } from '../../shared/moscow-time.ts';
import { paths } from '../../shared/paths.ts';
import { useServerGrid } from '../../shared/server-grid/index.ts';
import { forgetUnitCosts } from '../../shared/unit-costs/forget-unit-costs.ts';
import { uploadFile } from '../../shared/upload-file.ts';
import { CostDialog } from './CostDialog.tsx';
import { useSetUnitsCost } from './use-set-units-cost.ts';
import {
  IMPORT_UNSAVED_SHK,
  SUPPLIES_EXPORT,
  SUPPLIES_PAGE,
  UNSAVED_UNITS_FILE,
  type SupplyRow,
} from './supplies.graphql.ts';

/** A Moscow day counted from today's. */
const day = (offset: number) => addDays(moscowToday(), offset);
const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

const COLUMNS: ColumnSpec<SupplyRow>[] = [
  { field: 'supplyDate', header: 'Дата поставки', kind: 'date', width: 130, value: (row) => row.supplyDate },
  {
    field: 'type',
    header: 'Тип',
    kind: 'status',
    width: 90,
    value: (row) => row.type,
    statuses: { FBS: { label: 'FBS', color: 'info' }, FBO: { label: 'FBO', color: 'primary' } },
  },
  { field: 'supplyId', header: 'Поставка', kind: 'text', width: 150, value: (row) => row.supplyId },
  { field: 'shk_id', header: 'ШК', kind: 'text', width: 150, value: (row) => row.shk_id },
  { field: 'nmID', header: 'Артикул WB', kind: 'text', width: 120, value: (row) => String(row.nmID) },
  { field: 'article', header: 'Артикул продавца', kind: 'text', flex: 1, minWidth: 150, value: (row) => row.article },
  { field: 'firstPrice', header: 'Себестоимость', kind: 'money', width: 140, value: (row) => row.firstPrice },
  {
    field: 'costSource',
    header: 'Откуда себестоимость',
    kind: 'text',
    flex: 1,
    minWidth: 200,
    value: (row) =>
      row.costSource === 'FILE'
        ? `Файл «${row.fileName ?? ''}», строка ${row.fileRow ?? '—'}`
        : row.costSource === 'MANUAL'
          ? (row.fileName ?? 'Вручную')
          : 'Карточка на дату поставки',
    grid: { sortable: false },
  },
];

/** The period in the address; without it, the last 90 days. */
const PERIOD = { dateFrom: dayParam(() => day(-90)), dateTo: dayParam(() => day(0)) };

/** The unit ledger by period: every shipped unit with its cost price and where that came from. */
export default function SuppliesPage() {
  const client = useApolloClient();
  const [{ dateFrom, dateTo }, setPeriod] = useUrlState(PERIOD);
  const [importing, setImporting] = useState(false);
  const [costing, setCosting] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const { setUnitsCost } = useSetUnitsCost();
  const grid = useServerGrid(SUPPLIES_PAGE, {
    page: (data) => data.suppliesPage,
    variables: { dateFrom, dateTo },
    initialSort: [{ field: 'supplyDate', sort: 'desc' }],
    dateFields: ['supplyDate'],
  });
  const columns = useMemo(() => gridColumns(COLUMNS), []);
  const selected = [...selection.ids].map(String);
  // Without chosen rows the cost goes to every unit the list shows: the period, the table's filters and search.
  const saveCost = async (cost: string) => {
    const chosen = selected.length ? { shkIds: selected } : {};
    if (!(await setUnitsCost({ dateFrom, dateTo, query: grid.query, cost, ...chosen }))) return;
    setCosting(false);
    setSelection(noSelection);
  };
  const exportAll = async () => {
    try {
      const answer = await client.query({
        query: SUPPLIES_EXPORT,
        variables: { dateFrom, dateTo },
        fetchPolicy: 'network-only',
      });
      await exportTable(
        xlsxFileName('Отгрузки', { dateFrom, dateTo }),
        'Отгрузки',
        COLUMNS,
        answer.data?.supplies ?? [],
      );
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить отгрузки'));
    }
  };
  return (
    <DataScreen
      title="Отгрузки"
      sync={['fbs', 'fbw']}
      actions={
        <Stack direction="row" spacing={1}>
          <Button startIcon={<FileDownloadIcon />} onClick={() => void exportAll()}>
            Выгрузить в Excel
          </Button>
          <Button onClick={() => setCosting(true)} disabled={grid.totalCount === 0}>
            {selected.length ? `Задать себестоимость (${selected.length})` : 'Задать себестоимость всем'}
          </Button>
          <Button component={RouterLink} to={paths.unsavedUnits}>
            Не в учёте
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Загрузить несохранённые ШК
          </Button>
        </Stack>
      }
      toolbar={
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <DateField
            label="С"
            size="small"
            value={dateFrom}
            onChange={(day) => day && setPeriod({ dateFrom: day }, { push: true })}
          />
          <DateField
            label="По"
            size="small"
            value={dateTo}
            onChange={(day) => day && setPeriod({ dateTo: day }, { push: true })}
          />
        </Stack>
      }
      loading={grid.loading}
      error={grid.error}
      hasData={grid.hasData}
      isEmpty={grid.totalCount === 0 && !grid.query.search && !grid.query.filters?.length}
      onRetry={() => void grid.refetch()}
      failed="Не удалось загрузить отгрузки"
      empty={
        <EmptyState
          title="За период нет отгруженных единиц в учёте"
          hint="Единицы FBS попадают сюда после синхронизации поставок, FBO — после загрузки файла поставки на странице FBO."
        />
      }
    >
      <ScreenGrid<SupplyRow>
        columns={columns}
        {...grid.gridProps}
        getRowId={(row) => row.shk_id}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        showToolbar
      />
      {costing && (
        <CostDialog
          count={selected.length || grid.totalCount}
          hint={
            selected.length
              ? 'Выбранные единицы получат эту себестоимость.'
              : 'Все единицы списка (период, фильтры и поиск таблицы) получат эту себестоимость.'
          }
          onSave={saveCost}
          onClose={() => setCosting(false)}
        />
      )}
      {importing && (
        <FileImportDialog
          title="Загрузка несохранённых ШК"
          intro="Шаблон заполнен единицами, которых нет в учёте (из отчётов о реализации и сборочных заданий FBS): проверьте себестоимость и загрузите файл. Список этих единиц — в разделе «Не в учёте»."
          fileLabel="Файл несохранённых ШК"
          template={async () =>
            (await client.query({ query: UNSAVED_UNITS_FILE, fetchPolicy: 'network-only' })).data?.unsavedUnitsTemplate
          }
          send={async (file, onProgress) => {
            const answer = await uploadFile(IMPORT_UNSAVED_SHK, file, onProgress);
            return { ...answer, data: answer.data?.importUnsavedShk };
          }}
          // The answer only counts the rows it saved: what shows them is read again.
          onImported={() => forgetUnitCosts(client.cache)}
          onClose={() => setImporting(false)}
        />
      )}
    </DataScreen>
  );
}
