import { Box, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../../../shared/columns/format.ts';
import { formatRub } from '../../../shared/money-format.ts';
import type { ReportWeek } from '../reports.graphql.ts';

const STATE: Record<ReportWeek['state'], { label: string; color: 'success' | 'error' | 'default' }> = {
  RECONCILED: { label: 'Сходится', color: 'success' },
  DIFFERENT: { label: 'Расхождение', color: 'error' },
  NOT_LISTED: { label: 'Нет итога WB', color: 'default' },
};

/** WB's weekly reports of the period with our rows' payout against WB's «Итого к оплате»; a difference names its parts, ours and WB's. */
export function WeeksTable({ weeks }: { weeks: ReportWeek[] }) {
  if (weeks.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <Table size="small" data-testid="report-weeks">
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
                    {d.label}: {formatRub(d.difference)}{' '}
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
