import { Box, Paper, Typography } from '@mui/material';
import { formatRub } from '../../../shared/money-format.ts';
import type { ReportSummaryQuery } from '../../../gql/graphql.ts';

type Summary = ReportSummaryQuery['reports'];

const STAT: { key: keyof Summary['stat']; label: string }[] = [
  { key: 'sumToPay', label: 'Итого к оплате' },
  { key: 'sumProfit', label: 'Прибыль' },
  { key: 'sumFirstPrice', label: 'Себестоимость проданного' },
  { key: 'retail_amount', label: 'Продажи по рознице' },
  { key: 'ppvz_for_pay', label: 'К перечислению за товар' },
  { key: 'returns', label: 'Возвраты' },
  { key: 'delivery_rub', label: 'Логистика' },
  { key: 'storage_fee', label: 'Хранение' },
  { key: 'acceptance', label: 'Платная приёмка' },
  { key: 'deduction', label: 'Удержания' },
  { key: 'penalty', label: 'Штрафы' },
  { key: 'additional_payment', label: 'Доплаты' },
];

const WHOLESALE: { key: keyof Summary['wholesale']; label: string }[] = [
  { key: 'total', label: 'Выкуп WB' },
  { key: 'totalNds', label: 'НДС в выкупе' },
  { key: 'totalFirstPrice', label: 'Себестоимость' },
  { key: 'firstPriceNds', label: 'НДС в себестоимости' },
  { key: 'totalResult', label: 'Результат без НДС' },
];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{formatRub(value)}</Typography>
    </Paper>
  );
}

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', mb: 2 };

/** The period's figures (SPEC's Report stat) and the buyout side with VAT. */
export function StatCards({ summary }: { summary: Summary }) {
  return (
    <>
      <Box sx={grid}>
        {STAT.map(({ key, label }) => (
          <Figure key={key} label={label} value={summary.stat[key]} testId={`stat-${key}`} />
        ))}
      </Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Выкуп WB (отчёт о выкупе) с НДС
      </Typography>
      <Box sx={grid}>
        {WHOLESALE.map(({ key, label }) => (
          <Figure key={key} label={label} value={summary.wholesale[key]} testId={`wholesale-${key}`} />
        ))}
      </Box>
    </>
  );
}
