import { Alert } from '@mui/material';

export function DemoBanner() {
  return (
    <Alert severity="info" square sx={{ justifyContent: 'center' }}>
      Демо-режим: данные сгенерированы и не относятся к реальному продавцу.
    </Alert>
  );
}
