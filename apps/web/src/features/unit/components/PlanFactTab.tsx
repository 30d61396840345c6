import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useSearchParams } from 'react-router';
import { toast } from '../../../shared/toast/toast.ts';
import { DataScreen, EmptyState } from '../../../shared/data-screen/index.ts';
import { userMessage } from '../../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../../shared/export-xlsx.ts';
import { formatPercent, formatRub } from '../../../shared/money-format.ts';
import type { SyncDataset } from '../../../gql/graphql.ts';
import { periodProblem } from '../../../shared/period.ts';
import { lastReportedWeeks, REPORT_MAX_DAYS } from '../../../shared/report-period.ts';
import { UNIT_PLAN_FACT } from '../plan-fact.graphql.ts';
import { cardKey, cardLabel, differenceTone, LINE_LABELS, planFactColumns } from '../plan-fact-view.ts';
import { PeriodFields } from '../../../shared/PeriodFields.tsx';

const SYNCED: SyncDataset[] = ['finance', 'cards', 'prices', 'tariffs'];
const TONE_COLORS = { good: 'success.main', bad: 'error.main', none: 'text.primary' } as const;

const noSales = (
  <EmptyState
    title="За период в отчётах WB нет продаж"
    hint="Выберите другой период: факт берётся из еженедельных отчётов о реализации, они приходят по понедельникам."
  />
);

interface Props {
  /** The warehouse whose tariffs the plan uses; the calculation tab's choice. */
  warehouse: string | null;
}

/** A card's planned economics per unit sold next to what WB's realization reports charged in a period. */
export function PlanFactTab({ warehouse }: Props) {
  // The period lives in the address (?from=…&to=…), so a link or a reload keeps it.
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => {
    const last = lastReportedWeeks(new Date());
    return { dateFrom: params.get('from') ?? last.dateFrom, dateTo: params.get('to') ?? last.dateTo };
  }, [params]);
  const setPeriod = (next: { dateFrom: string; dateTo: string }) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('from', next.dateFrom);
      changed.set('to', next.dateTo);
      return changed;
    });
  const [chosen, setChosen] = useState<string | null>(null);
  const problem = periodProblem(period, REPORT_MAX_DAYS);
  const variables = useMemo(() => ({ ...period, warehouseName: warehouse }), [period, warehouse]);
  const { data, previousData, loading, error, refetch } = useQuery(UNIT_PLAN_FACT, {
    variables,
    skip: problem !== null,
    fetchPolicy: 'cache-and-network',
  });
  const report = (data ?? previousData)?.unitPlanFact;
  const cards = report?.cards ?? [];
  const card = cards.find((c) => cardKey(c) === chosen) ?? cards[0] ?? null;

  const exportCard = () => {
    if (!card) return;
    const name = xlsxFileName(`План и факт ${card.vendorCode ?? card.nmID}`, period);
    void exportTable(name, 'План и факт', planFactColumns, card.lines).catch((failure: unknown) =>
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel')),
    );
  };

  const toolbar = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodFields period={period} onChange={setPeriod} />
        <TextField
          select
          size="small"
          label="Товар"
          value={card ? cardKey(card) : ''}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 320 }}
          disabled={cards.length === 0}
        >
          {cards.map((c) => (
            <MenuItem key={cardKey(c)} value={cardKey(c)}>
              {cardLabel(c)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<FileDownloadIcon />} disabled={!card} onClick={exportCard}>
          Экспорт в Excel
        </Button>
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );

  return (
    <DataScreen
      sync={SYNCED}
      toolbar={toolbar}
      loading={loading}
      error={error}
      hasData={Boolean(report)}
      isEmpty={cards.length === 0}
      onRetry={() => void refetch()}
      failed="Не удалось сравнить план и факт"
      empty={noSales}
    >
      {card && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            На одну выкупленную единицу. План — расчёт юнит-экономики по тарифам склада «
            {report?.warehouseName ?? 'нет тарифов'}» для схемы {card.scheme}; факт — отчёты WB о реализации за период
            (дата строки отчёта): суммы по товару, делённые на выкупленные единицы ({card.sold}).
          </Typography>
          {card.missing && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {card.missing}
            </Alert>
          )}
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 760 }}>
            <Table size="small" aria-label="План и факт">
              <TableHead>
                <TableRow>
                  <TableCell>Статья</TableCell>
                  <TableCell align="right">План</TableCell>
                  <TableCell align="right">Факт</TableCell>
                  <TableCell align="right">Разница</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {card.lines.map((line) => (
                  <TableRow key={line.line} data-line={line.line}>
                    <TableCell>{LINE_LABELS[line.line]}</TableCell>
                    <TableCell align="right">{formatRub(line.plan)}</TableCell>
                    <TableCell align="right">{formatRub(line.fact)}</TableCell>
                    <TableCell align="right" sx={{ color: TONE_COLORS[differenceTone(line)] }}>
                      {formatRub(line.difference)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow data-line="BUYOUT">
                  <TableCell>Выкуп</TableCell>
                  <TableCell align="right">{formatPercent(card.plannedBuyoutPercent)}</TableCell>
                  <TableCell align="right">{formatPercent(card.actualBuyoutPercent)}</TableCell>
                  <TableCell align="right">—</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Логистика в плане — доставка и обратный путь невыкупленных единиц; в факте — все строки логистики товара.
            Факт выкупа — выкупленные единицы ÷ доставки покупателям за период.
          </Typography>
        </>
      )}
    </DataScreen>
  );
}
