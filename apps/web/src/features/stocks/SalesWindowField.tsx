import { MenuItem, TextField } from '@mui/material';
import { intParam } from '../../shared/url-state/url-params.ts';

/** The sales windows offered; the server takes any from 7 to 90 days. */
const WINDOWS = [7, 14, 30, 60, 90];

/** The sales window in the address, shared by the tabs of /stocks. */
export const SALES_WINDOW = { days: intParam(30, { min: 7, max: 90 }) };

/** «Продажи за»: the days the pace of sales is counted over. */
export function SalesWindowField({ days, onChange }: { days: number; onChange(days: number): void }) {
  return (
    <TextField
      select
      size="small"
      label="Продажи за"
      value={days}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {WINDOWS.map((n) => (
        <MenuItem key={n} value={n}>
          {n} дней
        </MenuItem>
      ))}
    </TextField>
  );
}
