import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../shared/toast/toast.ts';
import { DataScreen, EmptyState, LoadFailed } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { FilterBar } from '../../shared/paged-table/FilterBar.tsx';
import { PagedTable } from '../../shared/paged-table/PagedTable.tsx';
import { useServerGrid } from '../../shared/server-grid/index.ts';
import type { ReportType, SyncDataset } from '../../gql/graphql.ts';
import { CombinedView } from './components/CombinedView.tsx';
import { StatCards } from './components/StatCards.tsx';
import { UnitTotals } from './components/UnitTotals.tsx';
import { UnitReportRows } from './components/UnitReportRows.tsx';
import { WeeksTable } from './components/WeeksTable.tsx';
import { unitColumns, unitFilters } from './report-columns.tsx';
import { lastReportedPeriod, reportPeriodProblem } from '../../shared/report-period.ts';
import { oneOfParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlPeriod } from '../../shared/url-state/use-url-period.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { REPORT_SUMMARY, REPORT_UNITS_PAGE, REPORT_WEEKS, type ReportUnit, type UnitLine } from './reports.graphql.ts';
import { PeriodFields } from '../../shared/PeriodFields.tsx';
import { paths } from '../../shared/paths.ts';

const SYNCED: SyncDataset[] = ['finance'];

/** The screen's tabs: both reports together first, then each report alone; kept in the address (`?tab=`). */
type ReportTab = 'both' | 'main' | 'buyout';
const TAB_TYPE: Record<ReportTab, ReportType> = { both: 'MAIN', main: 'MAIN', buyout: 'BUYOUT' };
const TAB_STATE: UrlSchema<{ tab: ReportTab }> = { tab: oneOfParam(['both', 'main', 'buyout'], 'both') };

export default function ReportsPage() {
  const { typed: period, problem, change: setPeriod } = useUrlPeriod(lastReportedPeriod, reportPeriodProblem);
  const [{ tab }, setTabState] = useUrlState(TAB_STATE);
  const type = TAB_TYPE[tab];
  const [exporting, setExporting] = useState(false);
  const client = useApolloClient();
  const variables = useMemo(() => ({ ...period, type }), [period, type]);
  const setTab = (next: ReportTab) => setTabState({ tab: next }, { push: true });

  const summary = useQuery(REPORT_SUMMARY, { variables, skip: problem !== null, fetchPolicy: 'cache-and-network' });
  const weeks = useQuery(REPORT_WEEKS, {
    variables: { ...period, type: 'MAIN' as ReportType },
    skip: problem !== null,
    fetchPolicy: 'cache-and-network',
  });
  const buyoutWeeks = useQuery(REPORT_WEEKS, {
    variables: { ...period, type: 'BUYOUT' as ReportType },
    skip: problem !== null,
    fetchPolicy: 'cache-and-network',
  });
  const units = useServerGrid(REPORT_UNITS_PAGE, {
    page: (data) => data.reportUnitsPage,
    variables,
    dateFields: [],
  });
  const shown = (summary.data ?? summary.previousData)?.reports;
  const mainWeeks = (weeks.data ?? weeks.previousData)?.reportWeeks ?? [];
  const buyoutWeekList = (buyoutWeeks.data ?? buyoutWeeks.previousData)?.reportWeeks ?? [];
  const weekList = tab === 'buyout' ? buyoutWeekList : mainWeeks;
  // A search or filter that matches no unit is not an empty period: the table stays, saying so.
  const filtered = Boolean(units.query.filters?.length || units.query.search);

  const exportUnits = async () => {
    setExporting(true);
    try {
      const { exportReport } = await import('./report-export.ts');
      await exportReport(client, period, tab === 'both' ? 'BOTH' : type);
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось выгрузить отчёт'));
    } finally {
      setExporting(false);
    }
  };

  const toolbar = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodFields period={period} onChange={setPeriod} />
      </Stack>
      <Tabs value={tab} onChange={(_event, value: ReportTab) => setTab(value)} sx={{ mt: 1 }}>
        <Tab value="both" label="Оба отчёта" />
        <Tab value="main" label="Основной отчёт" />
        <Tab value="buyout" label="Отчёт о выкупе" />
      </Tabs>
      {problem && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );

  return (
    <DataScreen
      title="Отчёты о реализации"
      actions={
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportUnits()}
          disabled={exporting || !shown || problem !== null}
        >
          Выгрузить в Excel
        </Button>
      }
      sync={SYNCED}
      toolbar={toolbar}
      loading={summary.loading && !shown}
      error={summary.error}
      hasData={Boolean(shown) || problem !== null}
      isEmpty={
        problem === null &&
        Boolean(shown) &&
        !filtered &&
        units.totalCount === 0 &&
        mainWeeks.length === 0 &&
        buyoutWeekList.length === 0
      }
      onRetry={() => void summary.refetch()}
      failed="Не удалось загрузить отчёты"
      empty={
        <EmptyState
          title="За этот период WB не прислал отчётов"
          hint="Отчёты о реализации WB формирует раз в неделю, по понедельникам. Выберите другой период или дождитесь синхронизации."
        />
      }
    >
      {shown && problem === null && tab === 'both' && (
        <>
          <CombinedView summary={shown} />
          <WeeksTable weeks={mainWeeks} title="Основной отчёт: недели WB" />
          <WeeksTable weeks={buyoutWeekList} title="Отчёт о выкупе: недели WB" testId="report-weeks-buyout" />
        </>
      )}
      {shown && problem === null && tab !== 'both' && (
        <>
          <WeeksTable weeks={weekList} />
          <StatCards summary={shown} />
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            Единицы товара (ШК): нажмите на строку, чтобы увидеть строки отчёта WB
          </Typography>
          {units.items.some((u) => !u.isSaved) && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Выделенных ШК нет в учёте: себестоимость взята из карточки на дату заказа.{' '}
              <Link
                component={RouterLink}
                to={`${paths.unsavedUnits}?soldFrom=${period.dateFrom}&soldTo=${period.dateTo}`}
              >
                Единицы не в учёте за период
              </Link>{' '}
              — там файл для заполнения и себестоимость для многих сразу.
            </Alert>
          )}
          {units.error && (
            <LoadFailed
              error={units.error}
              failed="Не удалось загрузить единицы товара"
              onRetry={() => void units.refetch()}
            />
          )}
          <PagedTable<UnitLine, ReportUnit>
            {...units.gridProps}
            label="Единицы товара (ШК)"
            columns={unitColumns}
            rowKey={(unit) => `${unit.shk_id}-${unit.currency}`}
            detail={(unit) => <UnitReportRows unit={unit} />}
            detailName="строки отчёта WB"
            rowSx={(unit) => (unit.isSaved ? {} : { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.1) })}
            toolbar={
              <FilterBar
                searchLabel="Поиск: артикул, размер, склад"
                fields={unitFilters}
                filterModel={units.gridProps.filterModel}
                onFilterModelChange={units.gridProps.onFilterModelChange}
              />
            }
          />
          {shown.byCurrency.map((figures) => (
            <UnitTotals key={figures.currency} figures={figures} />
          ))}
        </>
      )}
    </DataScreen>
  );
}
