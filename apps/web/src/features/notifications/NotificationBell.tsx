import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, IconButton, List, ListItemButton, ListItemText, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { formatMoscowDateTime } from '../../shared/moscow-time.ts';
import { NOTIFICATIONS } from './notifications.graphql.ts';
import { useMarkNotificationsRead } from './use-mark-notifications-read.ts';

/** How often the bell asks for new events: the server raises them once a minute. */
const POLL_MS = 60_000;

/** The bell in the top bar: unread events, each opening the screen where it is acted on. */
export function NotificationBell() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery(NOTIFICATIONS, { pollInterval: POLL_MS });
  const read = useMarkNotificationsRead();
  const bell = data?.notifications;
  const open = (id: string, link: string, wasRead: boolean) => {
    setAnchor(null);
    if (!wasRead) void read([id]);
    // The README is served by the server, not a screen of the app.
    if (link.endsWith('.md')) window.open(link, '_blank', 'noopener');
    else void navigate(link);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bell?.unread ? `Уведомления: ${bell.unread} непрочитанных` : 'Уведомления'}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={bell?.unread ?? 0} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 420, maxWidth: '100vw' }} role="region" aria-label="Уведомления">
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
            <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
              Уведомления
            </Typography>
            <Button size="small" disabled={!bell?.unread} onClick={() => void read(null)}>
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
                onClick={() => open(item.id, item.link, item.read)}
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
      </Popover>
    </>
  );
}
