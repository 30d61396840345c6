import { useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../shared/toast/toast.ts';
import { CostDialog } from './CostDialog.tsx';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { FileImportDialog } from '../../shared/file-import/FileImportDialog.tsx';
import { paths } from '../../shared/paths.ts';
import { PeriodFields } from '../../shared/PeriodFields.tsx';
import { countOf } from '../../shared/plural.ts';
import { saveBase64File } from '../../shared/save-file.ts';
import { sizeLabel } from '../../shared/size-name.ts';
import { useServerGrid } from '../../shared/server-grid/index.ts';
import { forgetUnitCosts } from '../../shared/unit-costs/forget-unit-costs.ts';
import { uploadFile } from '../../shared/upload-file.ts';
import { optionalDayParam, optionalTextParam, urlParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { useSetUnsavedUnitsCost } from './use-set-unsaved-units-cost.ts';
import { IMPORT_UNSAVED_SHK, UNSAVED_UNITS, UNSAVED_UNITS_FILE, type UnsavedUnit } from './supplies.graphql.ts';

const COLUMNS: ColumnSpec<UnsavedUnit>[] = [
  { field: 'shk_id', header: 'ШК', kind: 'text', width: 150, value: (row) => row.shk_id },
  {
    field: 'type',
    header: 'Тип',
    kind: 'status',
    width: 80,
    value: (row) => row.type,
    statuses: { FBS: { label: 'FBS', color: 'info' }, FBO: { label: 'FBO', color: 'primary' } },
  },
  {
    field: 'nmId',
    header: 'Артикул WB',
    kind: 'text',
    width: 110,
    value: (row) => (row.nmId == null ? null : String(row.nmId)),
  },
  { field: 'article', header: 'Артикул продавца', kind: 'text', width: 150, value: (row) => row.article },
  {
    field: 'title',
    header: 'Наименование',
    kind: 'text',
    flex: 1,
    minWidth: 160,
    value: (row) => row.title,
    grid: { sortable: false },
  },
  {
    field: 'size',
    header: 'Размер',
    kind: 'text',
    width: 110,
    value: (row) => (row.size === null ? null : sizeLabel(row.size)),
    grid: { sortable: false },
  },
  { field: 'supplyId', header: 'Поставка', kind: 'text', width: 150, value: (row) => row.supplyId },
  { field: 'supplyDate', header: 'Дата поставки', kind: 'date', width: 120, value: (row) => row.supplyDate },
  {
    field: 'source',
    header: 'Откуда',
    kind: 'text',
    flex: 1,
    minWidth: 220,
    value: (row) => row.sourceText,
  },
  {
    field: 'firstPrice',
    header: 'Себестоимость карточки',
    kind: 'money',
    width: 150,
    value: (row) => row.firstPrice,
    grid: { sortable: false },
  },
];

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

interface UnsavedFilter {
  nmId: number | null;
  supplyId: string | null;
  soldFrom: string | null;
  soldTo: string | null;
}

/** The list's filter as the address holds it: a card, a supply or income, the days of sale in the reports. */
const FILTER: UrlSchema<UnsavedFilter> = {
  nmId: urlParam<number | null>(
    null,
    (raw) => (/^\d{1,12}$/.test(raw) ? Number(raw) : null),
    (value) => (value === null ? '' : String(value)),
  ),
  supplyId: optionalTextParam(),
  soldFrom: optionalDayParam(),
  soldTo: optionalDayParam(),
};

/**
 * The units sold (realization reports) or shipped (FBS orders) that are not in the ledger: where each was
 * found, the file to fill with them and load back, and one cost for many without a file.
 */
export default function UnsavedUnitsPage() {
  const client = useApolloClient();
  // Typing in a filter field replaces the address rather than adding a step per letter.
  const [filter, change] = useUrlState(FILTER);
  const [importing, setImporting] = useState(false);
  const [costing, setCosting] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const { setUnsavedUnitsCost } = useSetUnsavedUnitsCost();
  const grid = useServerGrid(UNSAVED_UNITS, {
    page: (data) => data.unsavedUnits,
    variables: filter,
    dateFields: ['supplyDate', 'soldOn'],
  });
  const columns = useMemo(() => gridColumns(COLUMNS), []);
  const fromReports = grid.data?.unsavedUnits.fromReports ?? grid.previousData?.unsavedUnits.fromReports ?? 0;
  const selected = [...selection.ids].map(String);

  const download = async () => {
    try {
      const answer = await client.query({ query: UNSAVED_UNITS_FILE, variables: filter, fetchPolicy: 'network-only' });
      if (answer.data) saveBase64File(answer.data.unsavedUnitsTemplate);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось скачать файл'));
    }
  };

  const saveCost = async (cost: string) => {
    if (!(await setUnsavedUnitsCost({ cost, ...(selected.length ? { shkIds: selected } : filter) }))) return;
    setCosting(false);
    setSelection(noSelection);
  };

  const filtered = Boolean(filter.nmId || filter.supplyId || filter.soldFrom || filter.soldTo);
  const tableFiltered = Boolean(grid.query.search || grid.query.filters?.length);
  // The dialogs stay outside the screen's body: once the file empties the list, the body gives way to the
  // empty state, and the dialog with the file's answer must stay open.
  return (
    <>
      <DataScreen
        title="Не в учёте ШК"
        sync={['finance', 'fbs', 'fbw']}
        actions={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<FileDownloadIcon />} onClick={() => void download()} disabled={grid.totalCount === 0}>
              Скачать файл для заполнения
            </Button>
            <Button
              onClick={() => setCosting(true)}
              // «всем» means every unit of the address's filter: the table's own search and filters are not in it.
              disabled={grid.totalCount === 0 || (!selected.length && tableFiltered)}
              title={!selected.length && tableFiltered ? 'Выберите строки или снимите фильтры таблицы' : undefined}
            >
              {selected.length ? `Задать себестоимость (${selected.length})` : 'Задать себестоимость всем'}
            </Button>
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              Загрузить файл
            </Button>
          </Stack>
        }
        toolbar={
          <Stack spacing={1} sx={{ mb: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={paths.supplies}>
                ← Единицы в учёте
              </Link>
              <TextField
                size="small"
                label="Артикул WB"
                value={filter.nmId ?? ''}
                onChange={(event) => change({ nmId: Number(event.target.value.replace(/\D/g, '')) || null })}
              />
              <TextField
                size="small"
                label="Поставка FBS или FBO"
                value={filter.supplyId ?? ''}
                onChange={(event) => change({ supplyId: event.target.value.trim() || null })}
              />
              <PeriodFields
                period={{ dateFrom: filter.soldFrom ?? '', dateTo: filter.soldTo ?? '' }}
                onChange={(period) => change({ soldFrom: period.dateFrom || null, soldTo: period.dateTo || null })}
              />
              {filtered && (
                <Button onClick={() => change({ nmId: null, supplyId: null, soldFrom: null, soldTo: null })}>
                  Сбросить
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {countOf(grid.totalCount, ['единица', 'единицы', 'единиц'])} не в учёте: из отчётов о реализации —{' '}
              {fromReports}, из сборочных заданий FBS — {grid.totalCount - fromReports}.
              {filter.soldFrom || filter.soldTo ? ' С периодом продаж показаны только единицы из отчётов.' : ''}{' '}
              Скачайте файл, проверьте себестоимость и загрузите его: единицы войдут в учёт.
            </Typography>
          </Stack>
        }
        loading={grid.loading}
        error={grid.error}
        hasData={grid.hasData}
        isEmpty={grid.totalCount === 0 && !grid.query.search && !grid.query.filters?.length}
        onRetry={() => void grid.refetch()}
        failed="Не удалось загрузить единицы не в учёте"
        empty={
          <EmptyState
            title={filtered ? 'С этим отбором все единицы в учёте' : 'Все проданные и отгруженные единицы в учёте'}
            hint="Здесь появляются единицы из отчётов о реализации и сборочных заданий FBS, которых нет в учёте ШК."
          />
        }
      >
        {grid.totalCount > 0 && !grid.loading && fromReports === 0 && filter.soldFrom && (
          <Alert severity="info" sx={{ mb: 1 }}>
            За период в отчётах нет единиц не в учёте.
          </Alert>
        )}
        <ScreenGrid<UnsavedUnit>
          columns={columns}
          {...grid.gridProps}
          getRowId={(row) => row.shk_id}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
        />
      </DataScreen>
      {costing && (
        <CostDialog
          count={selected.length || grid.totalCount}
          hint="Единицы войдут в учёт с этой себестоимостью."
          onSave={saveCost}
          onClose={() => setCosting(false)}
        />
      )}
      {importing && (
        <FileImportDialog
          title="Загрузка несохранённых ШК"
          intro="Файл для заполнения уже содержит единицы из списка с товаром, поставкой, датой и себестоимостью карточки: измените себестоимость, где она другая, и загрузите файл."
          fileLabel="Файл несохранённых ШК"
          template={async () =>
            (await client.query({ query: UNSAVED_UNITS_FILE, variables: filter, fetchPolicy: 'network-only' })).data
              ?.unsavedUnitsTemplate
          }
          send={async (file, onProgress) => {
            const answer = await uploadFile(IMPORT_UNSAVED_SHK, file, onProgress);
            return { ...answer, data: answer.data?.importUnsavedShk };
          }}
          onImported={() => forgetUnitCosts(client.cache)}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
