import { Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatMoscowDateTime } from '../../shared/moscow-time.ts';
import type { NotificationsQuery } from '../../gql/graphql.ts';

interface NotificationListProps {
  bell: NotificationsQuery['notifications'] | undefined;
  onOpen(id: string, link: string, wasRead: boolean): void;
  onReadAll(): void;
}

/** The bell's opened list: the events, newest first, and «Прочитать все». */
export function NotificationList({ bell, onOpen, onReadAll }: NotificationListProps) {
  return (
    <Box sx={{ width: 420, maxWidth: '100vw' }} role="region" aria-label="Уведомления">
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
          Уведомления
        </Typography>
        <Button size="small" disabled={!bell?.unread} onClick={onReadAll}>
          Прочитать все
        </Button>
      </Box>
      {bell && bell.items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Пока ничего: здесь появятся предупреждения, новые отчёты WB и итоги дня.
        </Typography>
      )}
      <List dense disablePadding sx={{ maxHeight: 480, overflow: 'auto' }}>
        {bell?.items.map((item) => (
          <ListItemButton
            key={item.id}
            divider
            onClick={() => onOpen(item.id, item.link, item.read)}
            sx={{ bgcolor: item.read ? undefined : 'action.hover' }}
          >
            <ListItemText
              primary={item.message}
              secondary={formatMoscowDateTime(item.createdAt)}
              slotProps={{
                primary: { sx: { whiteSpace: 'pre-line', fontWeight: item.read ? 400 : 600 } },
              }}
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
