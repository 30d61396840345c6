import { MenuItem, TextField } from '@mui/material';
import { PERIODS } from '../advert-period.ts';

/** How many last days the campaign figures cover. */
export function PeriodSelect({ label, days, onChange }: { label: string; days: number; onChange(days: number): void }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={days}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      {PERIODS.map((d) => (
        <MenuItem key={d} value={d}>
          {d} дней
        </MenuItem>
      ))}
    </TextField>
  );
}
