import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { SyncDataset } from '../../../gql/graphql.ts';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../../shared/data-screen/index.ts';
import { DateField } from '../../../shared/date-field/DateField.tsx';
import { userMessage } from '../../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../../shared/export-xlsx.ts';
import { formatRub } from '../../../shared/money-format.ts';
import { formatDay } from '../../../shared/moscow-time.ts';
import { lastDays, periodProblem, type Period } from '../../../shared/period.ts';
import { countOf } from '../../../shared/plural.ts';
import { allPages, useServerGrid, type ListQuery } from '../../../shared/server-grid/index.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { useUrlPeriod } from '../../../shared/url-state/use-url-period.ts';
import { PAID_STORAGE_COLUMNS } from '../paid-storage-columns.ts';
import { PAID_STORAGE_LINES, type PaidStorageLine } from '../paid-storage.graphql.ts';

const SYNCED: SyncDataset[] = ['paidStorage'];
const GRID_COLUMNS = gridColumns(PAID_STORAGE_COLUMNS);
const BY_CHARGE = [{ field: 'charged', sort: 'desc' as const }];
/** The server's limit of a period (a year of daily rows). */
const MAX_PERIOD_DAYS = 366;

const lastMonth = () => lastDays(30);
const storageProblem = (period: Period) => periodProblem(period, MAX_PERIOD_DAYS);

/** Every line the grid's filter keeps, page by page, with the totals the server counts over them. */
function useExport(period: Period, query: ListQuery) {
  const client = useApolloClient();
  return async () => {
    // The server counts the totals over every line the filter keeps: each page carries them.
    const totals = { charged: '0.00', unitDays: 0 };
    const lines = await allPages<PaidStorageLine>(async (page, pageSize) => {
      const { data } = await client.query({
        query: PAID_STORAGE_LINES,
        variables: { period, query: { ...query, page, pageSize } },
        fetchPolicy: 'network-only',
      });
      const answer = data?.paidStorageLines;
      if (answer) Object.assign(totals, { charged: answer.charged, unitDays: answer.unitDays });
      return answer;
    });
    // The totals line leaves the card's and the day's cells empty.
    const total = {
      nmId: null,
      vendorCode: `Итого: ${lines.length}`,
      subject: null,
      warehouseName: '',
      days: null,
      unitDays: totals.unitDays,
      charged: totals.charged,
    } as unknown as PaidStorageLine;
    await exportTable(xlsxFileName('Платное хранение', period), 'Хранение', PAID_STORAGE_COLUMNS, lines, total);
  };
}

/**
 * /unit, «Отчёт о хранении»: WB's paid storage report of a period by card and warehouse, the measured
 * cost that storage per unit on «Прибыль на единицу» comes from.
 */
export function StorageTab() {
  const { applied: period, typed, problem, change } = useUrlPeriod(lastMonth, storageProblem);
  const grid = useServerGrid(PAID_STORAGE_LINES, {
    page: (data) => data.paidStorageLines,
    variables: { period },
    initialSort: BY_CHARGE,
  });
  const page = (grid.data ?? grid.previousData)?.paidStorageLines;
  const exportLines = useExport(period, grid.query);
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      await exportLines();
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось выгрузить файл'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <DateField
          size="small"
          label="С"
          value={typed.dateFrom}
          onChange={(day) => change({ ...typed, dateFrom: day })}
          error={Boolean(problem)}
        />
        <DateField
          size="small"
          label="По"
          value={typed.dateTo}
          onChange={(day) => change({ ...typed, dateTo: day })}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportFile()}
          disabled={exporting || grid.totalCount === 0}
        >
          Экспорт в Excel
        </Button>
      </Stack>
      <DataScreen
        sync={SYNCED}
        loading={grid.loading}
        error={grid.error}
        hasData={grid.hasData}
        isEmpty={grid.totalCount === 0 && !grid.query.search && !grid.query.filters?.length}
        onRetry={() => void grid.refetch()}
        failed="Не удалось загрузить отчёт о платном хранении"
        firstLoad="inline"
        empty={
          <EmptyState
            title="За этот период WB не начислял хранение"
            hint={
              page?.reportFrom
                ? `Отчёт о платном хранении загружен за ${formatDay(page.reportFrom)}–${formatDay(page.reportTo!)}.`
                : 'Отчёт о платном хранении ещё не загружен: он приходит с токеном категории «Аналитика».'
            }
          />
        }
      >
        {page && (
          <Stack direction="row" spacing={4} sx={{ mb: 1 }} data-testid="storage-totals">
            <Box>
              <Typography variant="body2" color="text.secondary">
                Хранение за период
              </Typography>
              <Typography variant="h6">{formatRub(page.charged)}</Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Строк (товар × склад)
              </Typography>
              <Typography variant="h6">{countOf(page.totalCount, ['строка', 'строки', 'строк'])}</Typography>
            </Box>
            {page.reportFrom && (
              <Box>
                <Typography variant="body2" color="text.secondary">
                  Отчёт WB загружен
                </Typography>
                <Typography variant="h6">
                  {formatDay(page.reportFrom)}–{formatDay(page.reportTo!)}
                </Typography>
              </Box>
            )}
          </Stack>
        )}
        <ScreenGrid<PaidStorageLine>
          {...grid.gridProps}
          columns={GRID_COLUMNS}
          getRowId={(line) => `${line.nmId}:${line.warehouseName}`}
          showToolbar
        />
      </DataScreen>
    </>
  );
}
