import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Stack } from '@mui/material';
import { dismissToast, onToastsChange, shownToasts, type Toast } from './toast.ts';

/** Long enough to read two lines; a notice the pointer rests on stays until it leaves. */
const SHOWN_MS = 5000;

function Notice({ toast }: { toast: Toast }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissToast(toast.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id]);
  return (
    <Alert
      severity={toast.severity}
      variant="filled"
      onClose={() => dismissToast(toast.id)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      sx={{ boxShadow: 6, pointerEvents: 'auto' }}
    >
      {toast.text}
    </Alert>
  );
}

/** The notices of toast.ts, bottom right above everything (the top bar and its user menu stay free), newest at the bottom. */
export function Toasts() {
  const toasts = useSyncExternalStore(onToastsChange, shownToasts, shownToasts);
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        width: 360,
        maxWidth: 'calc(100vw - 32px)',
        zIndex: 'snackbar',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((item) => (
        <Notice key={item.id} toast={item} />
      ))}
    </Stack>
  );
}
