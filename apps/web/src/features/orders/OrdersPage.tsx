import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../shared/toast/toast.ts';
import type { SyncDataset } from '../../gql/graphql.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { DateField } from '../../shared/date-field/DateField.tsx';
import { errorCode, userMessage } from '../../shared/errors.ts';
import { formatRub } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import { countOf } from '../../shared/plural.ts';
import { useServerGrid, type ListQuery } from '../../shared/server-grid/index.ts';
import { GRID_KEYS } from '../../shared/url-state/grid-url-state.ts';
import { oneOfParam, type UrlSchema } from '../../shared/url-state/url-params.ts';
import { useUrlPeriod } from '../../shared/url-state/use-url-period.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import {
  ORDERS_PAGE,
  SALES_PAGE,
  STATISTICS_BY_DAY,
  type OrderRow,
  type SaleRow,
  type StatisticsDay,
} from './orders.graphql.ts';
import { lastDays, periodProblem, type Period } from '../../shared/period.ts';
import { ORDER_COLUMNS, SALE_COLUMNS } from './statistics-columns.ts';
import { downloadStatistics, type StatisticsKind } from './statistics-export.ts';

// The chart library is large: it loads with the first chart, not with the app.
const StatisticsChart = lazy(() => import('./StatisticsChart.tsx'));

const SYNCED: SyncDataset[] = ['orders', 'sales'];
const ORDER_GRID_COLUMNS = gridColumns(ORDER_COLUMNS);
const SALE_GRID_COLUMNS = gridColumns(SALE_COLUMNS);
const BY_DATE = [{ field: 'date', sort: 'desc' as const }];

