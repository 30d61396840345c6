import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { TaxRegime } from '../../gql/graphql.ts';
import { decimalToHundredths, normalizeDecimalInput } from '../money-format.ts';
import { COMPANY_TAX_SETTINGS } from './tax-settings.graphql.ts';
import { useSetCompanyTaxSettings } from './use-set-company-tax-settings.ts';

const REGIMES: { value: TaxRegime; label: string }[] = [
  { value: 'USN6', label: 'УСН 6 % с доходов' },
  { value: 'USN15', label: 'УСН 15 % с доходов минус расходы (не меньше 1 % с доходов)' },
  { value: 'VAT', label: 'НДС в цене, без УСН (например, компания в Беларуси)' },
];

/** VAT a simplified-tax payer over the threshold may choose in 2026. */
const USN_VAT: { value: string; label: string }[] = [
  { value: '0', label: 'Без НДС' },
  { value: '5', label: 'НДС 5 %, без вычетов' },
  { value: '7', label: 'НДС 7 %, без вычетов' },
  { value: '22', label: 'НДС 22 %, с вычетами' },
];

/** The full simplified-tax rate and the lowest a region may set, hundredths of a percent. */
const USN_RANGE: Record<'USN6' | 'USN15', [number, number]> = { USN6: [100, 600], USN15: [500, 1500] };

interface TaxSettingsFormProps {
  regime: TaxRegime;
  vatRate: string | null;
  /** Only an admin saves; the others see the regime with every control disabled. */
  canSave: boolean;
}

/** "10.00" → "10", "5.50" → "5,5": a saved percent as the seller types it. */
const shown = (value: string | null | undefined) =>
  value == null ? null : (value.includes('.') ? value.replace(/\.?0+$/, '') : value).replace('.', ',');

/** The company's tax combination, by which every colleague's unit economics and profit count the tax. */
export function TaxSettingsForm({ regime: savedRegime, vatRate: savedRate, canSave }: TaxSettingsFormProps) {
  // The rest of the saved settings is in the cache: the tab that shows this form has loaded them.
  const saved = useQuery(COMPANY_TAX_SETTINGS, { fetchPolicy: 'cache-first' }).data?.companyTaxSettings;
  const [regime, setRegime] = useState<TaxRegime>(savedRegime);
  const [usnText, setUsnText] = useState(shown(saved?.usnRate) ?? '');
  const [usnVat, setUsnVat] = useState(savedRegime === 'VAT' ? '0' : (shown(savedRate) ?? '0'));
  const [rate, setRate] = useState(savedRegime === 'VAT' ? (shown(savedRate) ?? '20') : '20');
  const [deductible, setDeductible] = useState(savedRegime === 'VAT' ? (saved?.vatDeductible ?? true) : true);
  const { saveTax, saving: loading } = useSetCompanyTaxSettings();

  const normalizedRate = normalizeDecimalInput(rate);
  const rateError =
    regime === 'VAT' && (normalizedRate === null || decimalToHundredths(normalizedRate) > 10_000)
      ? 'Ставка НДС: от 0 до 100 %, до двух знаков после запятой'
      : null;
  const usnRate = regime === 'VAT' || usnText.trim() === '' ? null : normalizeDecimalInput(usnText);
  const [lowest, full] = regime === 'VAT' ? [0, 0] : USN_RANGE[regime];
  const usnError =
    regime !== 'VAT' &&
    usnText.trim() !== '' &&
    (usnRate === null || decimalToHundredths(usnRate) < lowest || decimalToHundredths(usnRate) > full)
      ? `Ставка УСН: от ${lowest / 100} до ${full / 100} %`
      : null;

  const submit = async () => {
    if (rateError || usnError || !canSave) return;
    await saveTax(
      regime === 'VAT'
        ? { regime, vatRate: normalizedRate, vatDeductible: deductible }
        : { regime, vatRate: usnVat, ...(usnRate === null ? {} : { usnRate }) },
    );
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
        {REGIMES.map(({ value, label }) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={label} disabled={!canSave} />
        ))}
      </RadioGroup>
      {regime !== 'VAT' && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <TextField
            label="Ставка УСН"
            value={usnText}
            placeholder={String(full / 100)}
            onChange={(event) => setUsnText(event.target.value)}
            error={Boolean(usnError)}
            helperText={usnError ?? `${full / 100} % или льготная ставка региона`}
            disabled={!canSave}
            sx={{ width: 220 }}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          />
          <TextField
            select
            label="НДС на УСН"
            value={usnVat}
            onChange={(event) => setUsnVat(event.target.value)}
            helperText="С 2026 года — при доходах выше порога"
            disabled={!canSave}
            sx={{ width: 260 }}
          >
            {USN_VAT.map(({ value, label }) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {regime === 'VAT' && (
        <>
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
          <FormControlLabel
            control={<Checkbox checked={deductible} onChange={(event) => setDeductible(event.target.checked)} />}
            label="Принимать к вычету НДС с услуг WB"
            disabled={!canSave}
          />
        </>
      )}
      <Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!canSave || loading || Boolean(rateError || usnError)}>
          Сохранить
        </Button>
      </Box>
    </Box>
  );
}
