import { Alert, Box, Paper, Typography } from '@mui/material';
import { formatDecimal, formatRub } from '../../../shared/money-format.ts';
import { STAT, WHOLESALE, type CurrencyFigures, type ReportSummary } from '../report-figures.ts';

const NBSP = '\u00a0';

/** Rubles with ₽ as everywhere; another currency by its code. */
const formatMoney = (value: string, currency: string) =>
  currency === 'RUB' ? formatRub(value) : `${formatDecimal(value)}${NBSP}${currency}`;

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
  const money = (value: string) => formatMoney(value, figures.currency);
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
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Выкуп WB (отчёт о выкупе) с НДС{figures.currency === 'RUB' ? '' : `, ${figures.currency}`}
      </Typography>
      <Box sx={grid}>
        {WHOLESALE.map(({ key, label }) => (
          <Figure key={key} label={label} value={money(figures.wholesale[key])} testId={`${prefix}wholesale-${key}`} />
        ))}
      </Box>
    </>
  );
}

/** The period's figures (SPEC's Report stat) and the buyout side with VAT, each currency apart. */
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
