import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Badge, IconButton, LinearProgress, Popover } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { NOTIFICATIONS } from './notifications.graphql.ts';
import { useMarkNotificationsRead } from './use-mark-notifications-read.ts';

// The opened list's code comes with the first click on the bell: every screen's top bar carries only the bell.
const NotificationList = lazy(() =>
  import('./NotificationList.tsx').then((module) => ({ default: module.NotificationList })),
);

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
        <Suspense fallback={<LinearProgress aria-label="Уведомления загружаются" sx={{ width: 420 }} />}>
          <NotificationList bell={bell} onOpen={open} onReadAll={() => void read(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
