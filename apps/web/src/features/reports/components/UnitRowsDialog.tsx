import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { DataGrid } from '@mui/x-data-grid';
import { formatRub } from '../../../shared/money-format.ts';
import { detailColumns } from '../report-columns.tsx';
import type { ReportUnit } from '../reports.graphql.ts';

const columns = gridColumns(detailColumns);

/** A unit's rows of WB's report, as WB sent them. */
export function UnitRowsDialog({ unit, onClose }: { unit: ReportUnit | null; onClose(): void }) {
  return (
    <Dialog open={unit !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>
        ШК {unit?.shk_id} · {unit?.sa_name ?? '—'} {unit?.ts_name ?? ''}
      </DialogTitle>
      <DialogContent>
        {unit && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Себестоимость {unit.first_price ? formatRub(unit.first_price) : 'не задана'}
              {unit.isSaved ? '' : ' (из карточки: ШК нет в реестре)'} · прибыль{' '}
              {unit.profit ? formatRub(unit.profit) : '—'}
            </Typography>
            <DataGrid
              rows={unit.rows}
              columns={columns}
              getRowId={(row) => row.rrd_id}
              density="compact"
              autoHeight
              hideFooter
              disableRowSelectionOnClick
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
