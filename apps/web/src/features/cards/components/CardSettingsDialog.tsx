import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSetCardSettings } from '../../../shared/card-settings/use-set-card-settings.ts';
import { userMessage } from '../../../shared/errors.ts';
import { formatMoscowDateTime } from '../../../shared/moscow-time.ts';
import { formatPercent } from '../../../shared/money-format.ts';
import {
  changedSettings,
  cardSettingsSchema,
  formFromCard,
  TITLE_FOR_TN_MAX,
  type CardSettingsForm,
} from '../card-settings-form.ts';
import { CARD_SETTINGS_HISTORY, type Card } from '../cards.graphql.ts';

interface FieldSpec {
  name: keyof CardSettingsForm;
  label: string;
  unit?: '₽' | '%';
  hint?: (card: Card) => string;
}

const wbRate = (rate: string | null | undefined) =>
  rate == null ? 'WB ставку для предмета не прислал' : `пусто — ставка WB ${formatPercent(rate)}`;

const FIELDS: FieldSpec[] = [
  { name: 'firstPrice', label: 'Себестоимость', unit: '₽', hint: () => 'закупка и всё, что вложено в единицу товара' },
  { name: 'returnPercent', label: 'Процент возвратов', unit: '%', hint: () => 'доля проданных единиц, которые вернут' },
  { name: 'defectPercent', label: 'Процент брака', unit: '%', hint: () => 'доля единиц, которые спишут как брак' },
  { name: 'fbsCommission', label: 'Комиссия FBS', unit: '%', hint: (card) => wbRate(card.wbFbsCommission) },
  { name: 'fboCommission', label: 'Комиссия FBO', unit: '%', hint: (card) => wbRate(card.wbFboCommission) },
];

function SettingsHistory({ nmID }: { nmID: number }) {
  const { data, loading, error } = useQuery(CARD_SETTINGS_HISTORY, {
    variables: { cardId: String(nmID) },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <Alert severity="error">{userMessage(error, 'Не удалось загрузить историю изменений')}</Alert>;
  if (loading && !data) return <Typography color="text.secondary">Загружаем историю…</Typography>;
  const changes = data?.cardSettingsHistory ?? [];
  if (changes.length === 0) return <Typography color="text.secondary">Настройки карточки ещё не меняли.</Typography>;
  return (
    <Table size="small" aria-label="История изменений">
      <TableHead>
        <TableRow>
          <TableCell>Когда</TableCell>
          <TableCell>Кто</TableCell>
          <TableCell>Поле</TableCell>
          <TableCell>Было</TableCell>
          <TableCell>Стало</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.id}>
            <TableCell>{formatMoscowDateTime(change.changedAt)}</TableCell>
            <TableCell>{change.changedBy ?? '—'}</TableCell>
            <TableCell>{change.fieldLabel}</TableCell>
            <TableCell>{change.oldValue ?? '—'}</TableCell>
            <TableCell>{change.newValue ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** All settings of one card and the history of their changes. */
export function CardSettingsDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const initial = formFromCard(card);
  const { control, handleSubmit, formState } = useForm<CardSettingsForm>({
    resolver: zodResolver(cardSettingsSchema),
    defaultValues: initial,
  });
  const { saveCardSettings } = useSetCardSettings();

  const submit = handleSubmit(async (values) => {
    const data = changedSettings(initial, values);
    if (Object.keys(data).length === 0) return onClose();
    if (await saveCardSettings(card.nmID, data)) onClose();
  });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="card-settings-title">
      <DialogTitle id="card-settings-title">
        Настройки карточки {card.vendorCode}
        <Typography variant="body2" color="text.secondary">
          {card.title ?? 'Без названия'} · nmID {card.nmID}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <form id="card-settings-form" noValidate onSubmit={submit}>
          <Grid container spacing={2}>
            {FIELDS.map((spec) => (
              <Grid key={spec.name} size={{ xs: 12, sm: 6 }}>
                <Controller
                  name={spec.name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      fullWidth
                      label={spec.label}
                      inputMode="decimal"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? spec.hint?.(card)}
                      slotProps={{
                        input: { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> },
                      }}
                    />
                  )}
                />
              </Grid>
            ))}
            <Grid size={12}>
              <Controller
                name="titleForTn"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    fullWidth
                    label="Наименование для ТН"
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      `Название товара в товарной накладной (ТН/эТН), до ${TITLE_FOR_TN_MAX} символов`
                    }
                  />
                )}
              />
            </Grid>
          </Grid>
        </form>
        <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
          История изменений
        </Typography>
        <SettingsHistory nmID={card.nmID} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button type="submit" form="card-settings-form" variant="contained" disabled={formState.isSubmitting}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
