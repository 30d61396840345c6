import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../shared/toast/toast.ts';
import { DataScreen, EmptyState, ScreenGrid } from '../../../shared/data-screen/index.ts';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { userMessage } from '../../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../../shared/export-xlsx.ts';
import { formatPercent, formatRub } from '../../../shared/money-format.ts';
import { paths } from '../../../shared/paths.ts';
import type { SyncDataset } from '../../../gql/graphql.ts';
import { lastReportedPeriod, reportPeriodProblem } from '../../../shared/report-period.ts';
import { useUrlPeriod } from '../../../shared/url-state/use-url-period.ts';
import { TARIFFS } from '../unit.graphql.ts';
import { UNIT_PLAN_FACT, type PlanFactCard } from '../plan-fact.graphql.ts';
import {
  cardKey,
  cardLabel,
  differenceTone,
  leftOutNote,
  LINE_LABELS,
  planFactCardColumns,
  planFactColumns,
  profitGap,
} from '../plan-fact-view.ts';
import { useUnitChoices } from '../use-unit-choices.ts';
import { PeriodFields } from '../../../shared/PeriodFields.tsx';

const SYNCED: SyncDataset[] = ['finance', 'cards', 'prices', 'tariffs'];
const TONE_COLORS = { good: 'success.main', bad: 'error.main', none: 'text.primary' } as const;

const noSales = (
  <EmptyState
    title="За период в отчётах WB нет продаж"
    hint="Выберите другой период: факт берётся из еженедельных отчётов о реализации, они приходят по понедельникам."
  />
);

const showError = (failure: unknown) => toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));

/** The cards' table: profit for the period shows why it is empty where it is. */
const cardColumns = gridColumns(
  planFactCardColumns.map((spec) =>
    spec.field === 'profitTotal'
      ? {
          ...spec,
          render: (card: PlanFactCard) =>
            profitGap(card) ?? (
              <Box component="span" sx={{ width: '100%', textAlign: 'right' }}>
                {formatRub(card.profitTotal)}
              </Box>
            ),
        }
      : spec,
  ),
);

/** One card's lines per unit sold: plan, fact and the difference. */
function CardLines({ card, onClose, fileName }: { card: PlanFactCard; onClose(): void; fileName: string }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{cardLabel(card)}</DialogTitle>
      <DialogContent>
        {card.missing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {card.missing}
          </Alert>
        )}
        <TableContainer component={Paper} variant="outlined">
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
          На одну выкупленную единицу ({card.sold}). Логистика в плане — доставка покупателю и путь туда и обратно
          невыкупленных единиц; в факте — все строки логистики товара. Прибыль — к перечислению минус себестоимость, до
          налога. Факт выкупа — выкупленные единицы ÷ доставки покупателям за период.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportTable(fileName, 'План и факт', planFactColumns, card.lines).catch(showError)}
        >
          Экспорт в Excel
        </Button>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every card's planned economics next to what WB's realization reports charged in a period, down to profit. */
export function PlanFactTab() {
  const [choices, choose] = useUnitChoices();
  // The period lives in the address, as on /reports (/main links a week).
  const { typed: period, problem, change: setPeriod } = useUrlPeriod(lastReportedPeriod, reportPeriodProblem);
  const variables = useMemo(
    () => ({ ...period, warehouseName: choices.warehouse, fboWarehouseName: choices.fboWarehouse }),
    [period, choices.warehouse, choices.fboWarehouse],
  );
  const { data, previousData, loading, error, refetch } = useQuery(UNIT_PLAN_FACT, {
    variables,
    skip: problem !== null,
    fetchPolicy: 'cache-and-network',
  });
  const tariffs = useQuery(TARIFFS);
  const boxTariffs = (tariffs.data?.tariffs ?? []).filter((tariff) => tariff.box);
  const report = (data ?? previousData)?.unitPlanFact;
  const cards = report?.cards ?? [];
  const opened = cards.find((c) => cardKey(c) === choices.planCard) ?? null;
  const note = report ? leftOutNote(report.totals) : null;

  const warehouseSelect = (label: string, value: string, names: string[], onChange: (name: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={names.includes(value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
      disabled={names.length === 0}
    >
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );

  const toolbar = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodFields period={period} onChange={setPeriod} />
        {warehouseSelect(
          'Склад WB для FBO',
          choices.fboWarehouse ?? report?.fboWarehouseName ?? '',
          boxTariffs.filter((t) => (t.geoName ?? '') !== '').map((t) => t.warehouseName),
          (name) => choose({ fboWarehouse: name }),
        )}
        {warehouseSelect(
          'Тариф FBS',
          choices.warehouse ?? report?.warehouseName ?? '',
          boxTariffs.map((t) => t.warehouseName),
          (name) => choose({ warehouse: name }),
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<FileDownloadIcon />}
          disabled={cards.length === 0}
          onClick={() =>
            void exportTable(xlsxFileName('План и факт', period), 'План и факт', planFactCardColumns, cards).catch(
              showError,
            )
          }
        >
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
      {report && (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="plan-fact-totals">
            <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Typography>
                Продано за период: <b>{report.totals.sold}</b>
              </Typography>
              <Typography>
                К перечислению: <b>{formatRub(report.totals.payout)}</b>
              </Typography>
              <Typography>
                Прибыль до налога: <b>{formatRub(report.totals.profit)}</b>
              </Typography>
            </Stack>
            {note && (
              <Alert
                severity="warning"
                sx={{ mt: 1 }}
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={paths.cards}>
                    Задать себестоимость
                  </Button>
                }
              >
                {note}
              </Alert>
            )}
          </Paper>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Итоги — суммы по всем товарам таблицы. План FBO — по тарифам склада WB «
            {report.fboWarehouseName ?? 'нет тарифов'}», FBS — «{report.warehouseName ?? 'нет тарифов'}»; факт — отчёты
            WB о реализации за период (дата строки отчёта). Нажмите на строку, чтобы увидеть все статьи на единицу.
          </Typography>
        </>
      )}
      <ScreenGrid
        rows={cards}
        columns={cardColumns}
        getRowId={cardKey}
        loading={loading}
        onRowClick={(row) => choose({ planCard: cardKey(row.row as PlanFactCard) })}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {opened && (
        <CardLines
          card={opened}
          fileName={xlsxFileName(`План и факт ${opened.vendorCode ?? opened.nmID}`, period)}
          onClose={() => choose({ planCard: null })}
        />
      )}
    </DataScreen>
  );
}