/** Exact decimal strings added digit-wise through integer kopecks, for the totals above the chart. */
function sumOf(
  days: StatisticsDay[],
  field: 'ordersSum' | 'cancellationsSum' | 'salesSum' | 'returnsSum' | 'othersSum',
): string {
  const kopecks = days.reduce((sum, day) => {
    const negative = day[field].startsWith('-');
    const [whole = '0', fraction = ''] = day[field].replace('-', '').split('.');
    const amount = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
    return sum + (negative ? -amount : amount);
  }, 0n);
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const countSum = (days: StatisticsDay[], field: 'orders' | 'cancellations' | 'sales' | 'returns' | 'others') =>
  days.reduce((sum, day) => sum + day[field], 0);

function Totals({ days, tab }: { days: StatisticsDay[]; tab: StatisticsKind }) {
  const items =
    tab === 'orders'
      ? [
          ['Заказы', countOf(countSum(days, 'orders'), ['заказ', 'заказа', 'заказов']), sumOf(days, 'ordersSum')],
          [
            'Отмены',
            countOf(countSum(days, 'cancellations'), ['отмена', 'отмены', 'отмен']),
            sumOf(days, 'cancellationsSum'),
          ],
        ]
      : [
          ['Продажи', countOf(countSum(days, 'sales'), ['продажа', 'продажи', 'продаж']), sumOf(days, 'salesSum')],
          [
            'Возвраты',
            countOf(countSum(days, 'returns'), ['возврат', 'возврата', 'возвратов']),
            sumOf(days, 'returnsSum'),
          ],
          // WB's other operations are neither sales nor returns: their own total, by what WB pays for them.
          [
            'Прочие операции WB (к перечислению)',
            countOf(countSum(days, 'others'), ['операция', 'операции', 'операций']),
            sumOf(days, 'othersSum'),
          ],
        ];
  return (
    <Stack direction="row" spacing={4} sx={{ mb: 1 }} data-testid="statistics-totals">
      {items.map(([title, count, sum]) => (
        <Box key={title}>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h6">
            {count} · {formatRub(sum)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

const noToken = (
  <EmptyState
    title="Нет токена WB с категорией «Статистика»"
    hint={
      <>
        Добавьте его в <RouterLink to={paths.settings}>настройках компании</RouterLink>: заказы и продажи загружаются с
        ним.
      </>
    }
  />
);

interface GridState {
  loading: boolean;
  error?: unknown;
  hasData: boolean;
  totalCount: number;
  query: ListQuery;
  refetch(): unknown;
}

/** The frame of a tab's grid: its states, and the export of the whole filtered period. */
function StatisticsFrame({
  tab,
  period,
  grid,
  children,
}: {
  tab: StatisticsKind;
  period: Period;
  grid: GridState;
  children: ReactNode;
}) {
  const [exporting, setExporting] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadStatistics(tab, period, grid.query);
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось выгрузить файл'));
    } finally {
      setExporting(false);
    }
  };

  if (errorCode(grid.error) === 'WB_TOKEN_MISSING') return noToken;
  return (
    <DataScreen
      loading={grid.loading}
      error={grid.error}
      hasData={grid.hasData}
      isEmpty={grid.totalCount === 0 && !grid.query.search && !grid.query.filters?.length}
      onRetry={() => void grid.refetch()}
      failed={tab === 'orders' ? 'Не удалось загрузить заказы' : 'Не удалось загрузить продажи'}
      firstLoad="inline"
      empty={
        <EmptyState
          title={tab === 'orders' ? 'За этот период заказов нет' : 'За этот период продаж нет'}
          hint="Выберите другой период или дождитесь синхронизации с WB."
        />
      }
      toolbar={
        <Stack direction="row" sx={{ mb: 1, justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={() => void exportFile()}
            disabled={exporting || grid.totalCount === 0}
          >
            Экспорт в Excel
          </Button>
        </Stack>
      }
    >
      {children}
    </DataScreen>
  );
}

function OrdersTab({ period }: { period: Period }) {
  const grid = useServerGrid(ORDERS_PAGE, {
    page: (data) => data.ordersPage,
    variables: { period },
    initialSort: BY_DATE,
  });
  return (
    <StatisticsFrame tab="orders" period={period} grid={grid}>
      <ScreenGrid<OrderRow> {...grid.gridProps} columns={ORDER_GRID_COLUMNS} getRowId={(row) => row.srid} showToolbar />
    </StatisticsFrame>
  );
}

function SalesTab({ period }: { period: Period }) {
  const grid = useServerGrid(SALES_PAGE, {
    page: (data) => data.salesPage,
    variables: { period },
    initialSort: BY_DATE,
  });
  return (
    <StatisticsFrame tab="sales" period={period} grid={grid}>
      <ScreenGrid<SaleRow> {...grid.gridProps} columns={SALE_GRID_COLUMNS} getRowId={(row) => row.saleID} showToolbar />
    </StatisticsFrame>
  );
}

function Chart({ tab, period }: { tab: StatisticsKind; period: Period }) {
  const chart = useQuery(STATISTICS_BY_DAY, { variables: { period }, fetchPolicy: 'cache-and-network' });
  const days = (chart.data ?? chart.previousData)?.statisticsByDay;
  // A year's chart takes hundreds of milliseconds to draw: in the background, so the grid and the pager answer first.
  const drawnDays = useDeferredValue(days);
  if (errorCode(chart.error) === 'WB_TOKEN_MISSING') return null;
  if (chart.error && !days)
    return <Alert severity="error">{userMessage(chart.error, 'Не удалось загрузить график')}</Alert>;
  if (!days) return <LinearProgress aria-label="Загрузка графика" />;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="statistics-chart">
      <Totals days={days} tab={tab} />
      <Suspense fallback={<LinearProgress aria-label="Загрузка графика" />}>
        {drawnDays ? <StatisticsChart days={drawnDays} tab={tab} /> : <LinearProgress aria-label="Загрузка графика" />}
      </Suspense>
    </Paper>
  );
}

/** The server's limit of a statistics period (docs/decisions.md): a longer one is refused. */
const MAX_PERIOD_DAYS = 366;

/** The tab and the period in the address; without them, the orders of the last seven days. */
const TAB_STATE: UrlSchema<{ tab: StatisticsKind }> = { tab: oneOfParam(['orders', 'sales'], 'orders') };
const lastWeek = () => lastDays(7);
const ordersProblem = (period: Period) => periodProblem(period, MAX_PERIOD_DAYS);

/** /orders: orders and sales of a period from WB's statistics, by day and row by row. */
export default function OrdersPage() {
  const [{ tab }, setTab] = useUrlState(TAB_STATE);
  const { applied: period, typed, problem, change: changePeriod } = useUrlPeriod(lastWeek, ordersProblem);
  const change = (field: keyof Period, value: string) => changePeriod({ ...typed, [field]: value });

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Заказы
        </Typography>
        <DateField
          size="small"
          label="С"
          value={typed.dateFrom}
          onChange={(day) => change('dateFrom', day)}
          error={Boolean(problem)}
        />
        <DateField
          size="small"
          label="По"
          value={typed.dateTo}
          onChange={(day) => change('dateTo', day)}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          sx={{ '& .MuiFormHelperText-root': { position: 'absolute', top: '100%' } }}
        />
      </Stack>
      <DataScreen
        sync={SYNCED}
        loading={false}
        hasData
        isEmpty={false}
        onRetry={() => undefined}
        failed="Не удалось загрузить заказы"
        empty={null}
      >
        <Tabs
          value={tab}
          onChange={(_event, value: StatisticsKind) => setTab({ tab: value }, { push: true, clear: GRID_KEYS })}
          sx={{ mb: 2 }}
        >
          <Tab value="orders" label="Заказы" />
          <Tab value="sales" label="Продажи" />
        </Tabs>
        <Chart tab={tab} period={period} />
        {tab === 'orders' ? <OrdersTab period={period} /> : <SalesTab period={period} />}
      </DataScreen>
    </>
  );
}
