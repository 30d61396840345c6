import { createTheme } from '@mui/material/styles';
import { ruRU as coreRu } from '@mui/material/locale';

export const PRIMARY_COLOR = '#a410b4';

export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY_COLOR },
      secondary: { main: '#e5307a' },
      background: { default: '#f7f5f9' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
  },
  // Russian texts of MUI's own components: the table pager, the alert's close button.
  coreRu,
);
