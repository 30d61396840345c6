import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { toast } from 'react-toastify';
import type { TaxRegime } from '../../../gql/graphql.ts';
import { doneMessage, userMessage } from '../../../shared/errors.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../../../shared/money-format.ts';
import { COMPANY_TAX_SETTINGS, SET_COMPANY_TAX_SETTINGS, UNIT_ECONOMICS } from '../unit.graphql.ts';
import { taxLabel } from '../unit-view.ts';

interface TaxSettingsDialogProps {
  regime: TaxRegime;
  vatRate: string | null;
  onClose(): void;
}

const REGIMES: TaxRegime[] = ['USN6', 'USN15', 'VAT'];

/** The company's tax regime for unit economics; only admins open it. */
export function TaxSettingsDialog({ regime: initialRegime, vatRate: initialRate, onClose }: TaxSettingsDialogProps) {
  const [regime, setRegime] = useState<TaxRegime>(initialRegime);
  const [rate, setRate] = useState(initialRate?.replace('.', ',') ?? '20');
  const [save, { loading }] = useMutation(SET_COMPANY_TAX_SETTINGS, {
    refetchQueries: [COMPANY_TAX_SETTINGS, UNIT_ECONOMICS],
  });
  const normalizedRate = normalizeDecimalInput(rate);
  const rateError =
    regime === 'VAT' && (normalizedRate === null || decimalToHundredths(normalizedRate) > 10_000)
      ? 'Ставка НДС: от 0 до 100 %, до двух знаков после запятой'
      : null;

  const submit = async () => {
    if (rateError) return;
    try {
      const data = regime === 'VAT' ? { regime, vatRate: normalizedRate } : { regime };
      const answer = await save({ variables: { data } });
      toast.success(doneMessage(answer.data?.setCompanyTaxSettings.message, 'Налог компании сохранён'));
      onClose();
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить налог компании'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="tax-title" maxWidth="xs" fullWidth>
      <DialogTitle id="tax-title">Налог компании</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          По нему считается налог в юнит-экономике у всех сотрудников компании.
        </Typography>
        <RadioGroup value={regime} onChange={(event) => setRegime(event.target.value as TaxRegime)}>
          {REGIMES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={taxLabel(value, null)} />
          ))}
        </RadioGroup>
        {regime === 'VAT' && (
          <TextField
            label="Ставка НДС"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            error={Boolean(rateError)}
            helperText={rateError ?? 'НДС считается включённым в цену продажи'}
            sx={{ mt: 1 }}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading || Boolean(rateError)}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
