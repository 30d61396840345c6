import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useSetCardSettings } from '../../../shared/card-settings/use-set-card-settings.ts';
import { userMessage } from '../../../shared/errors.ts';
import { formatPercent, formatRub } from '../../../shared/money-format.ts';
import type { UnitRow } from '../unit.graphql.ts';
import {
  COMPANY_UNIT_SETTINGS,
  UNIT_CARD_SETTINGS,
  type UnitCardSettings,
  type UnitDefaults,
} from '../unit-settings.graphql.ts';
import {
  buyoutFromOrdersText,
  changedUnitSettings,
  SOURCE_LABELS,
  storageText,
  unitSettingsForm,
  type UnitField,
  type UnitSettingsForm,
} from '../unit-settings-form.ts';
import { hasErrors, UnitSettingsFields } from './UnitSettingsFields.tsx';

/** What counts for a card whose own field is empty: the next link of docs/money.md's chain. */
function fallbackOf(
  field: UnitField,
  row: UnitRow,
  card: UnitCardSettings,
  defaults: UnitDefaults | undefined,
): string {
  if (field === 'buyoutPercent') {
    if (card.returnPercent != null) return `100 % − возвраты карточки ${formatPercent(card.returnPercent)}`;
    if (row.buyoutFromOrders.percent != null)
      return `по заказам и продажам ${formatPercent(row.buyoutFromOrders.percent)}`;
    return defaults?.buyoutPercent != null ? `по умолчанию компании ${formatPercent(defaults.buyoutPercent)}` : '100 %';
  }
  if (field === 'acquiringPercent')
    return defaults?.acquiringPercent != null
      ? `по умолчанию компании ${formatPercent(defaults.acquiringPercent)}`
      : '1,5 %';
  const amount = defaults?.[field];
  return amount != null ? `по умолчанию компании ${formatRub(amount)}` : '0 ₽';
}

function SettingsForm({
  row,
  card,
  defaults,
  onClose,
}: {
  row: UnitRow;
  card: UnitCardSettings;
  defaults?: UnitDefaults;
  onClose(): void;
}) {
  const initial = unitSettingsForm(card);
  const [form, setForm] = useState<UnitSettingsForm>(initial);
  const { saveCardSettings, saving: loading } = useSetCardSettings();
  const suggested = row.buyoutFromOrders.percent;

  const submit = async () => {
    const data = changedUnitSettings(initial, form);
    if (Object.keys(data).length === 0) return onClose();
    if (await saveCardSettings(row.nmID, data)) onClose();
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="body2">
            <b>Выкуп по заказам и продажам:</b> {buyoutFromOrdersText(row)}
            {suggested != null && (
              <Button
                size="small"
                sx={{ ml: 1 }}
                onClick={() => setForm({ ...form, buyoutPercent: suggested.replace('.', ',') })}
              >
                Подставить
              </Button>
            )}
          </Typography>
          <Typography variant="body2">
            <b>Хранение FBO:</b> {storageText(row)}
          </Typography>
          <Typography variant="body2">
            <b>Платная приёмка:</b> {row.acceptanceReport.source}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Сейчас в расчёте: выкуп {formatPercent(row.buyoutPercent)} ({SOURCE_LABELS[row.buyoutSource]}), эквайринг{' '}
            {formatPercent(row.acquiringPercent)} ({SOURCE_LABELS[row.acquiringSource]}), хранение{' '}
            {SOURCE_LABELS[row.storageSource]}, приёмка {SOURCE_LABELS[row.acceptanceSource]}.
          </Typography>
        </Stack>
        <UnitSettingsFields
          form={form}
          onChange={setForm}
          whenEmpty={(field) => fallbackOf(field, row, card, defaults)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={loading || hasErrors(form)} onClick={() => void submit()}>
          Сохранить
        </Button>
      </DialogActions>
    </>
  );
}

/** A card's own buyout, acquiring, paid acceptance, packaging and delivery to WB, with what its figures suggest. */
export function CardUnitSettingsDialog({ row, onClose }: { row: UnitRow; onClose(): void }) {
  const cards = useQuery(UNIT_CARD_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const defaults = useQuery(COMPANY_UNIT_SETTINGS);
  const card = cards.data?.cards.find((c) => c.nmID === row.nmID);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="card-unit-settings-title">
      <DialogTitle id="card-unit-settings-title">
        Юнит-экономика карточки {row.vendorCode}
        <Typography variant="body2" color="text.secondary">
          {row.title ?? 'Без названия'} · nmID {row.nmID}
        </Typography>
      </DialogTitle>
      {cards.error && (
        <Alert severity="error">{userMessage(cards.error, 'Не удалось загрузить настройки карточки')}</Alert>
      )}
      {card ? (
        <SettingsForm row={row} card={card} defaults={defaults.data?.companyUnitSettings} onClose={onClose} />
      ) : (
        <DialogContent>
          <Typography color="text.secondary">Загружаем настройки…</Typography>
        </DialogContent>
      )}
    </Dialog>
  );
}
