import { Box, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { LeftOutOfProfit } from '../../../shared/LeftOutOfProfit.tsx';
import { combinedLines, formatMoneyIn } from '../report-figures.ts';
import type { CurrencyFigures, ReportSummary } from '../report-figures.ts';

/** Both reports of one currency together: each line under the profit, so the profit is their sum. */
function CurrencyCombined({ figures }: { figures: CurrencyFigures }) {
  const c = figures.combined;
  const money = (value: string) => formatMoneyIn(value, figures.currency);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`combined-${figures.currency}`}>
      <Typography variant="subtitle1">
        Оба отчёта вместе{figures.currency === 'RUB' ? '' : `, ${figures.currency}`}
      </Typography>
      {!figures.costCounted && (
        <Typography variant="body2" color="text.secondary">
          Себестоимость ведётся в рублях и из сумм в {figures.currency} не вычитается.
        </Typography>
      )}
      <Table size="small" sx={{ width: 'auto', mt: 1 }}>
        <TableBody>
          {combinedLines(figures).map((line) => {
            const profit = line.key === 'sumProfit' ? { fontWeight: 600 } : {};
            return (
              <TableRow key={line.key}>
                <TableCell sx={profit}>{line.label}</TableCell>
                <TableCell align="right" sx={profit} data-testid={`combined-${line.key}`}>
                  {money(line.value)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1 }}>
        <LeftOutOfProfit units={c.leftOutUnits} payout={c.leftOutPayout} />
      </Box>
    </Paper>
  );
}

/** The combined view: the main and buyout reports of the period together, each currency apart. */
export function CombinedView({ summary }: { summary: ReportSummary }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        WB платит за товар, выкупленный для покупателей в России, в отчёте о выкупе, а логистику, хранение и удержания
        берёт в основном: прибыль продавца — оба отчёта вместе, как на главной.
      </Typography>
      {summary.byCurrency.map((figures) => (
        <CurrencyCombined key={figures.currency} figures={figures} />
      ))}
    </>
  );
}
