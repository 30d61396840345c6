import { Box, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../../../shared/columns/format.ts';
import { formatRub } from '../../../shared/money-format.ts';
import type { ReportWeek } from '../reports.graphql.ts';

const STATE: Record<ReportWeek['state'], { label: string; color: 'success' | 'error' | 'default' }> = {
  RECONCILED: { label: 'Сходится', color: 'success' },
  DIFFERENT: { label: 'Расхождение', color: 'error' },
  NOT_LISTED: { label: 'Нет итога WB', color: 'default' },
};

/** An effect with its sign, «+» too: the parts' effects add up to the week's difference. */
const signed = (money: string) => (money.startsWith('-') || /^0(\.0+)?$/.test(money) ? '' : '+') + formatRub(money);

/** WB's weekly reports of the period with our rows' payout against WB's «Итого к оплате»; a difference names its parts, ours and WB's. */
export function WeeksTable({
  weeks,
  title,
  testId = 'report-weeks',
}: {
  weeks: ReportWeek[];
  title?: string;
  testId?: string;
}) {
  if (weeks.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      {title && (
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
          {title}
        </Typography>
      )}
      <Table size="small" data-testid={testId} aria-label={title ?? 'Отчёты WB за период'}>
        <TableHead>
          <TableRow>
            <TableCell>Отчёт WB</TableCell>
            <TableCell>Неделя</TableCell>
            <TableCell align="right">Строк</TableCell>
            <TableCell align="right">Итого по строкам</TableCell>
            <TableCell align="right">Итого к оплате WB</TableCell>
            <TableCell align="right">Разница</TableCell>
            <TableCell>Сверка</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.reportId}>
              <TableCell>{week.reportId}</TableCell>
              <TableCell>
                {formatDate(week.dateFrom)} – {formatDate(week.dateTo)}
              </TableCell>
              <TableCell align="right">{week.rowCount}</TableCell>
              <TableCell align="right">{formatRub(week.ours)}</TableCell>
              <TableCell align="right">{week.wb ? formatRub(week.wb) : '—'}</TableCell>
              <TableCell align="right">{week.difference ? formatRub(week.difference) : '—'}</TableCell>
              <TableCell>
                <Chip size="small" label={STATE[week.state].label} color={STATE[week.state].color} />
                {week.differences.map((d) => (
                  <Typography key={d.name} variant="caption" display="block" color="error">
                    {d.label}: {signed(d.effect)} к разнице{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      (у нас {formatRub(d.ours)}, у WB {formatRub(d.wb)})
                    </Box>
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
