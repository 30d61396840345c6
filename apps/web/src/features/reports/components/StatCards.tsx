import { Alert, Box, Paper, Typography } from '@mui/material';
import { LeftOutOfProfit } from '../../../shared/LeftOutOfProfit.tsx';
import { formatMoneyIn, STAT, WHOLESALE, type CurrencyFigures, type ReportSummary } from '../report-figures.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </Paper>
  );
}

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', mb: 2 };

function CurrencyBlock({ figures, prefix }: { figures: CurrencyFigures; prefix: string }) {
  const money = (value: string) => formatMoneyIn(value, figures.currency);
  const wholesale = figures.wholesale;
  return (
    <>
      {!figures.costCounted && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Себестоимость ведётся в рублях и из сумм в {figures.currency} не вычитается: прибыль здесь — выплата WB без
          себестоимости.
        </Alert>
      )}
      <Box sx={grid}>
        {STAT.map(({ key, label }) => (
          <Figure key={key} label={label} value={money(figures.stat[key])} testId={`${prefix}stat-${key}`} />
        ))}
      </Box>
      <Box sx={{ mt: -1, mb: 2 }}>
        <LeftOutOfProfit
          units={figures.stat.leftOutUnits}
          payout={figures.stat.leftOutPayout}
          testId={`${prefix}left-out-stat`}
        />
      </Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Выкуп WB (отчёт о выкупе) с НДС{figures.currency === 'RUB' ? '' : `, ${figures.currency}`}
      </Typography>
      <Box sx={grid}>
        {WHOLESALE.map(({ key, label }) => (
          <Figure key={key} label={label} value={money(wholesale[key])} testId={`${prefix}wholesale-${key}`} />
        ))}
      </Box>
      {wholesale.leftOutUnits > 0 && (
        <Box sx={{ mt: -1, mb: 2 }}>
          <LeftOutOfProfit units={wholesale.leftOutUnits} payout={wholesale.leftOutTotal} />
          <Typography variant="caption" color="text.secondary">
            Результат без НДС не включает их: {money(wholesale.leftOutTotal)} − НДС {money(wholesale.leftOutNds)}.
          </Typography>
        </Box>
      )}
    </>
  );
}

/** The period's figures (`reports`' `stat`, docs/api-contract.md) and the buyout side with VAT, each currency apart. */
export function StatCards({ summary }: { summary: ReportSummary }) {
  const [main, ...others] = summary.byCurrency;
  if (!main) return null;
  return (
    <>
      <CurrencyBlock figures={main} prefix="" />
      {others.map((figures) => (
        <Box key={figures.currency} data-testid={`currency-${figures.currency}`}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            Строки отчёта в {figures.currency}: их суммы не складываются с суммами в {main.currency}
          </Typography>
          <CurrencyBlock figures={figures} prefix={`${figures.currency}-`} />
        </Box>
      ))}
    </>
  );
}
