import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { userMessage } from '../../../shared/errors.ts';
import { COMPANY_UNIT_SETTINGS, type UnitDefaults } from '../unit-settings.graphql.ts';
import { useSetCompanyUnitSettings } from '../use-set-company-unit-settings.ts';
import { changedUnitSettings, unitSettingsForm, type UnitField, type UnitSettingsForm } from '../unit-settings-form.ts';
import { hasErrors, UnitSettingsFields } from './UnitSettingsFields.tsx';

const BUILT_IN: Record<UnitField, string> = {
  buyoutPercent: 'по заказам и продажам карточки, иначе 100 %',
  acquiringPercent: '1,5 %',
  acceptance: '0 ₽',
  packaging: '0 ₽',
  deliveryToWb: '0 ₽',
};

function DefaultsForm({ saved, isAdmin, onClose }: { saved: UnitDefaults; isAdmin: boolean; onClose(): void }) {
  const initial = unitSettingsForm(saved);
  const [form, setForm] = useState<UnitSettingsForm>(initial);
  const { saveDefaults, saving: loading } = useSetCompanyUnitSettings();
  const submit = async () => {
    const data = changedUnitSettings(initial, form);
    if (Object.keys(data).length === 0) return onClose();
    if (await saveDefaults(data)) onClose();
  };
  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Для карточек, у которых своё значение не задано. Выкуп карточки по её заказам и продажам (от 10 заказов за 90
          дней) важнее значения по умолчанию.
        </Typography>
        {!isAdmin && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Менять значения по умолчанию может администратор компании.
          </Alert>
        )}
        <UnitSettingsFields form={form} onChange={setForm} whenEmpty={(field) => BUILT_IN[field]} disabled={!isAdmin} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{isAdmin ? 'Отмена' : 'Закрыть'}</Button>
        {isAdmin && (
          <Button variant="contained" disabled={loading || hasErrors(form)} onClick={() => void submit()}>
            Сохранить
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/** The company's defaults for unit economics: an admin edits them, colleagues see them. */
export function UnitDefaultsDialog({ isAdmin, onClose }: { isAdmin: boolean; onClose(): void }) {
  const { data, error } = useQuery(COMPANY_UNIT_SETTINGS, { fetchPolicy: 'cache-and-network' });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="unit-defaults-title">
      <DialogTitle id="unit-defaults-title">Юнит-экономика: значения по умолчанию</DialogTitle>
      {error && <Alert severity="error">{userMessage(error, 'Не удалось загрузить значения по умолчанию')}</Alert>}
      {data ? (
        <DefaultsForm saved={data.companyUnitSettings} isAdmin={isAdmin} onClose={onClose} />
      ) : (
        <DialogContent>
          <Typography color="text.secondary">Загружаем…</Typography>
        </DialogContent>
      )}
    </Dialog>
  );
}
