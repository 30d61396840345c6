import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { ACTION_LABELS, OUTCOME_LABELS } from '../advert-labels.ts';
import type { AdvertLogEntry } from '../adverts.graphql.ts';
import { formatMoscowDateTime } from '../../../shared/moscow-time.ts';
import { isRunning, progressText } from '../minus-changes.ts';

export function ActionLog({
  entries,
  busy,
  onUndo,
}: {
  entries: AdvertLogEntry[];
  busy: boolean;
  onUndo(id: string): void;
}) {
  if (entries.length === 0) return <Typography color="text.secondary">Изменений ещё не было.</Typography>;
  return (
    <List dense aria-label="Журнал действий">
      {entries.map((e) => {
        const outcome = OUTCOME_LABELS[e.outcome];
        return (
          <ListItem
            key={e.id}
            divider
            secondaryAction={
              e.undoable ? (
                <Button size="small" disabled={busy} onClick={() => onUndo(e.id)}>
                  Отменить
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <>
                  {ACTION_LABELS[e.action] ?? e.action}
                  {e.phrases.length > 0 && `: ${e.phrases.join(', ')}`}{' '}
                  {outcome && <Chip size="small" label={outcome.label} color={outcome.color} sx={{ ml: 1 }} />}
                </>
              }
              secondary={`${formatMoscowDateTime(e.createdAt)} · ${e.who ?? 'неизвестно кто'} · ${
                isRunning(e) ? `В работе: ${progressText(e.productsDone ?? 0, e.productsTotal ?? 0)}` : e.wbAnswer
              }`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
