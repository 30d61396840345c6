import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

interface EmptyStateProps {
  title: string;
  /** What to do next. */
  hint: ReactNode;
  action?: ReactNode;
}

/** A screen with nothing to show yet, saying what to do next. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="empty-state">
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {hint}
      </Typography>
      {action}
    </Paper>
  );
}
