import { useQuery } from '@apollo/client/react';
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { LoadFailed } from '../../../shared/data-screen/index.ts';
import { COMPANY_TAX_SETTINGS, TaxSettingsForm } from '../../../shared/tax-settings/index.ts';

/** How the company pays tax: unit economics and every profit count it, for every colleague. */
export function TaxesTab({ isAdmin }: { isAdmin: boolean }) {
  const tax = useQuery(COMPANY_TAX_SETTINGS);
  const settings = tax.data?.companyTaxSettings;
  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      {!isAdmin && (
        <Alert severity="info">
          Налог компании меняет только администратор: от него зависит прибыль, которую видят все сотрудники.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Система налогообложения
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          По ней считается налог в юнит-экономике и прибыли у всех сотрудников компании.
        </Typography>
        {tax.error && !settings && (
          <LoadFailed
            error={tax.error}
            failed="Не удалось загрузить налог компании"
            onRetry={() => void tax.refetch()}
          />
        )}
        {!settings && !tax.error && <LinearProgress aria-label="Загружаем налог компании" />}
        {settings && (
          <TaxSettingsForm
            key={`${settings.regime}:${settings.vatRate ?? ''}`}
            regime={settings.regime}
            vatRate={settings.vatRate ?? null}
            canSave={isAdmin}
          />
        )}
      </Paper>
    </Stack>
  );
}
