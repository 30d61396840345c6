import { Alert, Button } from '@mui/material';
import { NO_CONNECTION, userMessage } from '../errors.ts';

interface LoadFailedProps {
  error: unknown;
  /** What did not happen: «Не удалось загрузить карточки». */
  failed: string;
  onRetry(): void;
  offline?: boolean;
}

/** A failed load as a Russian sentence with «Повторить». */
export function LoadFailed({ error, failed, onRetry, offline = false }: LoadFailedProps) {
  return (
    <Alert
      severity={offline ? 'warning' : 'error'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      {offline ? NO_CONNECTION : userMessage(error, failed)}
    </Alert>
  );
}
