import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Grid,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDate, formatDateTime } from '../../../shared/columns/format.ts';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { LeftOutOfProfit } from '../../../shared/LeftOutOfProfit.tsx';
import { formatRub } from '../../../shared/money-format.ts';
import { paths } from '../../../shared/paths.ts';
import type { HomeCardFieldsFragment, HomeQuery } from '../../../gql/graphql.ts';
import { changeOf } from '../home-change.ts';
import { comparedNote, nothingCompared, rangeOf } from '../home-compared.ts';
import { homeFetchPolicy } from '../main-preload.ts';
import { HOME } from '../main.graphql.ts';

// The chart library is large: it loads with the first chart, not with the app.
const HomeChart = lazy(() => import('./HomeChart.tsx'));

type Home = HomeQuery['home'];
type Period = Home['periods'][number];

const PERIOD_TITLES: Record<Period['name'], string> = { today: 'Сегодня', week: '7 дней', month: '30 дней' };

/** /main of a company: what needs the seller first, then the figures, the chart, the cards and the sync. */
export function HomeDashboard() {
  const [fetchPolicy] = useState(homeFetchPolicy);
  const { data, error, loading, refetch } = useQuery(HOME, { fetchPolicy });
  if (!data) {
    if (error) return <LoadFailed error={error} failed="Не удалось загрузить главную" onRetry={() => void refetch()} />;
    return loading ? <LinearProgress aria-label="Загрузка главной" /> : null;
  }
  const home = data.home;
  return (
    <Stack spacing={3}>
      <Warnings warnings={home.warnings} />
      <Grid container spacing={2}>
        {home.periods.map((period) => (
          <Grid key={period.name} size={{ xs: 12, md: 4 }}>
            <PeriodFigures period={period} reportsCoverTo={home.reportsCoverTo} />
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Заказы, продажи и выручка по дням
        </Typography>
        {home.days.some((day) => day.orders > 0 || day.sales > 0 || day.returns > 0) ? (
          <Suspense fallback={<LinearProgress aria-label="Загрузка графика" />}>
            <HomeChart days={home.days} />
          </Suspense>
        ) : (
          <Typography color="text.secondary">
            За 30 дней заказов и продаж нет: они появятся здесь, как только загрузятся из WB.
          </Typography>
        )}
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CardsTable title="Лучшие по выручке" cards={home.topByRevenue} by="revenue" />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CardsTable title="Худшие по выручке" cards={home.bottomByRevenue} by="revenue" />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CardsTable title="Лучшие по прибыли" cards={home.topByProfit} by="profit" />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CardsTable title="Худшие по прибыли" cards={home.bottomByProfit} by="profit" />
        </Grid>
      </Grid>
      <SyncState sync={home.sync} />
    </Stack>
  );
}

function Warnings({ warnings }: { warnings: Home['warnings'] }) {
  if (warnings.length === 0) {
    return <Alert severity="success">Всё в порядке: ничего не требует вашего внимания.</Alert>;
  }
  return (
    <Stack spacing={1} component="section" aria-label="Требует внимания">
      <Typography variant="h6" component="h2">
        Требует внимания
      </Typography>
      {warnings.map((warning, index) => (
        <Alert
          key={`${warning.kind}-${index}`}
          severity="warning"
          action={
            // The move to a PostgreSQL server is done on the server, as the README (a page of its own) says.
            <Button
              component={RouterLink}
              to={warning.link}
              reloadDocument={warning.kind === 'database_outgrown'}
              color="inherit"
              size="small"
            >
              {warning.kind === 'database_outgrown' ? 'Как перейти' : 'Исправить'}
            </Button>
          }
        >
          {warning.message}
        </Alert>
      ))}
    </Stack>
  );
}

function PeriodFigures({ period, reportsCoverTo }: { period: Period; reportsCoverTo: string | null | undefined }) {
  const { current, before, statisticsDays, profitDays } = period;
  const range = rangeOf(period.dateFrom, period.dateTo);
  const profitNote = reportsCoverTo ? `по отчётам WB до ${formatDate(reportsCoverTo)}` : 'отчётов о реализации ещё нет';
  // Only days the data covers on both sides are compared: a day WB has not sent yet is not a fall to zero.
  const statisticsChange = (now: number | string, then: number | string, lessIsBetter = false) =>
    statisticsDays ? changeOf(now, then, lessIsBetter) : null;
  const statisticsNote = statisticsDays ? comparedNote(period, statisticsDays) : nothingCompared(period.name);
  const profitCompared = profitDays ? comparedNote(period, profitDays) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={PERIOD_TITLES[period.name]}>
      <Typography variant="h6" component="h2">
        {PERIOD_TITLES[period.name]}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {range}
      </Typography>
      <Figure label="Заказы" value={String(current.orders)} change={statisticsChange(current.orders, before.orders)} />
      <Figure label="Продажи" value={String(current.sales)} change={statisticsChange(current.sales, before.sales)} />
      <Figure
        label="Возвраты"
        value={String(current.returns)}
        change={statisticsChange(current.returns, before.returns, true)}
      />
      <Figure
        label="Выручка"
        value={formatRub(current.revenue)}
        change={statisticsChange(current.revenue, before.revenue)}
        note={statisticsNote ?? undefined}
      />
      {current.profit != null ? (
        <>
          <Figure
            label="Прибыль"
            value={formatRub(current.profit)}
            change={profitDays && before.profit != null ? changeOf(current.profit, before.profit) : null}
            note={profitCompared ? `${profitNote}; ${profitCompared}` : profitNote}
          />
          <LeftOutOfProfit units={current.profitLeftOutUnits} payout={current.profitLeftOutPayout} />
        </>
      ) : (
        <Figure label="Прибыль" value="—" change={null} note={`нет отчётов за период, ${profitNote}`} />
      )}
    </Paper>
  );
}

function Figure({
  label,
  value,
  change,
  note,
}: {
  label: string;
  value: string;
  change: ReturnType<typeof changeOf> | null;
  note?: string;
}) {
  const color = change?.good == null ? 'text.secondary' : change.good ? 'success.main' : 'error.main';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
      <Typography sx={{ minWidth: 90 }} color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      {change && (
        <Typography variant="body2" color={color} title="К предыдущему периоду такой же длины">
          {change.arrow} {change.text}
        </Typography>
      )}
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

function CardsTable({
  title,
  cards,
  by,
}: {
  title: string;
  cards: HomeCardFieldsFragment[];
  by: 'revenue' | 'profit';
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title} за 30 дней
      </Typography>
      {cards.length === 0 ? (
        <Typography color="text.secondary">
          {by === 'revenue'
            ? 'Продаж за 30 дней нет.'
            : 'Прибыли по карточкам нет: нет отчётов о реализации за 30 дней или себестоимость не задана.'}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Артикул</TableCell>
              <TableCell align="right">Продано, шт.</TableCell>
              <TableCell align="right">Выручка</TableCell>
              <TableCell align="right">Прибыль</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cards.map((card) => (
              <TableRow key={card.nmId}>
                <TableCell title={card.title ?? undefined}>
                  {card.vendorCode ?? '—'}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {card.nmId}
                  </Typography>
                </TableCell>
                <TableCell align="right">{card.sold}</TableCell>
                <TableCell align="right">{formatRub(card.revenue)}</TableCell>
                <TableCell align="right">{formatRub(card.profit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

function SyncState({ sync }: { sync: Home['sync'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Данные WB">
      <Typography variant="h6" component="h2" gutterBottom>
        Данные WB
      </Typography>
      <Table size="small">
        <TableBody>
          {sync.map((state) => (
            <TableRow key={state.dataset}>
              <TableCell>{state.what}</TableCell>
              <TableCell>
                {state.running
                  ? 'загружаются…'
                  : state.lastSuccessAt
                    ? `обновлено ${formatDateTime(state.lastSuccessAt)}`
                    : 'ещё не загружались'}
              </TableCell>
              <TableCell sx={{ color: 'error.main' }}>{state.lastError ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Link component={RouterLink} to={paths.settingsTab('sync')} sx={{ display: 'inline-block', mt: 1 }}>
        Расписание и обновление сейчас
      </Link>
    </Paper>
  );
}
