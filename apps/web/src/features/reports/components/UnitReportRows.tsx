import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatRub } from '../../../shared/money-format.ts';
import { SpecCell, specAlign } from '../../../shared/paged-table/SpecCell.tsx';
import { detailColumns } from '../report-columns.tsx';
import type { ReportUnit } from '../reports.graphql.ts';

/** An opened unit: its cost and profit, and its rows of WB's report as WB sent them. */
export function UnitReportRows({ unit }: { unit: ReportUnit }) {
  const name = `Строки отчёта WB по ШК ${unit.shk_id}`;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {name}. Себестоимость {unit.first_price ? formatRub(unit.first_price) : 'не задана'}
        {unit.isSaved ? '' : ' (из карточки: ШК нет в реестре)'} · продано за вычетом возвратов {unit.net_sold} шт. ·
        учтено себестоимости {unit.cost_counted ? formatRub(unit.cost_counted) : '— (не в прибыли)'} · прибыль{' '}
        {unit.profit ? formatRub(unit.profit) : '—'}. Возврат в строках — с минусом.
      </Typography>
      {/* As wide as its columns, from the left: the units table may be wider than the window. */}
      <Box
        sx={{
          display: 'inline-block',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table size="small" aria-label={name} sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              {detailColumns.map((spec) => (
                <TableCell key={spec.field} align={specAlign(spec)} sx={{ whiteSpace: 'nowrap' }}>
                  {spec.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {unit.rows.map((row) => (
              <TableRow key={row.rrd_id}>
                {detailColumns.map((spec) => (
                  <SpecCell key={spec.field} spec={spec} row={row} />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
