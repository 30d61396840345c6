import { Box, CircularProgress } from '@mui/material';

/** The first-load state of every screen: a spinner on the product's purple-pink gradient. */
export function FullScreenSpinner() {
  return (
    <Box
      role="progressbar"
      aria-label="Загрузка"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #a410b4 0%, #d63384 55%, #f06292 100%)',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <CircularProgress size={64} thickness={4} sx={{ color: '#fff' }} />
    </Box>
  );
}
