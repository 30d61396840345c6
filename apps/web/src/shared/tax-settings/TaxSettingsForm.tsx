import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, FormControlLabel, InputAdornment, Radio, RadioGroup, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import type { TaxRegime } from '../../gql/graphql.ts';
import { doneMessage, userMessage } from '../errors.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../money-format.ts';
import { taxLabel } from './tax-label.ts';
import { COMPANY_TAX_SETTINGS, SET_COMPANY_TAX_SETTINGS } from './tax-settings.graphql.ts';

const REGIMES: TaxRegime[] = ['USN6', 'USN15', 'VAT'];

interface TaxSettingsFormProps {
  regime: TaxRegime;
  vatRate: string | null;
  /** Only an admin saves; the others see the regime with every control disabled. */
  canSave: boolean;
}

/** The company's tax regime, by which every colleague's unit economics and profit count the tax. */
export function TaxSettingsForm({ regime: savedRegime, vatRate: savedRate, canSave }: TaxSettingsFormProps) {
  const [regime, setRegime] = useState<TaxRegime>(savedRegime);
  const [rate, setRate] = useState(savedRate?.replace('.', ',') ?? '20');
  const [save, { loading }] = useMutation(SET_COMPANY_TAX_SETTINGS, {
    refetchQueries: [COMPANY_TAX_SETTINGS],
    // Profits cached by other screens were counted with the old tax: they load again when opened.
    update: (cache) => {
      cache.evict({ fieldName: 'unitEconomics' });
      cache.gc();
    },
  });
  const normalizedRate = normalizeDecimalInput(rate);
  const rateError =
    regime === 'VAT' && (normalizedRate === null || decimalToHundredths(normalizedRate) > 10_000)
      ? 'Ставка НДС: от 0 до 100 %, до двух знаков после запятой'
      : null;
  const sameRate =
    normalizedRate !== null &&
    savedRate !== null &&
    decimalToHundredths(normalizedRate) === decimalToHundredths(savedRate);
  const unchanged = regime === savedRegime && (regime !== 'VAT' || sameRate);

  const submit = async () => {
    if (rateError || !canSave) return;
    try {
      const data = regime === 'VAT' ? { regime, vatRate: normalizedRate } : { regime };
      const answer = await save({ variables: { data } });
      toast.success(doneMessage(answer.data?.setCompanyTaxSettings.message, 'Налог компании сохранён'));
    } catch (error) {
      toast.error(userMessage(error, 'Не удалось сохранить налог компании'));
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RadioGroup value={regime} onChange={(event) => setRegime(event.target.value as TaxRegime)}>
        {REGIMES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={taxLabel(value, null)}
            disabled={!canSave}
          />
        ))}
      </RadioGroup>
      {regime === 'VAT' && (
        <TextField
          label="Ставка НДС"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={Boolean(rateError)}
          helperText={rateError ?? 'НДС считается включённым в цену продажи'}
          disabled={!canSave}
          sx={{ mt: 1, display: 'flex', maxWidth: 240 }}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!canSave || loading || Boolean(rateError) || unchanged}
      >
        Сохранить
      </Button>
    </Box>
  );
}
