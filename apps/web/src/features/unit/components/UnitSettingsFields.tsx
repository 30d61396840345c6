import { Grid, InputAdornment, TextField } from '@mui/material';
import {
  UNIT_FIELD_SPECS,
  UNIT_FIELDS,
  unitFieldError,
  type UnitField,
  type UnitSettingsForm,
} from '../unit-settings-form.ts';

interface UnitSettingsFieldsProps {
  form: UnitSettingsForm;
  onChange(form: UnitSettingsForm): void;
  /** What counts when the field is left empty, shown under it. */
  whenEmpty(field: UnitField): string;
  disabled?: boolean;
}

/** The five saved inputs of unit economics, for a card or for the company. */
export function UnitSettingsFields({ form, onChange, whenEmpty, disabled }: UnitSettingsFieldsProps) {
  return (
    <Grid container spacing={2}>
      {UNIT_FIELDS.map((field) => {
        const spec = UNIT_FIELD_SPECS[field];
        const error = unitFieldError(field, form[field]);
        return (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={spec.label}
              inputMode="decimal"
              value={form[field]}
              disabled={disabled}
              onChange={(event) => onChange({ ...form, [field]: event.target.value })}
              error={Boolean(error)}
              helperText={error ?? `${spec.hint}; пусто — ${whenEmpty(field)}`}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> } }}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

export const hasErrors = (form: UnitSettingsForm) => UNIT_FIELDS.some((field) => unitFieldError(field, form[field]));
