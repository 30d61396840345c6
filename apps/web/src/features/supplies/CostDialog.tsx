import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { normalizeDecimalInput } from '../../shared/money-format.ts';
import { countOf } from '../../shared/plural.ts';

/** The cost given by hand to the chosen units, or to all the filter keeps. */
export function CostDialog(props: {
  count: number;
  /** What the cost does to these units. */
  hint: string;
  onSave: (cost: string) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const cost = normalizeDecimalInput(text);
  return (
    <Dialog open onClose={saving ? undefined : props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Себестоимость для {countOf(props.count, ['единицы', 'единиц', 'единиц'])}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {props.hint} В учёте будет видно, что она задана вручную.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label="Себестоимость одной единицы, ₽"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={text !== '' && cost === null}
          helperText={text !== '' && cost === null ? 'Число не больше чем с двумя знаками после запятой' : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          Отмена
        </Button>
        <Button
          variant="contained"
          disabled={cost === null || saving}
          onClick={() => {
            setSaving(true);
            void props.onSave(cost!).finally(() => setSaving(false));
          }}
        >
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
