import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { countOf } from '../../../shared/plural.ts';
import { formatMoneyIn, UNIT_MONEY, type CurrencyFigures } from '../report-figures.ts';

/**
 * The units table of the period added up, column by column, over all its pages; and how the units' profit
 * and what lies outside the units make the period's profit.
 */
export function UnitTotals({ figures }: { figures: CurrencyFigures }) {
  const u = figures.units;
  const money = (value: string) => formatMoneyIn(value, figures.currency);
  const columns: { label: string; value: string; field: string }[] = [
    { label: 'Продано за вычетом возвратов, шт.', value: String(u.net_sold), field: 'net_sold' },
    ...UNIT_MONEY.map(({ key, label }) => ({ label, value: money(u[key]), field: key })),
    { label: 'Прибыль', value: money(figures.stat.sumProfit), field: 'sumProfit' },
  ];
  return (
    <Paper variant="outlined" sx={{ mt: 1, mb: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label="Итого по единицам" data-testid={`unit-totals-${figures.currency}`}>
        <TableHead>
          <TableRow>
            <TableCell>Итого по {countOf(u.count, ['единице', 'единицам', 'единицам'])}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.field} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{figures.currency}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.field} align="right" data-testid={`unit-total-${column.field}`}>
                {column.value}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 1 }}>
        Себестоимость учтённая = «Себестоимость проданного»; «К перечислению» единиц = «К перечислению за товар» −
        «Возвраты», без строк отчёта без ШК. Прибыль = прибыль единиц + вне единиц: хранение, платная приёмка,
        удержания, доплаты и строки отчёта без ШК. Прибыль единиц без себестоимости не считается (в таблице «—»).
      </Typography>
    </Paper>
  );
}
