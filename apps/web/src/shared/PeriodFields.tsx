import TextField from '@mui/material/TextField';

import type { Period } from './period.ts';

/** The «С» and «По» date fields of a screen's period; the screen checks and applies the period. */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  return (
    <>
      <TextField
        type="date"
        size="small"
        label="С"
        value={period.dateFrom}
        onChange={(event) => onChange({ ...period, dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="По"
        value={period.dateTo}
        onChange={(event) => onChange({ ...period, dateTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
